import type { ReactNode } from 'react';
import * as styles from './Cluster.css.js';

export { clusterAligns, clusterGaps, clusterJustifies } from './Cluster.css.js';
export type ClusterGap = (typeof styles.clusterGaps)[number];
export type ClusterJustify = (typeof styles.clusterJustifies)[number];
export type ClusterAlign = (typeof styles.clusterAligns)[number];

export interface ClusterProps {
  children: ReactNode;
  /** Space between items, both across and between wrapped rows. @default 'small' */
  gap?: ClusterGap;
  /** Distribution along the row. @default 'start' */
  justify?: ClusterJustify;
  /** Cross-axis alignment. @default 'center' */
  align?: ClusterAlign;
  /** Element to render. @default 'div' */
  as?: 'div' | 'ul';
}

/** A row of items (buttons, tags, links) that wraps onto new lines on narrow screens. */
export function Cluster({
  children,
  gap = 'small',
  justify = 'start',
  align = 'center',
  as: Tag = 'div',
}: ClusterProps) {
  return <Tag className={styles.root({ gap, justify, align })}>{children}</Tag>;
}
