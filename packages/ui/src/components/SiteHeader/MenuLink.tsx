import { Anchor } from '../../internal/Anchor.js';
import { isCurrentPath, type NavLink } from './navigation.js';

interface MenuLinkProps {
  link: NavLink;
  /** Path of the page being shown: its link gets `aria-current="page"`. */
  currentPath: string;
  className: string;
}

/** A link of the header's menus (bar, dropdown, phone menu), marked when it is the page shown. */
export function MenuLink({ link, currentPath, className }: MenuLinkProps) {
  return (
    <Anchor
      href={link.href}
      className={className}
      aria-current={isCurrentPath(link.href, currentPath) ? 'page' : undefined}
    >
      {link.label}
    </Anchor>
  );
}
