/**
 * The site search's index as the build writes it (scripts/search/write-index.ts) and the browser
 * reads it (page-search.ts): prebuilt, in small files, so a query fetches only what it needs.
 * Per language of the pages (the `lang` of their `<html>`), under `/search-index/<lang>/`:
 *
 * - `shards.json`: the list of term shards that exist (so no request ever gets a 404);
 * - `terms/<key>.json`: every indexed word starting with the shard's key (its first two letters),
 *   each with the pages it is in and its score there, ranked at build time (BM25+);
 * - `pages/<n>.json`: one page's address, title, type and text, for its result and excerpt.
 *
 * A query fetches `shards.json`, one term shard per word typed, and one page file per result
 * shown. Nothing is built in the browser.
 */
import type { SearchDocumentType } from './route-handle';

/** The folder of the index, under the site's root. */
export const searchFolder = 'search-index';

/** A word shard's key: the first two letters of its words (a word of one letter is its own). */
export const shardKeyLength = 2;

/** One indexed page: its address, its heading and its readable text. */
export interface SearchDocument {
  /** The page's path, e.g. '/blog/data-driven-policy-making'. */
  url: string;
  title: string;
  type: SearchDocumentType;
  /** The text of the page's main content, whitespace collapsed. */
  text: string;
}

/**
 * A term shard: for each word, the pages (numbers of their page files) it is in and its score
 * there (BM25+, title weighing three times the text, as an integer), in page order, each page as
 * its distance from the one before: `[page, score, distance to the next page, its score, …]`.
 */
export type TermShard = Record<string, number[]>;

/** A language tag as a safe folder name: 'en', 'te', 'en-in'; anything else is refused. */
export function searchLanguage(lang: string): string | undefined {
  const tag = lang.trim().toLowerCase();
  return /^[a-z]{2,3}(-[a-z0-9]{2,8})*$/.test(tag) ? tag : undefined;
}

function folderOf(lang: string): string {
  const tag = searchLanguage(lang);
  if (!tag) throw new Error(`Not a language tag: "${lang}"`);
  return `/${searchFolder}/${tag}`;
}

/** Site path of the list of a language's term shards, e.g. '/search-index/te/shards.json'. */
export const shardListPath = (lang: string) => `${folderOf(lang)}/shards.json`;

/** Site path of a term shard, named by the code points of its key: '/search-index/en/terms/67-6f.json'. */
export const termShardPath = (lang: string, key: string) =>
  `${folderOf(lang)}/terms/${[...key].map((letter) => letter.codePointAt(0)?.toString(16)).join('-')}.json`;

/** Site path of a page's file, by its number: '/search-index/en/pages/12.json'. */
export const pageFilePath = (lang: string, page: number) => `${folderOf(lang)}/pages/${page}.json`;

/**
 * The words of a text as the index keeps them: runs of letters, combining marks (a Telugu
 * word's vowel signs and virama), digits and joiners (ZWNJ/ZWJ, inside Telugu words), split at
 * everything else; in Unicode NFC, lowercased in the text's language.
 */
export function wordsOf(text: string, lang: string): string[] {
  return (text.normalize('NFC').match(/[\p{L}\p{M}\p{N}\u200C\u200D]+/gu) ?? []).map((word) =>
    word.toLocaleLowerCase(lang),
  );
}

/** The shard a word is in: its first two letters (code points). */
export const shardKeyOf = (word: string) => [...word].slice(0, shardKeyLength).join('');

/** A result links only to a path of this site, never to another origin or a script. */
const isSitePath = (url: unknown) =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');

/** Whether a fetched page file has the shape of one (checked before the UI trusts it). */
export function isSearchDocument(value: unknown): value is SearchDocument {
  if (typeof value !== 'object' || value === null) return false;
  const { url, title, type, text } = value as Partial<SearchDocument>;
  return (
    isSitePath(url) &&
    typeof title === 'string' &&
    (type === 'page' || type === 'article') &&
    typeof text === 'string'
  );
}

/** Whether a fetched term shard has the shape of one. */
export function isTermShard(value: unknown): value is TermShard {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every(
      (postings) => Array.isArray(postings) && postings.every((number) => Number.isInteger(number)),
    )
  );
}

/** Whether a fetched shard list is a list of keys. */
export function isShardList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((key) => typeof key === 'string');
}
