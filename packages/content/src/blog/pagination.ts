import { listingPagePath } from '../paths';

/**
 * The blog's lists (the blog index, each category and the human sitemap's articles) show this
 * many articles a page, in both languages: the one place the number is set.
 */
export const articlesPerPage = 12;

/** How many pages a list of `itemCount` items takes: at least one (an empty list has a page). */
export function listingPageCount(itemCount: number, perPage: number = articlesPerPage): number {
  return Math.max(1, Math.ceil(itemCount / perPage));
}

/** One page of a list: its items and where it sits among its siblings. */
export interface ListingPage<T> {
  /** 1 for the first page. */
  number: number;
  /** How many pages the list has. */
  count: number;
  items: T[];
  /** This page's address. */
  path: string;
  /** The address of page `number` of the same list. */
  pathOf: (number: number) => string;
}

/**
 * Page `number` of `items` (in their order), the list's first page at `firstPagePath`; undefined
 * past the last page (or before the first), where the site answers 404.
 */
export function listingPage<T>(
  items: readonly T[],
  firstPagePath: string,
  number: number,
  perPage: number = articlesPerPage,
): ListingPage<T> | undefined {
  const count = listingPageCount(items.length, perPage);
  if (!Number.isInteger(number) || number < 1 || number > count) return undefined;
  const pathOf = (page: number) => listingPagePath(firstPagePath, page);
  return {
    number,
    count,
    items: items.slice((number - 1) * perPage, number * perPage),
    path: pathOf(number),
    pathOf,
  };
}

/** The addresses of every page of a list of `itemCount` items, the first page's own first. */
export function listingPagePaths(
  firstPagePath: string,
  itemCount: number,
  perPage: number = articlesPerPage,
): string[] {
  const count = listingPageCount(itemCount, perPage);
  return Array.from({ length: count }, (_, index) => listingPagePath(firstPagePath, index + 1));
}
