import type { ReactNode } from 'react';
import * as styles from './Stack.css.js';

export { stackAligns, stackGaps } from './Stack.css.js';
export type StackGap = (typeof styles.stackGaps)[number];
export type StackAlign = (typeof styles.stackAligns)[number];

export interface StackProps {
  children: ReactNode;
  /** Space between children, from the spacing scale. @default 'medium' */
  gap?: StackGap;
  /** Horizontal alignment of children; 'center' also centres text. @default 'stretch' */
  align?: StackAlign;
  /** Element to render. @default 'div' */
  as?: 'div' | 'ul' | 'ol' | 'article' | 'header' | 'footer';
}

/** Lays children out in a column with even spacing. */
export function Stack({
  children,
  gap = 'medium',
  align = 'stretch',
  as: Tag = 'div',
}: StackProps) {
  return <Tag className={styles.root({ gap, align })}>{children}</Tag>;
}
