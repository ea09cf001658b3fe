import { Anchor } from '../../internal/Anchor.js';
import { Icon } from '../Icon/Icon.js';
import * as styles from './Pagination.css.js';

export interface PaginationProps {
  /** Accessible name of the nav landmark, e.g. 'Pages of articles'. */
  label: string;
  /** The page shown, from 1. */
  current: number;
  /** How many pages there are. With one page the component renders nothing. */
  count: number;
  /** The address of a page, by its number. */
  hrefOf: (page: number) => string;
  /** Visible text of the link to the page before, e.g. 'Previous page'. */
  previousLabel: string;
  /** Visible text of the link to the page after, e.g. 'Next page'. */
  nextLabel: string;
  /** Accessible name of a page number's link, e.g. (2) => 'Page 2'; it must contain the number. */
  pageLabel: (page: number) => string;
}

/** Pages on each side of the current one that keep their number; farther ones fold into a gap. */
const neighbours = 1;

/**
 * The page numbers to show: the first, the last and the current page with its neighbours, and
 * `'gap'` for each run left out (a run of one page shows its number: a gap would hide no more).
 */
export function pageNumbersShown(current: number, count: number): Array<number | 'gap'> {
  const shown: Array<number | 'gap'> = [];
  for (let page = 1; page <= count; page += 1) {
    const near = Math.abs(page - current) <= neighbours;
    const end = page === 1 || page === count;
    // A single page between two shown ones costs no more than the gap that would replace it.
    const fillsGap =
      (page === 2 && current - neighbours === 3) ||
      (page === count - 1 && current + neighbours === count - 2);
    if (near || end || fillsGap) shown.push(page);
    else if (shown.at(-1) !== 'gap') shown.push('gap');
  }
  return shown;
}

/**
 * The navigation between the pages of a list: previous, the page numbers and next, in a `nav`
 * named by `label`. Every page is a plain link (it works without JavaScript); the current page's
 * link carries `aria-current="page"`. The previous and next links carry `rel`, and are left out on
 * the first and the last page. It wraps onto more lines on a narrow screen or with large text.
 */
export function Pagination({
  label,
  current,
  count,
  hrefOf,
  previousLabel,
  nextLabel,
  pageLabel,
}: PaginationProps) {
  if (count <= 1) return null;
  return (
    <nav aria-label={label}>
      <ul className={styles.list}>
        {current > 1 && (
          <li>
            <Anchor href={hrefOf(current - 1)} rel="prev" className={styles.step}>
              <Icon name="arrow-left" size="small" />
              {previousLabel}
            </Anchor>
          </li>
        )}
        {pageNumbersShown(current, count).map((page, index) =>
          page === 'gap' ? (
            // Decoration: the numbers around it say which pages it stands for.
            // biome-ignore lint/suspicious/noArrayIndexKey: a gap has no identity of its own
            <li key={`gap-${index}`} aria-hidden="true" className={styles.gap}>
              …
            </li>
          ) : (
            <li key={page}>
              <Anchor
                href={hrefOf(page)}
                aria-label={pageLabel(page)}
                aria-current={page === current ? 'page' : undefined}
                className={page === current ? styles.currentPage : styles.page}
              >
                {page}
              </Anchor>
            </li>
          ),
        )}
        {current < count && (
          <li>
            <Anchor href={hrefOf(current + 1)} rel="next" className={styles.step}>
              {nextLabel}
              <Icon name="arrow-right" size="small" />
            </Anchor>
          </li>
        )}
      </ul>
    </nav>
  );
}
