'use client';

import {
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useRef,
} from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Search.css';
import { SearchPanel, type SearchPanelLabels } from './SearchPanel';
import type { SearchResult } from './SearchResults';

export interface SearchDialogLabels extends SearchPanelLabels {
  /** The dialog's heading and accessible name (e.g. 'Search this site'). */
  title: string;
  /** Accessible name of the close button (e.g. 'Close search'). */
  close: string;
}

export interface SearchDialogProps {
  /** Whether the dialog is shown (as a modal `<dialog>`). */
  open: boolean;
  /** Called with `false` when the visitor closes it: Escape, the close button, a click outside. */
  onOpenChange: (open: boolean) => void;
  labels: SearchDialogLabels;
  query: string;
  onQueryChange: (query: string) => void;
  results: readonly SearchResult[];
  /**
   * What the search found, in words (e.g. '5 results for ‘x’', 'No results for ‘x’', 'Loading…'):
   * shown above the results and announced by a polite live region once typing pauses.
   */
  status: string;
  /** Where Enter in the field goes: the search page, as a GET with `name=<query>` (not when empty). */
  action: string;
  /** Name of the query parameter. @default 'q' */
  name?: string;
  /** Wait before the live region announces a new status, in ms. @default 400 */
  announceDelayMs?: number;
}

/**
 * A site-search dialog on the platform's modal `<dialog>` holding a `SearchPanel`: the page behind
 * is inert; Escape, the close button or a click on the backdrop closes it, and focus returns to
 * whatever opened it. Keyboard first: the field has focus on opening; Down arrow (or Tab) moves
 * into the results, Up and Down move between them (Up from the first goes back to the field),
 * Enter follows a result, and Enter in the field submits the query to `action` (the search page).
 * The results are links; the status line is a live region. The component searches nothing
 * itself: the app passes `results` and `status`.
 */
export function SearchDialog({
  open,
  onOpenChange,
  labels,
  query,
  onQueryChange,
  results,
  status,
  action,
  name,
  announceDelayMs,
}: SearchDialogProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      inputRef.current?.focus();
      inputRef.current?.select();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key !== 'Escape') return;
    // Handled here, not left to the browser: in a search field Escape would first clear it.
    event.preventDefault();
    onOpenChange(false);
  };

  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    // The dialog has no padding: a click on the dialog element itself is a click on its backdrop.
    if (event.target === event.currentTarget) onOpenChange(false);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (query.trim() === '') event.preventDefault();
  };

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={titleId}
      onClose={() => onOpenChange(false)}
      onKeyDown={onKeyDown}
      onClick={onClick}
    >
      <div className={styles.panel}>
        <div className={styles.dialogTop}>
          <h2 id={titleId} className={styles.dialogTitle}>
            {labels.title}
          </h2>
          <button
            type="button"
            className={styles.closeButton}
            aria-label={labels.close}
            onClick={() => onOpenChange(false)}
          >
            <Icon name="close" />
          </button>
        </div>
        <SearchPanel
          labels={labels}
          query={query}
          onQueryChange={onQueryChange}
          results={results}
          status={status}
          action={action}
          name={name}
          onSubmit={onSubmit}
          inputRef={inputRef}
          announceDelayMs={announceDelayMs}
        />
      </div>
    </dialog>
  );
}
