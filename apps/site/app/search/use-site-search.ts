import type { SearchResult } from '@lumenor/ui';
import { useCallback, useEffect, useState } from 'react';
import type { PageSearch, SearchHit } from './page-search';
import { nextResultBatch, pageResultLimit } from './result-limits';
import { countFormatOf, type SearchPhase, type SearchUiCopy, searchStatus } from './status';

const searches = new Map<string, Promise<PageSearch>>();
/** The searches loaded, by language: a keystroke starts its query's search without waiting. */
const loadedSearches = new Map<string, PageSearch>();

/** Fetches a file of the site's index as JSON. */
async function fetchIndexFile(sitePath: string): Promise<unknown> {
  const response = await fetch(sitePath);
  if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
  return response.json();
}

/**
 * The search of the pages in `lang`: the engine's code (a chunk of its own) and the list of the
 * language's word shards, loaded once per page view (a failed load is forgotten, so the next
 * attempt fetches again), and the language's count format for the status line; each query then
 * fetches the shards of its words and the files of the pages it shows, each once.
 */
export function loadPageSearch(lang: string): Promise<PageSearch> {
  const known = searches.get(lang);
  if (known) return known;
  const loading = import('./page-search').then(async ({ createPageSearch }) => {
    const search = await createPageSearch(fetchIndexFile, lang);
    countFormatOf(lang);
    loadedSearches.set(lang, search);
    return search;
  });
  loading.catch(() => searches.delete(lang));
  searches.set(lang, loading);
  return loading;
}

/** The language of the page: its `<html lang>`, which names its index. */
export function pageLanguage(): string {
  return document.documentElement.lang || 'en';
}

/** A search's answer: the query, its best results (`limit` at most) and how many match. */
type Answer = Omit<SiteSearch, 'phase' | 'lang'> & { limit: number };

export interface SiteSearch {
  phase: SearchPhase;
  /** The query the results answer: the latest typed once its results are in. */
  query: string;
  /** The best matches (at most `limit`). */
  results: SearchHit[];
  /** How many pages match in all. */
  total: number;
  /** The language searched (the page's), once known. */
  lang: string;
}

/**
 * Searches the pages in the page's own language (`<html lang>`) for `query`, loading that
 * language's search once mounted (never while rendering on the server). While a query runs, the
 * previous query's results stay, with their own query; the first few show before the rest.
 */
export function useSiteSearch(query: string, limit?: number): SiteSearch {
  const [search, setSearch] = useState<PageSearch | SearchPhase>('loading');
  const [answer, setAnswer] = useState<Answer>();
  useEffect(() => {
    let current = true;
    loadPageSearch(pageLanguage()).then(
      (loaded) => current && setSearch(loaded),
      (error: unknown) => {
        console.warn('Search could not load:', error);
        if (current) setSearch('error');
      },
    );
    return () => {
      current = false;
    };
  }, []);
  // The results in batches (result-limits.ts), each once the one before is on screen.
  const batch = nextResultBatch(
    answer?.query === query ? answer.limit : 0,
    answer?.total ?? 0,
    limit ?? pageResultLimit,
  );
  useEffect(() => {
    if (typeof search !== 'object') return;
    let current = true;
    search.search(query, batch).then(
      ({ total, hits }) => current && setAnswer({ query, results: hits, total, limit: batch }),
      (error: unknown) => {
        console.warn('Search failed:', error);
        if (current) setSearch('error');
      },
    );
    return () => {
      current = false;
    };
  }, [search, query, batch]);
  if (typeof search !== 'object')
    return { phase: search, query, results: [], total: 0, lang: 'en' };
  if (query.trim() === '')
    return { phase: 'ready', query, results: [], total: 0, lang: search.lang };
  if (!answer || answer.query.trim() === '') {
    return { phase: 'loading', query, results: [], total: 0, lang: search.lang };
  }
  const { results, total } = answer;
  return { phase: 'ready', query: answer.query, results, total, lang: search.lang };
}

/**
 * The props the design system's search panel and search dialog share: the query, its results as
 * their list shows them (each named by its page type in the page's language), the status line,
 * the no-script form's action and the labels of the field and the list.
 */
export interface SearchField {
  query: string;
  onQueryChange: (query: string) => void;
  results: SearchResult[];
  status: string;
  action: string;
  labels: { input: string; placeholder: string; results: string };
}

/**
 * Starts the search of a typed query from the keystroke's own event (`PageSearch.prefetch`), before
 * the page renders it: its shards are requested first, and its first results found meanwhile.
 */
function prefetchQuery(query: string) {
  loadedSearches.get(pageLanguage())?.prefetch(query);
}

/** A search field's state: what was typed, and `useSiteSearch`'s answer to it. */
export function useSearchField(copy: SearchUiCopy, limit?: number): SearchField {
  const [query, setQuery] = useState('');
  const { phase, results, total, lang, query: answered } = useSiteSearch(query, limit);
  const onQueryChange = useCallback((next: string) => {
    prefetchQuery(next);
    setQuery(next);
  }, []);
  return {
    query,
    onQueryChange,
    results: results.map((hit) => ({
      href: hit.url,
      title: hit.title,
      type: copy.types[hit.type],
      excerpt: hit.excerpt,
    })),
    status: searchStatus(copy, phase, answered, total, lang),
    action: copy.href,
    labels: { input: copy.inputLabel, placeholder: copy.placeholder, results: copy.resultsLabel },
  };
}
