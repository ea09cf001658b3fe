'use client';

import { type FormEvent, type KeyboardEvent, type Ref, useId } from 'react';
import { Icon } from '../Icon/Icon.js';
import * as styles from './Search.css.js';

export interface SearchFormProps {
  /** Where the form goes when submitted (a GET with `name=<query>`), e.g. '/search'. */
  action: string;
  /** Name of the query parameter. @default 'q' */
  name?: string;
  /** Label of the search field (shown above it). */
  label: string;
  placeholder?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Label of a submit button; without it there is none (Enter submits). */
  submitLabel?: string;
  /** Called on submit; call `preventDefault()` to stay on the page. */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  onInputKeyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  inputRef?: Ref<HTMLInputElement>;
  /** Id of the results list the field controls. */
  controls?: string;
}

/**
 * A search landmark (`<search>` around a `<form>`) with a labelled `type="search"` field: a plain GET
 * form, so it works before any script, and a controlled field once hydrated.
 */
export function SearchForm({
  action,
  name = 'q',
  label,
  placeholder,
  value,
  onValueChange,
  submitLabel,
  onSubmit,
  onInputKeyDown,
  inputRef,
  controls,
}: SearchFormProps) {
  const inputId = useId();
  return (
    <search>
      <form action={action} method="get" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className={styles.label}>
          {label}
        </label>
        <div className={styles.fieldRow}>
          <input
            ref={inputRef}
            id={inputId}
            className={styles.input}
            type="search"
            name={name}
            value={value}
            placeholder={placeholder}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="search"
            aria-controls={controls}
            onChange={(event) => onValueChange(event.target.value)}
            onKeyDown={onInputKeyDown}
          />
          {submitLabel ? (
            <button type="submit" className={styles.submit}>
              <Icon name="search" />
              {submitLabel}
            </button>
          ) : null}
        </div>
      </form>
    </search>
  );
}
