import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './VisuallyHidden.css.js';

export interface VisuallyHiddenProps
  extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style' | 'children'> {
  children?: ReactNode;
  /** Element to render. @default 'span' */
  as?: 'span' | 'div' | 'p' | 'h2' | 'h3';
  /** For test selectors. */
  'data-testid'?: string;
}

/**
 * Content for screen readers only: extra context for a link, a live status region, or a
 * honeypot field wrapper (add `aria-hidden` for that). Other attributes (role, aria-*) pass through.
 */
export function VisuallyHidden({ children, as: Tag = 'span', ...props }: VisuallyHiddenProps) {
  return (
    <Tag {...props} className={styles.root}>
      {children}
    </Tag>
  );
}
