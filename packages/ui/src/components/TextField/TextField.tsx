'use client';

import type { HTMLAttributes } from 'react';
import { NativeTextField, type TextControlFieldProps } from '../../internal/NativeFieldParts.js';
import * as styles from './TextField.css.js';

export { textFieldTypes } from './TextField.css.js';
export type TextFieldType = (typeof styles.textFieldTypes)[number];
export type { CountLabel } from '../../internal/NativeFieldParts.js';

export interface TextFieldProps extends TextControlFieldProps<HTMLInputElement> {
  /** Input type: sets the keyboard on phones. @default 'text' */
  type?: TextFieldType;
  /** Virtual keyboard hint beyond what `type` sets. */
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/**
 * A labelled single-line text input: a native `<input>` with label, description and error linked
 * for screen readers (no react-aria runtime). Validation is the app's: pass `isInvalid` and
 * `errorMessage`; the field sets `aria-invalid` and `aria-required` but no native `required`, so
 * browser bubbles never appear.
 */
export function TextField({ type = 'text', inputMode, ...props }: TextFieldProps) {
  return (
    <NativeTextField {...props}>
      {(control) => (
        <input {...control} type={type} inputMode={inputMode} className={styles.control} />
      )}
    </NativeTextField>
  );
}
