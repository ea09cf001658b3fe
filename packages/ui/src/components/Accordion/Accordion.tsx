import type { ReactNode } from 'react';
import { Button as RACButton } from 'react-aria-components/Button';
import { Disclosure, DisclosurePanel } from 'react-aria-components/Disclosure';
import { DisclosureGroup } from 'react-aria-components/DisclosureGroup';
import { Icon } from '../Icon/Icon';
import * as styles from './Accordion.css';

/** One question and its answer (or any title and panel). */
export interface AccordionItem {
  /** Stable key, also used in `defaultExpandedKeys`. */
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Heading level wrapping each trigger, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Allow several panels open at once. @default false */
  allowsMultipleExpanded?: boolean;
  /** Ids of panels open at first render. @default [] */
  defaultExpandedKeys?: readonly string[];
}

/**
 * Expandable sections (FAQ lists) on react-aria-components Disclosure: each trigger is a button
 * inside a heading with `aria-expanded`/`aria-controls`; Enter and Space toggle it. Closed panels
 * stay in the page (hidden `until-found`) so in-page search can still find the answers.
 */
export function Accordion({
  items,
  headingLevel = 3,
  allowsMultipleExpanded = false,
  defaultExpandedKeys = [],
}: AccordionProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <DisclosureGroup
      className={styles.group}
      allowsMultipleExpanded={allowsMultipleExpanded}
      defaultExpandedKeys={defaultExpandedKeys}
    >
      {items.map((entry) => (
        <Disclosure key={entry.id} id={entry.id} className={styles.item}>
          <Heading className={styles.heading}>
            <RACButton slot="trigger" className={styles.trigger}>
              <span>{entry.title}</span>
              <span className={styles.chevron}>
                <Icon name="chevron-down" />
              </span>
            </RACButton>
          </Heading>
          <DisclosurePanel className={styles.panel}>
            <div className={styles.panelInner}>
              {typeof entry.content === 'string' ? (
                <p className={styles.text}>{entry.content}</p>
              ) : (
                entry.content
              )}
            </div>
          </DisclosurePanel>
        </Disclosure>
      ))}
    </DisclosureGroup>
  );
}
