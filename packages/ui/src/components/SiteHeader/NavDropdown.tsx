'use client';

import { type Ref, useId } from 'react';
import { Icon } from '../Icon/Icon.js';
import { dropdownAttribute, opensOnScrollAttribute } from './enhance.js';
import { MenuLink } from './MenuLink.js';
import { hasCurrentChild, isCurrentPath, type NavItem } from './navigation.js';
import * as styles from './SiteHeader.css.js';

export interface NavDropdownProps {
  /** The entry: its label names the button; its own page (`href`) is listed first in the panel. */
  item: NavItem;
  /** Path of the page being shown; its link gets `aria-current="page"`. */
  currentPath: string;
  /** The panel element (a `popover`), for a header that opens or closes it itself. */
  panelRef?: Ref<HTMLDivElement>;
}

/**
 * A dropdown navigation entry: a button that shows a panel of links. The panel is an `auto`
 * popover, so it works without JavaScript: the button toggles it, opening one closes any other,
 * and Escape or a click outside closes it (focus returns to the button). The browser exposes the
 * button's expanded state. The button of the entry holding the current page is marked
 * `aria-current="true"` and underlined; when one of its children is the current page, the panel
 * carries `data-opens-on-scroll`, and the header shows it once on the first scroll (enhance.ts).
 */
export function NavDropdown({ item, currentPath, panelRef }: NavDropdownProps) {
  const panelId = useId();
  const links = [{ label: item.label, href: item.href }, ...(item.children ?? [])];
  const holdsCurrentChild = hasCurrentChild(item, currentPath);
  const isCurrentGroup = holdsCurrentChild || isCurrentPath(item.href, currentPath);

  return (
    <div className={styles.navItem} {...{ [dropdownAttribute]: item.href }}>
      <button
        type="button"
        className={styles.dropdownButton}
        popoverTarget={panelId}
        aria-current={isCurrentGroup || undefined}
      >
        {item.label}
        <span className={styles.chevron}>
          <Icon name="chevron-down" size="small" />
        </span>
      </button>
      <div
        id={panelId}
        ref={panelRef}
        popover="auto"
        className={styles.dropdownPanel}
        {...(holdsCurrentChild ? { [opensOnScrollAttribute]: '' } : {})}
      >
        <ul className={styles.dropdownList}>
          {links.map((link) => (
            <li key={link.href}>
              <MenuLink link={link} currentPath={currentPath} className={styles.dropdownLink} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
