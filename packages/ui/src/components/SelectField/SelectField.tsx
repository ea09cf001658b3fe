'use client';

import type { Ref } from 'react';
import { type FieldShellProps, NativeField } from '../../internal/NativeFieldParts.js';
import { Icon } from '../Icon/Icon.js';
import * as styles from './SelectField.css.js';

/** One choice: the submitted value and its visible label. */
export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends FieldShellProps {
  /** The choices, in display order. */
  items: readonly SelectOption[];
  /** Text shown while nothing is chosen, e.g. 'Select a service' (a first option that cannot be chosen). */
  placeholder?: string;
  /** Controlled selection: the chosen option's value, or null for none. */
  selectedKey?: string | null;
  /** Initial selection when uncontrolled. */
  defaultSelectedKey?: string | null;
  /** Called with the chosen value. */
  onSelectionChange?: (value: string | null) => void;
  /** Form field name, so `FormData` and autofill get the value. */
  name?: string;
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
  items,
  placeholder,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  name,
  triggerRef,
  onBlur,
  autoComplete,
  ...field
}: SelectFieldProps) {
  const controlled = selectedKey !== undefined ? { value: selectedKey ?? '' } : {};
  const initial =
    selectedKey === undefined ? { defaultValue: defaultSelectedKey ?? '' } : ({} as const);
  return (
    <NativeField {...field}>
      {(control) => (
        <div className={styles.control}>
          <select
            {...controlled}
            {...initial}
            {...control}
            ref={triggerRef}
            name={name}
            autoComplete={autoComplete}
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
