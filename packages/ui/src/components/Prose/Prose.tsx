import type { ReactNode } from 'react';
import * as styles from './Prose.css.js';

export interface ProseProps {
  /** Plain semantic HTML: `p`, `h2`–`h4`, `ul`/`ol`, `a`, `blockquote`, `table`, `address`. */
  children: ReactNode;
  /** Body size instead of the larger reading size (legal pages, dense text). @default false */
  compact?: boolean;
  /** Element to render. @default 'div' */
  as?: 'div' | 'article' | 'section';
}

/** Typography for long-form content (articles, legal pages): rhythm, headings, lists and links. */
export function Prose({ children, compact = false, as: Tag = 'div' }: ProseProps) {
  return (
    <Tag className={compact ? `${styles.root} ${styles.compact}` : styles.root}>{children}</Tag>
  );
}
