'use client';

import { type ReactNode, useId } from 'react';
import { Icon } from '../Icon/Icon.js';
import * as styles from './Accordion.css.js';

/** One question and its answer (or any title and panel). */
export interface AccordionItem {
  /** Stable key, also used in `defaultExpandedKeys`. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Heading level of each title, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Allow several panels open at once. @default false */
  allowsMultipleExpanded?: boolean;
  /** Ids of panels open at first render (only the first one without `allowsMultipleExpanded`). @default [] */
  defaultExpandedKeys?: readonly string[];
}

/**
 * Expandable sections (FAQ lists) as native `<details>` elements: no JavaScript, so the answers
 * open before any script loads and without one. The summary is the toggle (Enter and Space, with
 * its expanded state exposed by the browser); its title is a heading for the page outline. Sections
 * of one accordion share a `name`, so opening one closes the other unless `allowsMultipleExpanded`.
 * Find-in-page opens the section holding the match.
 */
export function Accordion({
  items,
  headingLevel = 3,
  allowsMultipleExpanded = false,
  defaultExpandedKeys = [],
}: AccordionProps) {
  const groupName = useId();
  const Heading = `h${headingLevel}` as const;
  const openKeys = new Set(
    allowsMultipleExpanded ? defaultExpandedKeys : defaultExpandedKeys.slice(0, 1),
  );
  return (
    <div className={styles.group}>
      {items.map((entry) => (
        <details
          key={entry.id}
          className={styles.item}
          name={allowsMultipleExpanded ? undefined : groupName}
          open={openKeys.has(entry.id) || undefined}
        >
          <summary className={styles.trigger}>
            <Heading className={styles.heading}>{entry.title}</Heading>
            <span className={styles.chevron}>
              <Icon name="chevron-down" />
            </span>
          </summary>
          <div className={styles.panel}>
            <div className={styles.panelInner}>
              {typeof entry.content === 'string' ? (
                <p className={styles.text}>{entry.content}</p>
              ) : (
                entry.content
              )}
            </div>
          </div>
        </details>
      ))}
    </div>
  );
}
