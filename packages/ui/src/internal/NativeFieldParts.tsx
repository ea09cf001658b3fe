'use client';

import {
  type ChangeEvent,
  type FocusEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useId,
  useState,
} from 'react';
import { Icon } from '../components/Icon/Icon.js';
import { VisuallyHidden } from '../components/VisuallyHidden/VisuallyHidden.js';
import * as styles from './field.css.js';

/**
 * The frame every form field shares (TextField, TextAreaField, SelectField): label, description,
 * the native control, error and optional live count, linked by ids (`<label for>`,
 * `aria-describedby`) with no react-aria runtime.
 */

/** What the control needs to be named, described and disabled: spread it onto the native control. */
export interface NativeControlProps {
  id: string;
  'aria-required': true | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  disabled: boolean;
}

/** The props of the field around the control, which every form field takes as they are. */
export interface FieldShellProps {
  /** The visible label (also the accessible name). */
  label: ReactNode;
  /** Hint under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** The message shown under the field while `isInvalid`; linked with `aria-describedby`. */
  errorMessage?: ReactNode;
  /** Id of the native control; generated when absent. */
  id?: string;
  /** Shows the error state (the app validates). @default false */
  isInvalid?: boolean;
  /** Marks the field required (`aria-required` and a visual mark). @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
}

export interface NativeFieldProps extends FieldShellProps {
  /** A live count beside the error (text fields). */
  count?: CharacterCountProps;
  /** Renders the control, given its id, ARIA attributes and disabled state. */
  children: (control: NativeControlProps) => ReactNode;
}

export function NativeField({
  label,
  description,
  errorMessage,
  id,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
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
        disabled: isDisabled,
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

/** The text controls the fields render: `<input>` (TextField) and `<textarea>` (TextAreaField). */
type TextControlElement = HTMLInputElement | HTMLTextAreaElement;

/** The props TextField and TextAreaField share, for their native control `E`. */
export interface TextControlFieldProps<E extends TextControlElement> extends FieldShellProps {
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new value on every change. */
  onChange?: (value: string) => void;
  /** Show a live character count once the value reaches 80 % of `maxLength`. @default false */
  showCount?: boolean;
  /** Formats the count, e.g. `(n, max) => \`${max - n} characters left\``. @default `${n}/${max}` */
  countLabel?: CountLabel;
  /** Placeholder. Don't use it instead of a label or description. */
  placeholder?: string;
  /** Ref to the native control, e.g. to focus it. */
  inputRef?: Ref<E>;
  /** Form field name. */
  name?: string;
  /** Autofill hint, e.g. 'email'. */
  autoComplete?: string;
  /** Upper limit of characters (the browser stops typing there, unless `allowOverLimit`). */
  maxLength?: number;
  /**
   * Lets text run past `maxLength` instead of cutting it (no native `maxlength`): nothing typed or
   * pasted is lost, the count (with `showCount`) shows how far over it is, and the app's validation
   * enforces the limit, as GOV.UK's character count does. @default false
   */
  allowOverLimit?: boolean;
  /** @default false */
  isReadOnly?: boolean;
  /** Called when the control gains focus. */
  onFocus?: (event: FocusEvent<E>) => void;
  /** Called when the control loses focus. */
  onBlur?: (event: FocusEvent<E>) => void;
}

/** Everything the native text control needs: spread it onto the `<input>` or `<textarea>`. */
export interface TextControlProps<E extends TextControlElement> extends NativeControlProps {
  ref: Ref<E> | undefined;
  value: string;
  onChange: (event: ChangeEvent<E>) => void;
  placeholder: string | undefined;
  name: string | undefined;
  autoComplete: string | undefined;
  maxLength: number | undefined;
  readOnly: boolean;
  onFocus: ((event: FocusEvent<E>) => void) | undefined;
  onBlur: ((event: FocusEvent<E>) => void) | undefined;
}

/**
 * NativeField for a text control: keeps the value (controlled or not) for the live count and
 * hands the control its value, limits, state and ARIA wiring; the caller renders the element.
 */
export function NativeTextField<E extends TextControlElement>({
  value,
  defaultValue,
  onChange,
  showCount = false,
  countLabel,
  placeholder,
  inputRef,
  name,
  autoComplete,
  maxLength,
  allowOverLimit = false,
  isReadOnly = false,
  onFocus,
  onBlur,
  children,
  ...field
}: TextControlFieldProps<E> & { children: (control: TextControlProps<E>) => ReactNode }) {
  const [current, handleChange] = useFieldValue(value, defaultValue, onChange);
  return (
    <NativeField
      {...field}
      count={{ length: current.length, maxLength, show: showCount, countLabel }}
    >
      {(control) =>
        children({
          ...control,
          ref: inputRef,
          value: current,
          onChange: (event) => handleChange(event.currentTarget.value),
          placeholder,
          name,
          autoComplete,
          maxLength: allowOverLimit ? undefined : maxLength,
          readOnly: isReadOnly,
          onFocus,
          onBlur,
        })
      }
    </NativeField>
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
          data-over-limit={length > maxLength || undefined}
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
