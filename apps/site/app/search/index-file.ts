/**
 * The search index the build writes (scripts/search) and the search UI reads: one JSON file per
 * language of the site's pages, named by the `lang` of their `<html>` element.
 */

/** What kind of page a document is; a page opts in or out with its route's `handle` (route-handle.ts). */
export type SearchDocumentType = 'page' | 'article';

/** One indexed page: its address, its heading and its readable text. */
export interface SearchDocument {
  /** The page's path, e.g. '/blog/data-driven-policy-making'. */
  url: string;
  title: string;
  type: SearchDocumentType;
  /** The text of the page's main content, whitespace collapsed. */
  text: string;
}

export interface SearchIndexFile {
  /** The `lang` of the pages in this file, e.g. 'en' or 'te'. */
  lang: string;
  documents: SearchDocument[];
}

/** The folder of the index files, under the site's root. */
export const searchIndexFolder = 'search-index';

/** A language tag as a safe file name: 'en', 'te', 'en-in'; anything else is refused. */
export function searchIndexLanguage(lang: string): string | undefined {
  const tag = lang.trim().toLowerCase();
  return /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/.test(tag) ? tag : undefined;
}

/** Site path of the index of the pages in `lang`, e.g. '/search-index/en.json'. */
export function searchIndexPath(lang: string): string {
  const tag = searchIndexLanguage(lang);
  if (!tag) throw new Error(`Not a language tag: "${lang}"`);
  return `/${searchIndexFolder}/${tag}.json`;
}

/** Whether `value` has the shape of an index file (checked before the UI trusts a fetched file). */
export function isSearchIndexFile(value: unknown): value is SearchIndexFile {
  if (typeof value !== 'object' || value === null) return false;
  const { lang, documents } = value as Partial<SearchIndexFile>;
  return (
    typeof lang === 'string' &&
    Array.isArray(documents) &&
    documents.every(
      (document) =>
        typeof document === 'object' &&
        document !== null &&
        typeof document.url === 'string' &&
        document.url.startsWith('/') &&
        !document.url.startsWith('//') &&
        typeof document.title === 'string' &&
        (document.type === 'page' || document.type === 'article') &&
        typeof document.text === 'string',
    )
  );
}
