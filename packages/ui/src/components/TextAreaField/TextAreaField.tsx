'use client';

import { NativeTextField, type TextControlFieldProps } from '../../internal/NativeFieldParts.js';
import * as styles from './TextAreaField.css.js';

/** TextField's props, for a `<textarea>`: no `type` or `inputMode`, and `rows`. */
export interface TextAreaFieldProps extends TextControlFieldProps<HTMLTextAreaElement> {
  /** Visible rows before the box grows by resizing (it is at least 120 px high). @default 5 */
  rows?: number;
}

/** A labelled multi-line native `<textarea>` (minimum 120 px high), with the same props and linkage as TextField. */
export function TextAreaField({ rows = 5, ...props }: TextAreaFieldProps) {
  return (
    <NativeTextField {...props}>
      {(control) => <textarea {...control} rows={rows} className={styles.control} />}
    </NativeTextField>
  );
}
