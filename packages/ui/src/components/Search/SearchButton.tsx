'use client';

import { Anchor } from '../../internal/Anchor.js';
import { Icon } from '../Icon/Icon.js';
import * as styles from './Search.css.js';

export { searchButtonVariants } from './Search.css.js';
export type SearchButtonVariant = (typeof styles.searchButtonVariants)[number];

export interface SearchButtonProps {
  /** Accessible name, and the visible text of the `row` variant (e.g. 'Search'). */
  label: string;
  /** The site's search page: where the entry leads without JavaScript (e.g. '/search'). */
  href: string;
  /** Opens the search dialog. */
  onPress?: () => void;
  /** The keys that open the dialog too, as `aria-keyshortcuts` says them (e.g. '/'). The app listens for them. */
  keyShortcuts?: string;
  /** `icon`: a square icon button (a header bar); `row`: icon and label, full width (a menu). @default 'icon' */
  variant?: SearchButtonVariant;
}

/**
 * The way into a site's search. Where scripting runs it is a button that opens the search dialog
 * (`aria-haspopup="dialog"`); where it does not, the same place holds a plain link to the search
 * page. Both are in the server HTML and CSS (`@media (scripting)`) shows one, so nothing moves
 * when the page hydrates.
 */
export function SearchButton({
  label,
  href,
  onPress,
  keyShortcuts,
  variant = 'icon',
}: SearchButtonProps) {
  const name = variant === 'icon' ? label : undefined;
  const content = (
    <>
      <Icon name="search" />
      {variant === 'row' ? <span>{label}</span> : null}
    </>
  );
  return (
    <>
      <button
        type="button"
        className={styles.button({ variant })}
        aria-label={name}
        aria-haspopup="dialog"
        aria-keyshortcuts={keyShortcuts}
        onClick={onPress}
      >
        {content}
      </button>
      <Anchor href={href} className={styles.link({ variant })} aria-label={name}>
        {content}
      </Anchor>
    </>
  );
}
