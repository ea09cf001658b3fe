import type { TextSegment } from '@lumenor/ui';
import { excerptSegments } from './excerpt';
import {
  foundIn,
  isSearchDocument,
  isShardList,
  isTermShard,
  type Postings,
  pageFilePath,
  readPostings,
  type SearchDocument,
  shardKeyOf,
  shardListPath,
  type TermShard,
  termShardPath,
  textFilePath,
  wordsOf,
} from './index-files';
import { firstResultsLimit, pageResultLimit } from './result-limits';
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
   * Starts the search of `query` as it is typed: its shards, its ranking and the files of its first
   * results (`firstResultsLimit`) are under way while the page renders the keystroke, before
   * `search` asks for them.
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

/** How much `term` of the index counts for a word of the query of `letters` letters (0: not at all). */
function weightOf(term: string, word: string, letters: number, isLastWord: boolean): number {
  if (term === word) return 1;
  if (isLastWord && term.startsWith(word)) return prefixWeight;
  if (letters >= typoFromLength && withinOneEdit(term, word)) return typoWeight;
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

  /** One term of the index that a word of the query matches, and its postings. */
  type TermMatch = { term: string; weight: number; postings: Postings };
  /** A query's ranking: how many pages match, and the best of them, best first. */
  type Ranking = {
    total: number;
    best: Array<{ page: number; terms: string[]; where: number }>;
  };
  /**
   * The pages every word matches, scored, and the best `limit` of them with their matched terms and
   * where their text first has one. Per page, numbers in typed arrays indexed by page, not an object:
   * a common word is in thousands of pages, and the first query runs on code not yet optimised.
   */
  const rank = async (words: string[], limit: number): Promise<Ranking> => {
    const wordShards = await Promise.all(words.map((word) => shardOf(shardKeyOf(word))));
    const matched = words.map((word, index) => {
      const terms: TermMatch[] = [];
      const letters = [...word].length;
      for (const [term, text] of Object.entries(wordShards[index] ?? {})) {
        const weight = weightOf(term, word, letters, index === words.length - 1);
        if (weight === 0) continue;
        const postings = readPostings(text);
        if (!postings) throw new Error(`The postings of "${term}" are not what the search expects`);
        terms.push({ term, weight, postings });
      }
      return terms;
    });
    const allTerms = matched.flat();
    // Pages are in order: a word's last page is its highest.
    const pageCount = Math.max(
      0,
      ...allTerms.map(({ postings }) => (postings.pages.at(-1) ?? -1) + 1),
    );
    // Per page: the sum of each word's best match's score, how many words it has, and where its
    // text first has one of them (foundIn); `best` is one word's best score there (-1: none).
    const score = new Float64Array(pageCount);
    const wordsFound = new Uint32Array(pageCount);
    const where = new Uint8Array(pageCount).fill(foundIn.titleOnly);
    const best = new Float64Array(pageCount);
    matched.forEach((terms, index) => {
      best.fill(-1);
      for (const { weight, postings } of terms) {
        const { pages, scores, where: found } = postings;
        for (let at = 0; at < pages.length; at += 1) {
          const page = pages[at] as number;
          const termScore = (scores[at] as number) * weight;
          if (termScore > (best[page] as number)) best[page] = termScore;
          if ((found[at] as number) < (where[page] as number)) where[page] = found[at] as number;
        }
      }
      for (let page = 0; page < pageCount; page += 1) {
        if ((best[page] as number) < 0 || wordsFound[page] !== index) continue;
        wordsFound[page] = index + 1;
        score[page] = (score[page] as number) + (best[page] as number);
      }
    });
    // The best `limit`, best first (a tie: the page first in the index), without sorting the rest.
    const isBetter = (a: number, b: number) =>
      (score[a] as number) > (score[b] as number) || (score[a] === score[b] && a < b);
    const top: number[] = [];
    let total = 0;
    for (let page = 0; page < pageCount; page += 1) {
      if (wordsFound[page] !== words.length) continue;
      total += 1;
      if (top.length >= limit) {
        if (!isBetter(page, top[top.length - 1] as number)) continue;
        top.pop();
      }
      let at = top.length;
      while (at > 0 && isBetter(page, top[at - 1] as number)) at -= 1;
      top.splice(at, 0, page);
    }
    // Every matched term of a best page is marked in its excerpt: one pass over each term's pages.
    const termsOf = new Map(top.map((page) => [page, [] as string[]]));
    for (const { term, postings } of allTerms) {
      for (const page of postings.pages) termsOf.get(page)?.push(term);
    }
    return {
      total,
      best: top.map((page) => ({
        page,
        terms: termsOf.get(page) ?? [],
        where: where[page] as number,
      })),
    };
  };
  // The latest query's ranking: the search page asks for its first results, then for more.
  let latest: { words: string; limit: number; ranking: Promise<Ranking> } | undefined;

  /** The ranking of a query's words, made once for its first results and the rest. */
  const rankingOf = (words: string[], key: string, limit: number): Promise<Ranking> => {
    if (latest?.words !== key || latest.limit < limit) {
      const ranking = rank(words, Math.max(limit, pageResultLimit));
      // A ranking that failed (a shard did not load) is made again by the next search.
      ranking.catch(() => {
        if (latest?.ranking === ranking) latest = undefined;
      });
      latest = { words: key, limit: Math.max(limit, pageResultLimit), ranking };
    }
    return latest.ranking;
  };
  /** The file a result's excerpt comes from: its page's opening, or its whole text. */
  const fileOf = ({ page, where }: { page: number; where: number }) =>
    cached(
      pages,
      where === foundIn.further ? textFilePath(lang, page) : pageFilePath(lang, page),
      isSearchDocument,
    );
  // The latest query's results, by page: each made once, however many batches show it.
  let hitsOf: { key: string; byPage: Map<number, Promise<SearchHit>> } | undefined;
  const hitOf = (key: string, best: Ranking['best'][number]): Promise<SearchHit> => {
    if (hitsOf?.key !== key) hitsOf = { key, byPage: new Map() };
    const { byPage } = hitsOf;
    const known = byPage.get(best.page);
    if (known) return known;
    const hit = fileOf(best).then((document) => ({
      url: document.url,
      title: document.title,
      type: document.type,
      excerpt: excerptSegments(document.text, [...new Set(best.terms)]),
    }));
    hit.catch(() => byPage.delete(best.page));
    byPage.set(best.page, hit);
    return hit;
  };

  // What splits text into words and finds them in an excerpt is made ready on first use: the
  // data of NFC and of the language's case, and each pattern, compiled apart for text of one-byte
  // characters and of two-byte ones (Telugu). Some milliseconds of a phone's CPU, here as the
  // search loads rather than in its first query; each sample's word matches after its first
  // letter, so the excerpt tests the letter before it.
  for (const sample of ['Ünïcode', 'Ωmega']) {
    wordsOf(sample, lang);
    excerptSegments(sample, [sample.slice(1).toLowerCase()]);
  }

  return {
    lang,
    prefetch(query) {
      const words = wordsOf(query, lang);
      if (words.length === 0) return;
      // A failure is forgotten; the search that asks for these results then reports it.
      rankingOf(words, words.join(' '), firstResultsLimit).then(
        ({ best }) => {
          for (const result of best.slice(0, firstResultsLimit)) fileOf(result).catch(() => {});
        },
        () => {},
      );
    },
    async search(query, limit = pageResultLimit) {
      const words = wordsOf(query, lang);
      if (words.length === 0) return { total: 0, hits: [] };
      const key = words.join(' ');
      const { total, best } = await rankingOf(words, key, limit);
      const hits = await Promise.all(best.slice(0, limit).map((result) => hitOf(key, result)));
      return { total, hits };
    },
  };
}
