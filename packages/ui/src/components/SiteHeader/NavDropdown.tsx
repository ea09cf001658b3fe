'use client';

import { type KeyboardEvent, useId, useRef } from 'react';
import { Anchor } from '../../internal/Anchor';
import { Icon } from '../Icon/Icon';
import { hasCurrentChild, isCurrentPath, type NavItem } from './navigation';
import * as styles from './SiteHeader.css';

export interface NavDropdownProps {
  /** The entry: its label names the button; its own page (`href`) is listed first in the panel. */
  item: NavItem;
  /** Path of the page being shown; its link gets `aria-current="page"`. */
  currentPath: string;
  /** Whether the panel is open (controlled by the header, so only one is open at a time). */
  isOpen: boolean;
  /** Called with the wanted state when the button is pressed or Escape is pressed. */
  onOpenChange: (isOpen: boolean) => void;
  /** Called when a link in the panel is pressed. */
  onNavigate?: () => void;
}

/**
 * A disclosure navigation entry: a button (`aria-expanded`) that shows a panel of links.
 * Escape closes it and returns focus to its button.
 */
export function NavDropdown({
  item,
  currentPath,
  isOpen,
  onOpenChange,
  onNavigate,
}: NavDropdownProps) {
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const links = [{ label: item.label, href: item.href }, ...(item.children ?? [])];
  const isCurrentGroup =
    hasCurrentChild(item, currentPath) || isCurrentPath(item.href, currentPath);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && isOpen) {
      event.stopPropagation();
      onOpenChange(false);
      buttonRef.current?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape inside the entry closes its panel.
    <div className={styles.navItem} onKeyDown={onKeyDown} data-dropdown={item.href}>
      <button
        type="button"
        ref={buttonRef}
        className={styles.dropdownButton}
        aria-expanded={isOpen}
        aria-controls={panelId}
        data-current={isCurrentGroup || undefined}
        onClick={() => onOpenChange(!isOpen)}
      >
        {item.label}
        <span className={styles.chevron}>
          <Icon name="chevron-down" size="small" />
        </span>
      </button>
      <div id={panelId} className={styles.dropdownPanel} hidden={!isOpen}>
        <ul className={styles.dropdownList}>
          {links.map((link) => (
            <li key={link.href}>
              <Anchor
                href={link.href}
                className={styles.dropdownLink}
                aria-current={isCurrentPath(link.href, currentPath) ? 'page' : undefined}
                onClick={onNavigate}
              >
                {link.label}
              </Anchor>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
