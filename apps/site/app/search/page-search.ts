import type { TextSegment } from '@lumenor/ui';
import { excerptSegments } from './excerpt';
import {
  foundIn,
  isSearchDocument,
  isShardList,
  isTermShard,
  pageFilePath,
  postingLength,
  readPostings,
  type SearchDocument,
  shardKeyOf,
  shardListPath,
  type TermShard,
  termShardPath,
  textFilePath,
  wordsOf,
} from './index-files';
import { pageResultLimit } from './result-limits';
import type { SearchDocumentType } from './route-handle';

/** How much a word found by its start weighs, or a word a typo away, against the word as typed. */
const prefixWeight = 0.375;
const typoWeight = 0.45;

/** Words of at least this many letters also match words one typo (an edit) away. */
const typoFromLength = 5;

/** One result: the page, and its text around the match with the matched words marked. */
export interface SearchHit {
  url: string;
  title: string;
  type: SearchDocumentType;
  excerpt: TextSegment[];
}

export interface SearchMatches {
  /** How many pages match. */
  total: number;
  /** The best `limit` of them, best first. */
  hits: SearchHit[];
}

export interface PageSearch {
  readonly lang: string;
  /** The pages that match `query`; none for a blank query. */
  search(query: string, limit?: number): Promise<SearchMatches>;
  /**
   * Starts fetching what `query` needs first (the shards of its words), as it is typed: the
   * request is under way while the page renders the keystroke, before `search` asks for it.
   */
  prefetch(query: string): void;
}

/** Fetches a file of the index by its site path, as JSON (`fetch` in the browser). */
export type LoadIndexFile = (sitePath: string) => Promise<unknown>;

/** Whether `a` and `b` are at most one edit (insertion, deletion or substitution) apart. */
export function withinOneEdit(a: string, b: string): boolean {
  // One edit changes a length by at most two UTF-16 units (one astral letter): most of a big
  // shard's words are ruled out here, without splitting them into letters.
  if (Math.abs(a.length - b.length) > 2) return false;
  const [x, y] = [[...a], [...b]];
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i += 1;
  const rest = (from: string[], skip: number) => from.slice(i + skip).join('');
  return rest(x, 1) === rest(y, 1) || rest(x, 0) === rest(y, 1) || rest(x, 1) === rest(y, 0);
}

/** How much `term` of the index counts for a word of the query (0: not at all). */
function weightOf(term: string, word: string, isLastWord: boolean): number {
  if (term === word) return 1;
  if (isLastWord && term.startsWith(word)) return prefixWeight;
  if ([...word].length >= typoFromLength && withinOneEdit(term, word)) return typoWeight;
  return 0;
}

/**
 * The search of the pages in `lang`, over the index the build wrote (index-files.ts), loading
 * its files with `load` as queries need them, each once:
 *
 * - the query is split into words as the pages were (letters, vowel signs and virama, digits and
 *   joiners; NFC, lowercased), and every word must match (AND);
 * - a word matches itself, the last word also the start of a longer word (results while it is
 *   typed), a word of five letters or more also a word one typo away (not in its first two
 *   letters: the shard is chosen by them); those weigh less;
 * - a page's score is the sum, over the query's words, of its best match's score (BM25+, the
 *   title three times the text, ranked at build time) times that weight;
 * - a result's excerpt comes from its page file (the text's opening, small) when the text has one
 *   of its matched words there or only the title has them, else from its whole text.
 */
export async function createPageSearch(load: LoadIndexFile, lang: string): Promise<PageSearch> {
  const list = await load(shardListPath(lang));
  if (!isShardList(list)) throw new Error(`${shardListPath(lang)} is not a list of shards`);
  const keys = new Set(list);
  const cached = <T>(
    files: Map<string, Promise<T>>,
    sitePath: string,
    check: (value: unknown) => value is T,
  ) => {
    const known = files.get(sitePath);
    if (known) return known;
    const loading = load(sitePath).then((value) => {
      if (!check(value)) throw new Error(`${sitePath} is not what the search expects`);
      return value;
    });
    loading.catch(() => files.delete(sitePath));
    files.set(sitePath, loading);
    return loading;
  };
  const shards = new Map<string, Promise<TermShard>>();
  const pages = new Map<string, Promise<SearchDocument>>();
  const shardOf = async (key: string): Promise<TermShard> =>
    keys.has(key) ? cached(shards, termShardPath(lang, key), isTermShard) : {};

  type Found = { score: number; terms: string[]; where: number };
  /** The pages every word matches, best first, each with its score, its matched terms and where. */
  const rank = async (words: string[]): Promise<Array<[number, Found]>> => {
    const wordShards = await Promise.all(words.map((word) => shardOf(shardKeyOf(word))));
    // Per page: its score, the words matched there (all are marked) and where its text first
    // has one. Made for the first word's pages, then narrowed to those every word matches; a
    // common word has thousands of pages, so nothing more is made per page than this.
    let found = new Map<number, Found>();
    words.forEach((word, index) => {
      // Per page, this word's best match's score, and every matching term of the index.
      const matches = new Map<number, Found>();
      for (const [term, text] of Object.entries(wordShards[index] ?? {})) {
        const weight = weightOf(term, word, index === words.length - 1);
        if (weight === 0) continue;
        const postings = readPostings(text);
        if (!postings) throw new Error(`The postings of "${term}" are not what the search expects`);
        let page = 0;
        for (let at = 0; at < postings.length; at += postingLength) {
          page += postings[at] as number;
          const score = (postings[at + 1] as number) * weight;
          const where = postings[at + 2] as number;
          const match = matches.get(page);
          if (match) {
            match.score = Math.max(match.score, score);
            match.terms.push(term);
            match.where = Math.min(match.where, where);
          } else matches.set(page, { score, terms: [term], where });
        }
      }
      if (index === 0) {
        found = matches;
        return;
      }
      for (const [page, before] of found) {
        const match = matches.get(page);
        if (!match) {
          found.delete(page);
          continue;
        }
        before.score += match.score;
        before.terms.push(...match.terms);
        before.where = Math.min(before.where, match.where);
      }
    });
    return [...found].sort(([a, x], [b, y]) => y.score - x.score || a - b);
  };
  // The latest query's ranking: the search page asks for its first results, then for more.
  let latest: { words: string; ranking: Promise<Array<[number, Found]>> } | undefined;

  return {
    lang,
    prefetch(query) {
      for (const word of wordsOf(query, lang)) {
        // A failed fetch is forgotten (`cached`); `search` then fetches again and reports it.
        shardOf(shardKeyOf(word)).catch(() => {});
      }
    },
    async search(query, limit = pageResultLimit) {
      const words = wordsOf(query, lang);
      if (words.length === 0) return { total: 0, hits: [] };
      const key = words.join(' ');
      if (latest?.words !== key) {
        const ranking = rank(words);
        // A ranking that failed (a shard did not load) is made again by the next search.
        ranking.catch(() => {
          if (latest?.ranking === ranking) latest = undefined;
        });
        latest = { words: key, ranking };
      }
      const ranked = await latest.ranking;
      const hits = await Promise.all(
        ranked.slice(0, limit).map(async ([page, { terms, where }]) => {
          const file =
            where === foundIn.further ? textFilePath(lang, page) : pageFilePath(lang, page);
          const document = await cached(pages, file, isSearchDocument);
          return {
            url: document.url,
            title: document.title,
            type: document.type,
            excerpt: excerptSegments(document.text, [...new Set(terms)]),
          };
        }),
      );
      return { total: ranked.length, hits };
    },
  };
}
