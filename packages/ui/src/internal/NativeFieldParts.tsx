'use client';

import { type ReactNode, useEffect, useId, useState } from 'react';
import { Icon } from '../components/Icon/Icon';
import { VisuallyHidden } from '../components/VisuallyHidden/VisuallyHidden';
import * as styles from './field.css';

/**
 * The frame every form field shares (TextField, TextAreaField, SelectField): label, description,
 * the native control, error and optional live count, linked by ids (`<label for>`,
 * `aria-describedby`) with no react-aria runtime.
 */

/** What the control needs to be named and described: spread it onto the native control. */
export interface NativeControlProps {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface NativeFieldProps {
  /** The visible label (also the accessible name). */
  label: ReactNode;
  /** Hint under the label. */
  description?: ReactNode;
  /** Shown under the control while `isInvalid`. */
  errorMessage?: ReactNode;
  /** Id of the control; generated when absent. */
  id?: string | undefined;
  isInvalid: boolean;
  isRequired: boolean;
  isDisabled: boolean;
  /** A live count beside the error (text fields). */
  count?: CharacterCountProps;
  /** Renders the control, given its id and ARIA attributes. */
  children: (control: NativeControlProps) => ReactNode;
}

export function NativeField({
  label,
  description,
  errorMessage,
  id,
  isInvalid,
  isRequired,
  isDisabled,
  count,
  children,
}: NativeFieldProps) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-control`;
  const descriptionId = `${autoId}-description`;
  const errorId = `${autoId}-error`;
  const hasError = isInvalid && Boolean(errorMessage);
  const describedBy =
    [description ? descriptionId : '', hasError ? errorId : ''].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div
      className={styles.field}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {isRequired && (
          <span className={styles.requiredMark} aria-hidden="true">
            *
          </span>
        )}
      </label>
      {description ? (
        <span id={descriptionId} className={styles.description}>
          {description}
        </span>
      ) : null}
      {children({
        id: controlId,
        'aria-required': isRequired || undefined,
        'aria-invalid': isInvalid || undefined,
        'aria-describedby': describedBy,
      })}
      <div className={styles.footer}>
        {hasError ? (
          <span id={errorId} className={styles.error}>
            <span className={styles.errorIcon}>
              <Icon name="alert-circle" size="small" />
            </span>
            <span>{errorMessage}</span>
          </span>
        ) : null}
        {count ? <CharacterCount {...count} /> : null}
      </div>
    </div>
  );
}

/** When the count appears: at 80 % of the limit. */
export const countThreshold = 0.8;

/** Formats the character count; the default is numbers only ('85/100'), so it carries no copy. */
export type CountLabel = (length: number, maxLength: number) => string;
const defaultCountLabel: CountLabel = (length, maxLength) => `${length}/${maxLength}`;

export interface CharacterCountProps {
  length: number;
  maxLength: number | undefined;
  show: boolean | undefined;
  countLabel: CountLabel | undefined;
}

/**
 * A live character count shown once the value reaches 80 % of `maxLength`. The visible count
 * updates on every keystroke; screen readers get a polite status that is updated only after a
 * short pause in typing, so they are not interrupted on every character.
 */
export function CharacterCount({ length, maxLength, show, countLabel }: CharacterCountProps) {
  const active = Boolean(show && maxLength && length >= maxLength * countThreshold);
  const text = active && maxLength ? (countLabel ?? defaultCountLabel)(length, maxLength) : '';
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), 600);
    return () => clearTimeout(timer);
  }, [text]);
  if (!show || !maxLength) return null;
  return (
    <>
      {active && (
        <span
          className={`${styles.count} ${length >= maxLength ? styles.countAtLimit : ''}`}
          aria-hidden="true"
          data-testid="character-count"
        >
          {text}
        </span>
      )}
      <VisuallyHidden role="status">{announced}</VisuallyHidden>
    </>
  );
}

/** Keeps an uncontrolled value locally so the count works with or without `value`. */
export function useFieldValue(
  value: string | undefined,
  defaultValue: string | undefined,
  onChange: ((value: string) => void) | undefined,
) {
  const [local, setLocal] = useState(defaultValue ?? '');
  const current = value ?? local;
  const handleChange = (next: string) => {
    if (value === undefined) setLocal(next);
    onChange?.(next);
  };
  return [current, handleChange] as const;
}
