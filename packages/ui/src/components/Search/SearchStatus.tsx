'use client';

import { useEffect, useState } from 'react';
import * as styles from './Search.css.js';

export interface SearchStatusProps {
  /** What the search found, in words: '5 results for ‘x’', 'No results for ‘x’', 'Loading…'. */
  children: string;
  /** How long the text must stay the same before it is shown and announced, in ms. @default 400 */
  delayMs?: number;
}

/**
 * The status line of a search: a polite live region (`role="status"`). It takes a new text only
 * once the text has stopped changing for `delayMs`, so a screen reader announces the count when
 * typing pauses rather than after every key.
 */
export function SearchStatus({ children, delayMs = 400 }: SearchStatusProps) {
  const [settled, setSettled] = useState(children);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(children), delayMs);
    return () => window.clearTimeout(timer);
  }, [children, delayMs]);
  return (
    <p className={styles.status} role="status">
      {settled}
    </p>
  );
}
