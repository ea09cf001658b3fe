import type { ReactNode } from 'react';
import * as styles from './ScriptOnly.css.js';

export interface ScriptOnlyProps {
  children: ReactNode;
}

/**
 * Shows its children only where scripting is enabled (CSS `@media (scripting: none)`), for a part
 * that cannot work without JavaScript, such as a form that sends with `fetch`. Pair it with a
 * `<noscript>` alternative.
 */
export function ScriptOnly({ children }: ScriptOnlyProps) {
  return <div className={styles.root}>{children}</div>;
}
