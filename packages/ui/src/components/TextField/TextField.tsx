import type { ReactNode, Ref } from 'react';
import { Input } from 'react-aria-components/Input';
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
import * as styles from './TextField.css';

export { textFieldTypes } from './TextField.css';
export type TextFieldType = (typeof styles.textFieldTypes)[number];
export type { CountLabel } from '../../internal/FieldParts';

export interface TextFieldProps
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
}

/**
 * A labelled single-line text input on react-aria-components TextField. Validation is the app's:
 * pass `isInvalid` and `errorMessage` (the field uses `validationBehavior="aria"`, so native
 * browser bubbles never appear). Label, description and error are linked for screen readers.
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
  isRequired,
  maxLength,
  ...props
}: TextFieldProps) {
  const [current, handleChange] = useFieldValue(value, defaultValue, onChange);
  return (
    <RACTextField
      {...props}
      type={type}
      value={current}
      onChange={handleChange}
      isRequired={isRequired}
      maxLength={maxLength}
      validationBehavior="aria"
      className={styles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <Input ref={inputRef} className={styles.control} placeholder={placeholder} />
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
