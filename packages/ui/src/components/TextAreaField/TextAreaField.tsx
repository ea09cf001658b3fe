import type { ReactNode, Ref } from 'react';
import { TextArea } from 'react-aria-components/TextArea';
import {
  TextField as RACTextField,
  type TextFieldProps as RACTextFieldProps,
} from 'react-aria-components/TextField';
import {
  CharacterCount,
  type CountLabel,
  FieldDescription,
  FieldErrorMessage,
  FieldLabel,
  useFieldValue,
} from '../../internal/FieldParts';
import * as styles from './TextAreaField.css';

export interface TextAreaFieldProps
  extends Omit<
    RACTextFieldProps,
    | 'className'
    | 'style'
    | 'children'
    | 'type'
    | 'validationBehavior'
    | 'value'
    | 'defaultValue'
    | 'onChange'
  > {
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
}

/** A labelled multi-line text box (minimum 120 px high), with the same props and linkage as TextField. */
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
  isRequired,
  maxLength,
  ...props
}: TextAreaFieldProps) {
  const [current, handleChange] = useFieldValue(value, defaultValue, onChange);
  return (
    <RACTextField
      {...props}
      value={current}
      onChange={handleChange}
      isRequired={isRequired}
      maxLength={maxLength}
      validationBehavior="aria"
      className={styles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <TextArea ref={inputRef} rows={rows} className={styles.control} placeholder={placeholder} />
      <div className={styles.footer}>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
        <CharacterCount
          length={current.length}
          maxLength={maxLength}
          show={showCount}
          countLabel={countLabel}
        />
      </div>
    </RACTextField>
  );
}
