import type { ReactNode } from 'react';
import * as styles from './Eyebrow.css.js';

export interface EyebrowProps {
  children: ReactNode;
  /** Element to render. Keep it out of the heading so the heading's name stays short. @default 'p' */
  as?: 'p' | 'span';
}

/** A short uppercase kicker shown above a heading (a category or section label). */
export function Eyebrow({ children, as: Tag = 'p' }: EyebrowProps) {
  return <Tag className={styles.root}>{children}</Tag>;
}
