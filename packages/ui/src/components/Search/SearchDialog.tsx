'use client';

import {
  type FormEvent,
  type KeyboardEvent,
  type MouseEvent,
  useEffect,
  useId,
  useRef,
} from 'react';
import { Icon } from '../Icon/Icon.js';
import * as styles from './Search.css.js';
import { SearchPanel, type SearchPanelLabels, type SearchPanelProps } from './SearchPanel.js';

export interface SearchDialogLabels extends SearchPanelLabels {
  /** The dialog's heading and accessible name (e.g. 'Search this site'). */
  title: string;
  /** Accessible name of the close button (e.g. 'Close search'). */
  close: string;
}

/** SearchPanel's props, but for the form's submit and the field's ref, which the dialog owns. */
export interface SearchDialogProps
  extends Omit<SearchPanelProps, 'labels' | 'onSubmit' | 'inputRef'> {
  /** Whether the dialog is shown (as a modal `<dialog>`). */
  open: boolean;
  /** Called with `false` when the visitor closes it: Escape, the close button, a click outside. */
  onOpenChange: (open: boolean) => void;
  labels: SearchDialogLabels;
  /**
   * A checkbox under the results that turns the site's keyboard shortcut for search on or off
   * (WCAG 2.1.4: a single-key shortcut must be possible to turn off). The app remembers `checked`
   * and listens for the key; the label names the key (e.g. 'Open search with the / key').
   */
  shortcutToggle?: { label: string; checked: boolean; onChange: (checked: boolean) => void };
  /**
   * Where focus goes on closing when the browser would leave it on the page's body: the dialog was
   * opened with nothing focused (a keyboard shortcut pressed on the page), or what had focus has
   * gone or been hidden (a menu that closed). Usually the visible way into search.
   */
  returnFocusTo?: () => HTMLElement | null | undefined;
}

/**
 * A site-search dialog on the platform's modal `<dialog>` holding a `SearchPanel`: the page behind
 * is inert; Escape, the close button or a click on the backdrop closes it, and focus returns to
 * whatever opened it (or to `returnFocusTo`, where that would be the page's body). Keyboard first: the field has focus on opening; Down arrow (or Tab) moves
 * into the results, Up and Down move between them (Up from the first goes back to the field),
 * Enter follows a result, and Enter in the field submits the query to `action` (the search page).
 * The results are links; the status line is a live region. The component searches nothing
 * itself: the app passes `results` and `status`.
 */
export function SearchDialog({
  open,
  onOpenChange,
  labels,
  shortcutToggle,
  returnFocusTo,
  ...panel
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
      // The browser returns focus to what had it before opening; where that was the body (or is
      // gone), focus stays in the closed dialog until the browser drops it on the body.
      const focused = dialog.ownerDocument.activeElement;
      if (!focused || focused === dialog.ownerDocument.body || dialog.contains(focused)) {
        returnFocusTo?.()?.focus();
      }
    }
  }, [open, returnFocusTo]);

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

  // Enter in an empty field stays in the dialog.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (panel.query.trim() === '') event.preventDefault();
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
        <SearchPanel {...panel} labels={labels} onSubmit={onSubmit} inputRef={inputRef} />
        {shortcutToggle ? (
          <label className={styles.shortcutToggle}>
            <input
              type="checkbox"
              className={styles.shortcutCheckbox}
              checked={shortcutToggle.checked}
              onChange={(event) => shortcutToggle.onChange(event.currentTarget.checked)}
            />
            {shortcutToggle.label}
          </label>
        ) : null}
      </div>
    </dialog>
  );
}
