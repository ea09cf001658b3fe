import type { ReactNode } from 'react';
import * as styles from './Container.css.js';

export { containerWidths } from './Container.css.js';
export type ContainerWidth = (typeof styles.containerWidths)[number];

export interface ContainerProps {
  children: ReactNode;
  /** Maximum content width: the page grid, a readable measure for prose, a narrow column, or none. @default 'page' */
  width?: ContainerWidth;
  /** Element to render. @default 'div' */
  as?: 'div' | 'main' | 'article' | 'header' | 'footer';
}

/** Centres content at a maximum width with responsive side gutters. */
export function Container({ children, width = 'page', as: Tag = 'div' }: ContainerProps) {
  return <Tag className={styles.root({ width })}>{children}</Tag>;
}
