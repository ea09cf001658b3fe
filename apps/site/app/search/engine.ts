import type { TextSegment } from '@lumenor/ui';
import { excerptSegments } from './excerpt';
import type { SearchDocumentType, SearchIndexFile } from './index-file';

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

export interface SearchEngine {
  readonly lang: string;
  /** The pages that match `query`; none for a blank query. */
  search(query: string, limit?: number): SearchMatches;
}

/** Words are split on spaces and punctuation (Unicode classes): MiniSearch's tokenizer. */
const separators = /[\n\r\p{Z}\p{P}]+/u;

/** How much a match in each field weighs: the title, then the text. */
const fieldBoosts = [3, 1];

/** BM25+ with MiniSearch's parameters (k 1.2, b 0.7, d 0.5), for one field of one page. */
function bm25(frequency: number, pages: number, total: number, length: number, average: number) {
  if (frequency === 0) return 0;
  const rarity = Math.log(1 + (total - pages + 0.5) / (pages + 0.5));
  return rarity * (0.5 + (frequency * 2.2) / (frequency + 1.2 * (0.3 + (0.7 * length) / average)));
}

/** The Levenshtein distance of `a` and `b`, or `max + 1` as soon as it is sure to exceed `max`. */
export function editDistance(a: string, b: string, max: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    }
    if (Math.min(...current) > max) return max + 1;
    previous = current;
  }
  return previous[b.length] ?? max + 1;
}

/** Per page (its position in the file): how often the word is in its title and in its text. */
type Postings = Map<number, number[]>;

interface Match {
  score: number;
  words: string[];
}

/**
 * A full-text search over one language's pages, built in the browser from the index file (a few
 * milliseconds for this site). It does what MiniSearch does with the options a site search needs,
 * in a fraction of its bytes (apps/site/README.md, "Search", says why):
 *
 * - words are split on spaces and punctuation (Unicode classes, so Telugu splits as English does),
 *   normalised to NFC and lowercased in the index's language; no stemming, in either language;
 * - every word of the query must match (AND); the last one also matches as the start of a word, so
 *   results come while it is being typed; a word of five letters or more also matches words a
 *   typo away (one edit per five letters);
 * - pages are ranked by BM25+ per field, the title weighing three times the text, a prefix or
 *   typo match weighing less than an exact one, the less the further it is (MiniSearch's weights).
 */
export function createSearchEngine(file: SearchIndexFile): SearchEngine {
  const { lang, documents } = file;
  const words = (text: string) =>
    text
      .split(separators)
      .filter(Boolean)
      .map((word) => word.normalize('NFC').toLocaleLowerCase(lang));
  const index = new Map<string, Postings>();
  const lengths = documents.map((document, page) =>
    [document.title, document.text].map((field, position) => {
      const fieldWords = words(field);
      for (const word of fieldWords) {
        const postings = index.get(word) ?? new Map<number, number[]>();
        const counts = postings.get(page) ?? [0, 0];
        counts[position] = (counts[position] ?? 0) + 1;
        postings.set(page, counts);
        index.set(word, postings);
      }
      return fieldWords.length;
    }),
  );
  const averages = fieldBoosts.map(
    (_, position) =>
      lengths.reduce((sum, fields) => sum + (fields[position] ?? 0), 0) / documents.length || 1,
  );

  /** The pages with a word like `query` (the same, starting with it, or a typo away). */
  function pagesFor(query: string, isLast: boolean): Map<number, Match> {
    const found = new Map<number, Match>();
    const typos = query.length >= 5 ? Math.round(query.length / 5) : 0;
    for (const [word, postings] of index) {
      let weight = word === query ? 1 : 0;
      if (!weight && isLast && word.startsWith(query)) {
        weight = (0.375 * word.length) / (word.length + 0.3 * (word.length - query.length));
      }
      if (!weight && typos && Math.abs(word.length - query.length) <= typos) {
        const distance = editDistance(query, word, typos);
        if (distance <= typos) weight = (0.45 * word.length) / (word.length + distance);
      }
      if (!weight) continue;
      for (const [page, counts] of postings) {
        let score = 0;
        fieldBoosts.forEach((boost, position) => {
          score +=
            boost *
            bm25(
              counts[position] ?? 0,
              postings.size,
              documents.length,
              lengths[page]?.[position] ?? 0,
              averages[position] ?? 1,
            );
        });
        const match = found.get(page) ?? { score: 0, words: [] };
        match.score += weight * score;
        match.words.push(word);
        found.set(page, match);
      }
    }
    return found;
  }

  return {
    lang,
    search(query, limit = 20) {
      const queryWords = words(query);
      let matches: Map<number, Match> | undefined;
      queryWords.forEach((word, position) => {
        const found = pagesFor(word, position === queryWords.length - 1);
        if (!matches) {
          matches = found;
          return;
        }
        for (const [page, match] of matches) {
          const also = found.get(page);
          if (also)
            matches.set(page, {
              score: match.score + also.score,
              words: [...match.words, ...also.words],
            });
          else matches.delete(page);
        }
      });
      const ranked = [...(matches ?? [])].sort(([, a], [, b]) => b.score - a.score);
      return {
        total: ranked.length,
        hits: ranked.slice(0, limit).flatMap(([page, { words: matched }]) => {
          const document = documents[page];
          return document
            ? [
                {
                  url: document.url,
                  title: document.title,
                  type: document.type,
                  excerpt: excerptSegments(document.text, matched),
                },
              ]
            : [];
        }),
      };
    },
  };
}
