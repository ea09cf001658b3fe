'use client';

import type { FocusEvent, ReactNode, Ref } from 'react';
import { type CountLabel, NativeField, useFieldValue } from '../../internal/NativeFieldParts';
import type { TextFieldProps } from '../TextField/TextField';
import * as styles from './TextAreaField.css';

export interface TextAreaFieldProps
  extends Omit<TextFieldProps, 'type' | 'inputRef' | 'onFocus' | 'onBlur' | 'inputMode'> {
  /** The visible label (also the accessible name). */
  label: ReactNode;
  /** Hint under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** The message shown under the field while `isInvalid`; linked with `aria-describedby`. */
  errorMessage?: ReactNode;
  /** Controlled value. */
  value?: string;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  /** Called with the new value on every change. */
  onChange?: (value: string) => void;
  /** Show a live character count once the value reaches 80 % of `maxLength`. @default false */
  showCount?: boolean;
  /** Formats the count. @default `${n}/${max}` */
  countLabel?: CountLabel;
  /** Visible rows before the box grows by resizing (it is at least 120 px high). @default 5 */
  rows?: number;
  /** Placeholder. Don't use it instead of a label or description. */
  placeholder?: string;
  /** Ref to the `<textarea>`. */
  inputRef?: Ref<HTMLTextAreaElement>;
  /** Called when the text area gains focus. */
  onFocus?: (event: FocusEvent<HTMLTextAreaElement>) => void;
  /** Called when the text area loses focus. */
  onBlur?: (event: FocusEvent<HTMLTextAreaElement>) => void;
}

/** A labelled multi-line native `<textarea>` (minimum 120 px high), with the same props and linkage as TextField. */
export function TextAreaField({
  label,
  description,
  errorMessage,
  value,
  defaultValue,
  onChange,
  showCount = false,
  countLabel,
  rows = 5,
  placeholder,
  inputRef,
  id,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  isReadOnly = false,
  maxLength,
  ...props
}: TextAreaFieldProps) {
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
        <textarea
          {...props}
          {...control}
          ref={inputRef}
          rows={rows}
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
