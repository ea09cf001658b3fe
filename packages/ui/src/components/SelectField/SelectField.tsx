'use client';

import type { ReactNode, Ref } from 'react';
import { NativeField } from '../../internal/NativeFieldParts';
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
  /** Text shown while nothing is chosen, e.g. 'Select a service' (a first option that cannot be chosen). */
  placeholder?: string;
  /** Hint under the label, linked with `aria-describedby`. */
  description?: ReactNode;
  /** The message shown under the field while `isInvalid`; linked with `aria-describedby`. */
  errorMessage?: ReactNode;
  /** Controlled selection: the chosen option's value, or null for none. */
  selectedKey?: string | null;
  /** Initial selection when uncontrolled. */
  defaultSelectedKey?: string | null;
  /** Called with the chosen value. */
  onSelectionChange?: (value: string | null) => void;
  /** Form field name, so `FormData` and autofill get the value. */
  name?: string;
  /** Shows the error state (the app validates). @default false */
  isInvalid?: boolean;
  /** Marks the field required (`aria-required` and a visual mark). @default false */
  isRequired?: boolean;
  /** @default false */
  isDisabled?: boolean;
  /** Id of the `<select>`. */
  id?: string;
  /** Ref to the `<select>`, e.g. to focus it. */
  triggerRef?: Ref<HTMLSelectElement>;
  /** Called when the field loses focus. */
  onBlur?: () => void;
  /** Autofill hint. */
  autoComplete?: string;
}

/**
 * A single-choice select: a styled native `<select>` (the platform's own picker, keyboard and
 * screen-reader support, no JavaScript beyond React), with label, description and error linked.
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
  const controlled = selectedKey !== undefined ? { value: selectedKey ?? '' } : {};
  const initial =
    selectedKey === undefined ? { defaultValue: defaultSelectedKey ?? '' } : ({} as const);
  return (
    <NativeField
      label={label}
      description={description}
      errorMessage={errorMessage}
      id={id}
      isInvalid={isInvalid}
      isRequired={isRequired}
      isDisabled={isDisabled}
    >
      {(control) => (
        <div className={styles.control}>
          <select
            {...controlled}
            {...initial}
            {...control}
            ref={triggerRef}
            name={name}
            autoComplete={autoComplete}
            disabled={isDisabled}
            onChange={(event) => onSelectionChange?.(event.currentTarget.value || null)}
            onBlur={onBlur}
            className={styles.select}
          >
            <option value="" disabled>
              {placeholder ?? ''}
            </option>
            {items.map((item) => (
              <option key={item.value} value={item.value}>
                {item.label}
              </option>
            ))}
          </select>
          <span className={styles.chevron} aria-hidden="true">
            <Icon name="chevron-down" />
          </span>
        </div>
      )}
    </NativeField>
  );
}
