import { type FocusEvent, type HTMLAttributes, type ReactNode, type Ref, useId } from 'react';
import { CharacterCount, type CountLabel, useFieldValue } from '../../internal/FieldParts';
import {
  NativeFieldDescription,
  NativeFieldError,
  NativeFieldLabel,
} from '../../internal/NativeFieldParts';
import * as styles from './TextField.css';

export { textFieldTypes } from './TextField.css';
export type TextFieldType = (typeof styles.textFieldTypes)[number];
export type { CountLabel } from '../../internal/FieldParts';

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
  const autoId = useId();
  const inputId = id ?? `${autoId}-input`;
  const descriptionId = `${autoId}-description`;
  const errorId = `${autoId}-error`;
  const describedBy =
    [description ? descriptionId : '', isInvalid && errorMessage ? errorId : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const [current, handleChange] = useFieldValue(value, defaultValue, onChange);
  return (
    <div
      className={styles.field}
      data-invalid={isInvalid || undefined}
      data-disabled={isDisabled || undefined}
    >
      <NativeFieldLabel htmlFor={inputId} isRequired={isRequired}>
        {label}
      </NativeFieldLabel>
      <NativeFieldDescription id={descriptionId}>{description}</NativeFieldDescription>
      <input
        {...props}
        id={inputId}
        ref={inputRef}
        type={type}
        value={current}
        onChange={(event) => handleChange(event.currentTarget.value)}
        placeholder={placeholder}
        maxLength={maxLength}
        disabled={isDisabled}
        readOnly={isReadOnly}
        aria-required={isRequired || undefined}
        aria-invalid={isInvalid || undefined}
        aria-describedby={describedBy}
        className={styles.control}
      />
      <div className={styles.footer}>
        <NativeFieldError id={errorId} isInvalid={isInvalid}>
          {errorMessage}
        </NativeFieldError>
        <CharacterCount
          length={current.length}
          maxLength={maxLength}
          show={showCount}
          countLabel={countLabel}
        />
      </div>
    </div>
  );
}
