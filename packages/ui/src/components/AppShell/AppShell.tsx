import type { ReactNode } from 'react';
import { SkipLink } from '../SkipLink/SkipLink.js';
import * as styles from './AppShell.css.js';

export interface AppShellProps {
  /** Text of the skip link, e.g. 'Skip to main content'. */
  skipLinkLabel: string;
  /** `id` of `<main>`, the skip link's target. @default 'main-content' */
  mainId?: string;
  /** Usually a `SiteHeader`. */
  header: ReactNode;
  /** Usually a `SiteFooter`. */
  footer: ReactNode;
  /** Floating and global parts rendered after the footer: `ChatWidget`, `ToastRegion`. */
  overlays?: ReactNode;
  /** The page. */
  children: ReactNode;
}

/**
 * The page frame: skip link, header, `<main>` (focusable target of the skip link), footer and
 * overlays, in that order.
 */
export function AppShell({
  skipLinkLabel,
  mainId = 'main-content',
  header,
  footer,
  overlays,
  children,
}: AppShellProps) {
  return (
    <div className={styles.root}>
      <SkipLink targetId={mainId}>{skipLinkLabel}</SkipLink>
      {header}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
      {overlays}
    </div>
  );
}
