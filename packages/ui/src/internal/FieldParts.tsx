import { type ReactNode, useEffect, useState } from 'react';
import { FieldError } from 'react-aria-components/FieldError';
import { Label } from 'react-aria-components/Label';
import { Text } from 'react-aria-components/Text';
import { VisuallyHidden } from 'react-aria-components/VisuallyHidden';
import { Icon } from '../components/Icon/Icon';
import * as styles from './field.css';

/** Label with a decorative required mark (the control itself carries `aria-required`). */
export function FieldLabel({
  children,
  isRequired,
}: {
  children: ReactNode;
  isRequired?: boolean;
}) {
  return (
    <Label className={styles.label}>
      {children}
      {isRequired && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </Label>
  );
}

/** Hint text linked to the control through `aria-describedby` (RAC `slot="description"`). */
export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className={styles.description}>
      {children}
    </Text>
  );
}

/** The field's error, shown only while the field is invalid and linked through `aria-describedby`. */
export function FieldErrorMessage({ children }: { children?: ReactNode }) {
  return (
    <FieldError className={styles.error}>
      <span className={styles.errorIcon}>
        <Icon name="alert-circle" size="small" />
      </span>
      <span>{children}</span>
    </FieldError>
  );
}

/** When the count appears: at 80 % of the limit. */
export const countThreshold = 0.8;

/** Formats the character count; the default is numbers only ('85/100'), so it carries no copy. */
export type CountLabel = (length: number, maxLength: number) => string;
const defaultCountLabel: CountLabel = (length, maxLength) => `${length}/${maxLength}`;

interface CharacterCountProps {
  length: number;
  maxLength: number | undefined;
  show: boolean | undefined;
  countLabel: CountLabel | undefined;
}

/**
 * A live character count shown once the value reaches 80 % of `maxLength`. The visible count
 * updates on every keystroke; screen readers get a polite status that is updated only after a
 * short pause in typing, so they are not interrupted on every character.
 */
export function CharacterCount({ length, maxLength, show, countLabel }: CharacterCountProps) {
  const active = Boolean(show && maxLength && length >= maxLength * countThreshold);
  const text = active && maxLength ? (countLabel ?? defaultCountLabel)(length, maxLength) : '';
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), 600);
    return () => clearTimeout(timer);
  }, [text]);
  if (!show || !maxLength) return null;
  return (
    <>
      {active && (
        <span
          className={`${styles.count} ${length >= maxLength ? styles.countAtLimit : ''}`}
          aria-hidden="true"
          data-testid="character-count"
        >
          {text}
        </span>
      )}
      <VisuallyHidden>
        <span role="status">{announced}</span>
      </VisuallyHidden>
    </>
  );
}

/** Keeps an uncontrolled value locally so the count works with or without `value`. */
export function useFieldValue(
  value: string | undefined,
  defaultValue: string | undefined,
  onChange: ((value: string) => void) | undefined,
) {
  const [local, setLocal] = useState(defaultValue ?? '');
  const current = value ?? local;
  const handleChange = (next: string) => {
    if (value === undefined) setLocal(next);
    onChange?.(next);
  };
  return [current, handleChange] as const;
}
