import type { SearchResult } from '@lumenor/ui';
import { useEffect, useMemo, useState } from 'react';
import { isSearchIndexFile, searchIndexPath } from './index-file';
import { createPageSearch, type PageSearch, type SearchHit } from './page-search';
import { type SearchPhase, type SearchUiCopy, searchStatus } from './status';

const searches = new Map<string, Promise<PageSearch>>();

/**
 * The search of the pages in `lang`: MiniSearch's code and the language's index file, fetched
 * together and built once per page view (a failed load is forgotten, so the next attempt fetches
 * again). MiniSearch is its own chunk, loaded only here (vite.islands.config.ts).
 */
export function loadPageSearch(lang: string): Promise<PageSearch> {
  const known = searches.get(lang);
  if (known) return known;
  const indexFile = fetch(searchIndexPath(lang)).then((response) => {
    if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
    return response.json() as Promise<unknown>;
  });
  const loading = Promise.all([import('minisearch'), indexFile]).then(
    ([{ default: MiniSearch }, file]) => {
      if (!isSearchIndexFile(file)) throw new Error(`${searchIndexPath(lang)} is not an index`);
      return createPageSearch(MiniSearch, file);
    },
  );
  loading.catch(() => searches.delete(lang));
  searches.set(lang, loading);
  return loading;
}

/** The language of the page: its `<html lang>`, which names its index file. */
export function pageLanguage(): string {
  return document.documentElement.lang || 'en';
}

export interface SiteSearch {
  phase: SearchPhase;
  /** The best matches (at most `limit`). */
  results: SearchHit[];
  /** How many pages match in all. */
  total: number;
  /** The language searched (the page's), once known. */
  lang: string;
}

/**
 * Searches the pages in the page's own language (`<html lang>`) for `query`, loading that
 * language's index once mounted (never while rendering on the server).
 */
export function useSiteSearch(query: string, limit?: number): SiteSearch {
  const [search, setSearch] = useState<PageSearch | SearchPhase>('loading');
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
  const { total, hits } = useMemo(
    () => (typeof search === 'object' ? search.search(query, limit) : { total: 0, hits: [] }),
    [search, query, limit],
  );
  return typeof search === 'object'
    ? { phase: 'ready', results: hits, total, lang: search.lang }
    : { phase: search, results: hits, total, lang: 'en' };
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

/** A search field's state: what was typed, and `useSiteSearch`'s answer to it. */
export function useSearchField(copy: SearchUiCopy, limit?: number): SearchField {
  const [query, setQuery] = useState('');
  const { phase, results, total, lang } = useSiteSearch(query, limit);
  return {
    query,
    onQueryChange: setQuery,
    results: results.map((hit) => ({
      href: hit.url,
      title: hit.title,
      type: copy.types[hit.type],
      excerpt: hit.excerpt,
    })),
    status: searchStatus(copy, phase, query, total, lang),
    action: copy.href,
    labels: { input: copy.inputLabel, placeholder: copy.placeholder, results: copy.resultsLabel },
  };
}
