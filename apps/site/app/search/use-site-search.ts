import type { SearchResult } from '@lumenor/ui';
import { useEffect, useMemo, useState } from 'react';
import { createSearchEngine, type SearchEngine, type SearchHit } from './engine';
import { isSearchIndexFile, searchIndexPath } from './index-file';
import { type SearchPhase, type SearchUiCopy, searchStatus } from './status';

const engines = new Map<string, Promise<SearchEngine>>();

/**
 * The search engine of the pages in `lang`, from its index file: fetched and built once per page
 * view (a failed load is forgotten, so the next attempt fetches again).
 */
export function loadSearchEngine(lang: string): Promise<SearchEngine> {
  const known = engines.get(lang);
  if (known) return known;
  const loading = fetch(searchIndexPath(lang))
    .then((response) => {
      if (!response.ok) throw new Error(`${response.url}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((file) => {
      if (!isSearchIndexFile(file)) throw new Error(`${searchIndexPath(lang)} is not an index`);
      return createSearchEngine(file);
    });
  loading.catch(() => engines.delete(lang));
  engines.set(lang, loading);
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
  const [engine, setEngine] = useState<SearchEngine | SearchPhase>('loading');
  useEffect(() => {
    let current = true;
    loadSearchEngine(pageLanguage()).then(
      (loaded) => current && setEngine(loaded),
      (error: unknown) => {
        console.warn('Search could not load:', error);
        if (current) setEngine('error');
      },
    );
    return () => {
      current = false;
    };
  }, []);
  const { total, hits } = useMemo(
    () => (typeof engine === 'object' ? engine.search(query, limit) : { total: 0, hits: [] }),
    [engine, query, limit],
  );
  return typeof engine === 'object'
    ? { phase: 'ready', results: hits, total, lang: engine.lang }
    : { phase: engine, results: hits, total, lang: 'en' };
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
