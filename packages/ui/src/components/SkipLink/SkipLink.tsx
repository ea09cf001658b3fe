import type { ReactNode } from 'react';
import * as styles from './SkipLink.css.js';

export interface SkipLinkProps {
  /** `id` of the element to jump to (usually `<main>`, which should have `tabIndex={-1}`). */
  targetId: string;
  /** The visible text, e.g. 'Skip to main content'. */
  children: ReactNode;
}

/**
 * The first focusable element of a page: lets keyboard users jump past the header. Hidden until
 * focused. A plain anchor on purpose, so a client-side router does not intercept the in-page jump.
 */
export function SkipLink({ targetId, children }: SkipLinkProps) {
  return (
    <a className={styles.root} href={`#${targetId}`}>
      {children}
    </a>
  );
}
