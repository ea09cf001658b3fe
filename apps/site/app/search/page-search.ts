import type { TextSegment } from '@lumenor/ui';
import type MiniSearch from 'minisearch';
import type { Options } from 'minisearch';
import { excerptSegments } from './excerpt';
import type { SearchDocument, SearchDocumentType, SearchIndexFile } from './index-file';

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
  search(query: string, limit?: number): SearchMatches;
}

/**
 * How MiniSearch indexes and searches one language's pages:
 *
 * - words are split on spaces and punctuation (its tokenizer, by Unicode class, so Telugu splits
 *   as English does), normalised to NFC and lowercased in the index's language; no stemming, in
 *   either language;
 * - every word of the query must match (AND); the last one also matches as the start of a word, so
 *   results come while it is being typed; a word of five letters or more also matches words a
 *   typo away (one edit per five letters);
 * - pages rank by BM25+ per field, the title weighing three times the text, a prefix or typo
 *   match weighing less than an exact one (MiniSearch's own weights).
 */
export function pageSearchOptions(lang: string): Options<SearchDocument> {
  return {
    idField: 'url',
    fields: ['title', 'text'],
    processTerm: (term) => term.normalize('NFC').toLocaleLowerCase(lang),
    searchOptions: {
      boost: { title: 3 },
      combineWith: 'AND',
      prefix: (_term, index, terms) => index === terms.length - 1,
      fuzzy: (term) => (term.length >= 5 ? 0.2 : false),
    },
  };
}

/**
 * The search of one language's pages, from its index file: MiniSearch (`Index`, loaded with search
 * itself) builds its index in the browser from the pages' text, which the excerpts need anyway
 * (apps/site/README.md, "Search", compares that with shipping MiniSearch's serialised index).
 */
export function createPageSearch(Index: typeof MiniSearch, file: SearchIndexFile): PageSearch {
  const index = new Index<SearchDocument>(pageSearchOptions(file.lang));
  index.addAll(file.documents);
  const documents = new Map(file.documents.map((document) => [document.url, document]));
  return {
    lang: file.lang,
    search(query, limit = 20) {
      const results = index.search(query);
      return {
        total: results.length,
        hits: results.slice(0, limit).flatMap((result) => {
          const document = documents.get(String(result.id));
          return document
            ? [
                {
                  url: document.url,
                  title: document.title,
                  type: document.type,
                  excerpt: excerptSegments(document.text, result.terms),
                },
              ]
            : [];
        }),
      };
    },
  };
}
