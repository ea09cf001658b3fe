import type { ReactNode } from 'react';
import { Icon } from '../components/Icon/Icon';
import * as styles from './field.css';

/**
 * Field parts for native controls (no react-aria context): the same look as `FieldParts`, linked
 * by ids that the caller passes to the control (`htmlFor`, `aria-describedby`).
 */

/** A `<label for>` with a decorative required mark (the control carries `aria-required`). */
export function NativeFieldLabel({
  children,
  htmlFor,
  isRequired,
}: {
  children: ReactNode;
  htmlFor: string;
  isRequired?: boolean;
}) {
  return (
    <label htmlFor={htmlFor} className={styles.label}>
      {children}
      {isRequired && (
        <span className={styles.requiredMark} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

/** Hint text; give its `id` to the control's `aria-describedby`. */
export function NativeFieldDescription({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <span id={id} className={styles.description}>
      {children}
    </span>
  );
}

/** The error, rendered only while `isInvalid`; give its `id` to the control's `aria-describedby`. */
export function NativeFieldError({
  id,
  isInvalid,
  children,
}: {
  id: string;
  isInvalid: boolean;
  children?: ReactNode;
}) {
  if (!isInvalid || !children) return null;
  return (
    <span id={id} className={styles.error}>
      <span className={styles.errorIcon}>
        <Icon name="alert-circle" size="small" />
      </span>
      <span>{children}</span>
    </span>
  );
}
