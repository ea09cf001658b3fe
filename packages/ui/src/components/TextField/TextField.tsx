'use client';

import type { FocusEvent, HTMLAttributes, ReactNode, Ref } from 'react';
import { type CountLabel, NativeField, useFieldValue } from '../../internal/NativeFieldParts';
import * as styles from './TextField.css';

export { textFieldTypes } from './TextField.css';
export type TextFieldType = (typeof styles.textFieldTypes)[number];
export type { CountLabel } from '../../internal/NativeFieldParts';

export interface TextFieldProps {
  /** The visible label (also the accessible name). */
  label: ReactNode;
  /** Hint under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** The message shown under the field while `isInvalid`; linked with `aria-describedby`. */
  errorMessage?: ReactNode;
  /** Input type: sets the keyboard on phones. @default 'text' */
  type?: TextFieldType;
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
  /** Ref to the `<input>`, e.g. to focus it. */
  inputRef?: Ref<HTMLInputElement>;
  /** Id of the `<input>`. */
  id?: string;
  /** Form field name. */
  name?: string;
  /** Autofill hint, e.g. 'email'. */
  autoComplete?: string;
  /** Virtual keyboard hint beyond what `type` sets. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  /** Upper limit of characters (the browser stops typing there). */
  maxLength?: number;
  /** Shows the error state (the app validates). @default false */
  isInvalid?: boolean;
  /** Marks the field required (`aria-required` and a visual mark). @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** @default false */
  isReadOnly?: boolean;
  /** Called when the input gains focus. */
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  /** Called when the input loses focus. */
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
}

/**
 * A labelled single-line text input: a native `<input>` with label, description and error linked
 * for screen readers (no react-aria runtime). Validation is the app's: pass `isInvalid` and
 * `errorMessage`; the field sets `aria-invalid` and `aria-required` but no native `required`, so
 * browser bubbles never appear.
 */
export function TextField({
  label,
  description,
  errorMessage,
  type = 'text',
  value,
  defaultValue,
  onChange,
  showCount = false,
  countLabel,
  placeholder,
  inputRef,
  id,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  maxLength,
  ...props
}: TextFieldProps) {
  const [current, handleChange] = useFieldValue(value, defaultValue, onChange);
  return (
    <NativeField
      label={label}
      description={description}
      errorMessage={errorMessage}
      id={id}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      count={{ length: current.length, maxLength, show: showCount, countLabel }}
    >
      {(control) => (
        <input
          {...props}
          {...control}
          ref={inputRef}
          type={type}
          value={current}
          onChange={(event) => handleChange(event.currentTarget.value)}
          placeholder={placeholder}
          maxLength={maxLength}
          disabled={isDisabled}
          readOnly={isReadOnly}
          className={styles.control}
        />
      )}
    </NativeField>
  );
}
