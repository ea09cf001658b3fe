import type { ReactNode, Ref } from 'react';
import { Button } from 'react-aria-components/Button';
import { ListBox, ListBoxItem } from 'react-aria-components/ListBox';
import { Popover } from 'react-aria-components/Popover';
import { Select, SelectValue } from 'react-aria-components/Select';
import { FieldDescription, FieldErrorMessage, FieldLabel } from '../../internal/FieldParts';
import { Icon } from '../Icon/Icon';
import * as styles from './SelectField.css';

/** One choice: the submitted value and its visible label. */
export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  /** The visible label (also the accessible name). */
  label: ReactNode;
  /** The choices, in display order. */
  items: readonly SelectOption[];
  /** Text shown while nothing is chosen, e.g. 'Select a service'. */
  placeholder?: string;
  /** Hint under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** The message shown under the field while `isInvalid`. */
  errorMessage?: ReactNode;
  /** Controlled selection: the chosen option's value, or null for none. */
  selectedKey?: string | null;
  /** Initial selection when uncontrolled. */
  defaultSelectedKey?: string | null;
  /** Called with the chosen value. */
  onSelectionChange?: (value: string | null) => void;
  /** Form field name; a hidden native select carries the value, so `FormData` and autofill work. */
  name?: string;
  /** Shows the error state (the app validates). @default false */
  isInvalid?: boolean;
  /** Marks the field required (`aria-required` and a visual mark). @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Id of the trigger button. */
  id?: string;
  /** Ref to the trigger button, e.g. to focus it. */
  triggerRef?: Ref<HTMLButtonElement>;
  /** Called when the field loses focus. */
  onBlur?: () => void;
  /** Autofill hint for the hidden native select. */
  autoComplete?: string;
}

/**
 * A single-choice select on react-aria-components Select: a button that opens a listbox
 * (type-ahead, arrow keys, Enter/Space, Escape), with a hidden native select for forms.
 */
export function SelectField({
  label,
  items,
  placeholder,
  description,
  errorMessage,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  name,
  isInvalid = false,
  isRequired = false,
  isDisabled = false,
  id,
  triggerRef,
  onBlur,
  autoComplete,
}: SelectFieldProps) {
  const controlled = selectedKey !== undefined ? { value: selectedKey } : {};
  const initial = defaultSelectedKey !== undefined ? { defaultValue: defaultSelectedKey } : {};
  return (
    <Select
      {...controlled}
      {...initial}
      onChange={(key) => onSelectionChange?.(key == null ? null : String(key))}
      name={name}
      placeholder={placeholder}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
      validationBehavior="aria"
      onBlur={onBlur}
      autoComplete={autoComplete}
      className={styles.field}
    >
      <FieldLabel isRequired={isRequired}>{label}</FieldLabel>
      <FieldDescription>{description}</FieldDescription>
      <Button id={id} ref={triggerRef} className={styles.trigger}>
        <SelectValue className={styles.value} />
        <span className={styles.chevron} aria-hidden="true">
          <Icon name="chevron-down" />
        </span>
      </Button>
      <div className={styles.footer}>
        <FieldErrorMessage>{errorMessage}</FieldErrorMessage>
      </div>
      <Popover className={styles.popover} offset={4}>
        <ListBox
          className={styles.listBox}
          items={items.map((item) => ({ id: item.value, ...item }))}
        >
          {(item) => (
            <ListBoxItem id={item.value} textValue={item.label} className={styles.option}>
              {item.label}
              <span className={styles.check}>
                <Icon name="check" size="small" />
              </span>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
