import { IconSpriteProvider, SearchPanel } from '@lumenor/ui';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { SearchUiCopy } from '../search/status';
import { useSearchField } from '../search/use-site-search';

export interface SearchPageIslandProps {
  iconSprite: string;
  copy: SearchUiCopy;
}

/** The query parameter of the search page (`/search?q=…`). */
const queryParameter = 'q';

/** How long typing must pause before the address takes the query, in ms. */
const addressDelayMs = 300;

/**
 * The search page's form and results. Hydrated as the page goes idle: it searches for the query
 * of the address (`?q=`), then as the visitor types, keeping the address in step so it can be
 * shared. The page shows it only where scripting runs (routes/search.tsx).
 */
export default function SearchPageIsland({ iconSprite, copy }: SearchPageIslandProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const field = useSearchField(copy);
  const { query, onQueryChange: setQuery } = field;
  const [ready, setReady] = useState(false);

  // After hydration: whatever was typed before it, else the address's query.
  useEffect(() => {
    const typed = inputRef.current?.value ?? '';
    const fromAddress = new URLSearchParams(window.location.search).get(queryParameter) ?? '';
    setQuery(typed || fromAddress);
    setReady(true);
  }, [setQuery]);

  // The address follows once typing pauses: not in a keystroke's own task, which starts its search.
  useEffect(() => {
    if (!ready) return;
    const timer = window.setTimeout(() => {
      const url = new URL(window.location.href);
      if (query.trim()) url.searchParams.set(queryParameter, query.trim());
      else url.searchParams.delete(queryParameter);
      if (url.href !== window.location.href) window.history.replaceState(null, '', url);
    }, addressDelayMs);
    return () => window.clearTimeout(timer);
  }, [query, ready]);

  // The results are already on the page: a submit moves focus to the first one.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    event.currentTarget
      .closest('search')
      ?.parentElement?.querySelector<HTMLElement>('li a')
      ?.focus();
  };

  return (
    <IconSpriteProvider href={iconSprite}>
      <SearchPanel
        {...field}
        labels={{ ...field.labels, submit: copy.submitLabel }}
        name={queryParameter}
        onSubmit={onSubmit}
        inputRef={inputRef}
      />
    </IconSpriteProvider>
  );
}
