'use client';

import { type FormEvent, type KeyboardEvent, type Ref, useId } from 'react';
import * as styles from './Search.css.js';
import { SearchForm } from './SearchForm.js';
import { type SearchResult, SearchResults } from './SearchResults.js';
import { SearchStatus } from './SearchStatus.js';

export interface SearchPanelLabels {
  /** Label of the search field (e.g. 'Search pages and articles'). */
  input: string;
  placeholder?: string;
  /** Accessible name of the results list (e.g. 'Search results'). */
  results: string;
  /** Label of a submit button; without it there is none (Enter submits). */
  submit?: string;
}

export interface SearchPanelProps {
  labels: SearchPanelLabels;
  query: string;
  onQueryChange: (query: string) => void;
  results: readonly SearchResult[];
  /**
   * What the search found, in words (e.g. '5 results for ‘x’', 'No results for ‘x’', 'Loading…'):
   * shown above the results and announced by a polite live region once typing pauses.
   */
  status: string;
  /** Where the form goes when submitted: the search page, as a GET with `name=<query>`. */
  action: string;
  /** Name of the query parameter. @default 'q' */
  name?: string;
  /** Called on submit; call `preventDefault()` to stay on the page. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Wait before the live region announces a new status, in ms. @default 400 */
  announceDelayMs?: number;
}

/**
 * The body of a search, in a dialog or on a search page: a `SearchForm`, its `SearchStatus` and
 * its `SearchResults`. Down arrow in the field moves to the first result, Up and Down move between
 * results, Up from the first goes back to the field (Tab works too: the results are links).
 */
export function SearchPanel({
  labels,
  query,
  onQueryChange,
  results,
  status,
  action,
  name,
  onSubmit,
  inputRef,
  announceDelayMs,
}: SearchPanelProps) {
  const listId = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const stops = [
      ...event.currentTarget.querySelectorAll<HTMLElement>(`input, [id="${listId}"] a[href]`),
    ];
    const at = stops.indexOf(event.target as HTMLElement);
    if (at === -1 || stops.length < 2) return;
    event.preventDefault();
    const next =
      event.key === 'ArrowDown' ? Math.min(at + 1, stops.length - 1) : Math.max(at - 1, 0);
    stops[next]?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys between the field and the result links, all of them focusable.
    <div className={styles.panelBody} onKeyDown={onKeyDown}>
      <SearchForm
        action={action}
        name={name}
        label={labels.input}
        placeholder={labels.placeholder}
        value={query}
        onValueChange={onQueryChange}
        submitLabel={labels.submit}
        onSubmit={onSubmit}
        inputRef={inputRef}
        controls={results.length > 0 ? listId : undefined}
      />
      <SearchStatus delayMs={announceDelayMs}>{status}</SearchStatus>
      <div className={styles.scroller}>
        <SearchResults results={results} label={labels.results} id={listId} />
      </div>
    </div>
  );
}
