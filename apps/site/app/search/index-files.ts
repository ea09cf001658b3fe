/**
 * The site search's index as the build writes it (scripts/search/write-index.ts) and the browser
 * reads it (page-search.ts): prebuilt, in small files, so a query fetches only what it needs.
 * Per language of the pages (the `lang` of their `<html>`), under `/search-index/<lang>/`:
 *
 * - `shards.json`: the list of term shards that exist (so no request ever gets a 404);
 * - `terms/<key>.json`: every indexed word starting with the shard's key (its first two letters),
 *   each with the pages it is in, its score there (ranked at build time, BM25+) and whether the
 *   page's opening has it;
 * - `pages/<n>.json`: one page's address, title, type and the opening of its text (about
 *   `openingReach + excerptLength` characters, cut at a space), for its result and its excerpt;
 * - `texts/<n>.json`: the same with the page's whole text, only for a page whose text is longer
 *   than its opening, for a result whose words the text has only past the opening.
 *
 * A query fetches `shards.json`, one term shard per word typed, and one file per result shown:
 * its opening (about 1 KB compressed) when the text has a matched word there or only the title
 * has them, its whole text otherwise (each posting says which). Nothing is built in the browser.
 *
 * Why an opening and the whole text, not a file per passage of a few hundred characters: at
 * 2,000 articles per language passages would be some 20,000 files more, past the host's limit
 * for a whole version (scripts/security/host-limits.ts); this is at most two files per page, and
 * most results (words in their title or near their start) need only the small one (measures in
 * docs/decisions/2026-11-29-search-results-from-openings.md).
 */
import { excerptLength } from './excerpt';
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
 * Where a page's text first has a word: in its opening (its page file has the excerpt), further
 * on (its text file has it), or nowhere, the word being in its title only (the excerpt is the
 * text's start, in the page file). In this order, so the least of a result's words tells which
 * file its excerpt needs: the excerpt is cut around the first matched word of the text.
 */
export const foundIn = { opening: 0, further: 1, titleOnly: 2 } as const;
export type FoundIn = (typeof foundIn)[keyof typeof foundIn];

/**
 * A term shard: for each word, the text of its postings (`postingsText`): the pages it is in, its
 * score in each (BM25+, title weighing three times the text, as an integer) and where each page's
 * text first has it (`foundIn`). Text, not arrays of numbers: the browser parses a shard in one go
 * and reads the postings of the words a query matches only ({@link readPostings}). A Telugu shard
 * of 2,000 articles holds some 47,000 postings; as numbers in JSON they were most of a first
 * query's time on a phone-speed CPU, as decimal text most of its bytes.
 */
export type TermShard = Record<string, string>;

/** One page a word is in: the page's number, the word's score there and where its text has it. */
export interface Posting {
  page: number;
  score: number;
  where: FoundIn;
}

/** A word's postings as the search reads them: one entry per page, in page order. */
export interface Postings {
  pages: Uint32Array;
  scores: Uint32Array;
  where: Uint8Array;
}

/**
 * More pages than any site's index holds: postings that reach past it are a broken file, refused
 * before the search makes arrays of that length.
 */
export const maxPages = 1_000_000;

/**
 * The digits of a posting's numbers: base 32, most significant first, the last digit of each
 * number from `lastDigits` and the others from `leadingDigits`, so numbers need no separator.
 * All are letters, digits, '-' or '_': one byte each, and nothing JSON escapes.
 */
const lastDigits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdef';
const leadingDigits = 'ghijklmnopqrstuvwxyz0123456789-_';
const digitBase = 32;
/** A digit's value by its character code: a last digit's value, a leading one's plus 32. */
const digitValues = new Int8Array(128).fill(-1);
for (let value = 0; value < digitBase; value += 1) {
  digitValues[lastDigits.charCodeAt(value)] = value;
  digitValues[leadingDigits.charCodeAt(value)] = digitBase + value;
}
/** A number of more digits is no page's or score's (2^30): a broken file. */
const maxDigits = 6;
/** A posting's score and where are one number: score × this + where. */
const foundInKinds = Object.keys(foundIn).length;

function numberText(value: number): string {
  let text = lastDigits[value % digitBase] as string;
  for (let rest = Math.floor(value / digitBase); rest > 0; rest = Math.floor(rest / digitBase)) {
    text = (leadingDigits[rest % digitBase] as string) + text;
  }
  return text;
}

/**
 * A word's postings as a shard writes them: per page, in page order, its distance from the page
 * before (small numbers that repeat, which compress well), then its score × 3 + where, each
 * number in base 32 (mostly one or two characters).
 */
export function postingsText(postings: readonly Posting[]): string {
  let text = '';
  let previous = 0;
  for (const { page, score, where } of postings) {
    text += numberText(page - previous) + numberText(score * foundInKinds + where);
    previous = page;
  }
  return text;
}

/** A word's postings from a shard's text, or undefined where the text is not whole postings. */
export function readPostings(text: string): Postings | undefined {
  // Every posting takes two characters at least.
  const capacity = text.length >> 1;
  const pages = new Uint32Array(capacity);
  const scores = new Uint32Array(capacity);
  const where = new Uint8Array(capacity);
  let count = 0;
  let page = 0;
  let value = 0;
  let digits = 0;
  let isScore = false;
  for (let at = 0; at < text.length; at += 1) {
    const digit = digitValues[text.charCodeAt(at)] ?? -1;
    digits += 1;
    if (digit < 0 || digits > maxDigits) return undefined;
    value = value * digitBase + (digit % digitBase);
    if (digit >= digitBase) continue;
    if (isScore) {
      scores[count] = Math.floor(value / foundInKinds);
      where[count] = value % foundInKinds;
      count += 1;
    } else {
      page += value;
      if (page >= maxPages || (count > 0 && value === 0)) return undefined;
      pages[count] = page;
    }
    isScore = !isScore;
    value = 0;
    digits = 0;
  }
  if (isScore || digits > 0) return undefined;
  return {
    pages: pages.subarray(0, count),
    scores: scores.subarray(0, count),
    where: where.subarray(0, count),
  };
}

/**
 * A word whose first occurrence in a text starts before this character shows its excerpt from the
 * page's opening: the excerpt reaches at most `excerptLength` characters past it (excerpt.ts).
 */
export const openingReach = 1000;

/** The opening of a text: at least `openingReach + excerptLength` characters, cut at a space. */
export function openingOf(text: string): string {
  const space = text.indexOf(' ', openingReach + excerptLength);
  return space === -1 ? text : text.slice(0, space);
}

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

/** Site path of a page's file (its text's opening), by its number: '/search-index/en/pages/12.json'. */
export const pageFilePath = (lang: string, page: number) => `${folderOf(lang)}/pages/${page}.json`;

/** Site path of a page's whole text, by its number: '/search-index/en/texts/12.json'. */
export const textFilePath = (lang: string, page: number) => `${folderOf(lang)}/texts/${page}.json`;

const wordPattern = /[\p{L}\p{M}\p{N}\u200C\u200D]+/gu;

/**
 * The words of a text as the index keeps them: runs of letters, combining marks (a Telugu
 * word's vowel signs and virama), digits and joiners (ZWNJ/ZWJ, inside Telugu words), split at
 * everything else; in Unicode NFC, lowercased in the text's language.
 */
export function wordsOf(text: string, lang: string): string[] {
  return (text.normalize('NFC').match(wordPattern) ?? []).map((word) =>
    word.toLocaleLowerCase(lang),
  );
}

/** Each word of a text (as `wordsOf` keeps them) and where it first starts, in characters. */
export function firstOccurrences(text: string, lang: string): Map<string, number> {
  const first = new Map<string, number>();
  for (const match of text.matchAll(wordPattern)) {
    const word = match[0].normalize('NFC').toLocaleLowerCase(lang);
    if (!first.has(word)) first.set(word, match.index);
  }
  return first;
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

/**
 * Whether a fetched term shard has the shape of one: words and the text of their postings. The
 * numbers are read and checked as the search needs them (page-search.ts), only those of the
 * words a query matches.
 */
export function isTermShard(value: unknown): value is TermShard {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((postings) => typeof postings === 'string')
  );
}

/** Whether a fetched shard list is a list of keys. */
export function isShardList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((key) => typeof key === 'string');
}
