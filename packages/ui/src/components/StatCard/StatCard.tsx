import type { ReactNode } from 'react';
import * as styles from './StatCard.css.js';

export { statCardVariants } from './StatCard.css.js';
export type StatCardVariant = (typeof styles.statCardVariants)[number];

export interface StatCardProps {
  /** The figure, as displayed: '500+', '15', '24 h'. */
  value: string;
  /** What the figure counts, e.g. 'villages reached'. */
  label: ReactNode;
  /** Optional context under the label. */
  description?: ReactNode;
  /** Plain (on a band) or in a card. @default 'plain' */
  variant?: StatCardVariant;
}

/**
 * A key figure with its label. Screen readers read the value and label together as one phrase
 * ("500+ villages reached"), in reading order.
 */
export function StatCard({ value, label, description, variant = 'plain' }: StatCardProps) {
  return (
    <div className={styles.root({ variant })}>
      <p className={styles.value}>{value}</p>
      <p className={styles.label}>{label}</p>
      {description && <p className={styles.description}>{description}</p>}
    </div>
  );
}
