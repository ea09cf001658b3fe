'use client';

import type { FocusEvent, Ref } from 'react';
import { NativeField, useFieldValue } from '../../internal/NativeFieldParts';
import type { TextFieldProps } from '../TextField/TextField';
import * as styles from './TextAreaField.css';

/** TextField's props, for a `<textarea>`: no `type` or `inputMode`, and `rows`. */
export interface TextAreaFieldProps
  extends Omit<TextFieldProps, 'type' | 'inputRef' | 'onFocus' | 'onBlur' | 'inputMode'> {
  /** Visible rows before the box grows by resizing (it is at least 120 px high). @default 5 */
  rows?: number;
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
