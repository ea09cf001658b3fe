/** What kind of page a search result is: its route says (below). */
export type SearchDocumentType = 'page' | 'article';

/**
 * What a route tells the site search about its pages, through its `handle` export:
 * `{ search: 'article' }` for an article, `{ search: false }` for a page the index leaves out
 * (lists of other pages, the search page itself, not-found). Without it a page is a 'page'.
 */
export interface SearchRouteHandle {
  search?: SearchDocumentType | false;
}

/**
 * Set on `<main>`, the indexed part of a page: its value is the page's type. A page without it
 * is not indexed (scripts/search reads it).
 */
export const searchTypeAttribute = 'data-search-type';

/** Set on a part of `<main>` the index leaves out (a call to action repeated on every page). */
export const searchIgnoreAttribute = 'data-search-ignore';

/** The type of the page whose route matches last, or undefined when it is not to be indexed. */
export function searchTypeOf(
  matches: ReadonlyArray<{ handle?: unknown } | undefined>,
): SearchDocumentType | undefined {
  const handle = matches.at(-1)?.handle as SearchRouteHandle | undefined;
  const type = handle?.search ?? 'page';
  return type === false ? undefined : type;
}
