'use client';

import {
  type ReactNode,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
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
  /** Ids of panels open at first render (only the first one without `allowsMultipleExpanded`). @default [] */
  defaultExpandedKeys?: readonly string[];
}

/**
 * Expandable sections (FAQ lists): each trigger is a native button inside a heading with
 * `aria-expanded`/`aria-controls`, so Enter and Space toggle it. Closed panels stay in the page
 * (hidden `until-found`): in-page search finds the answers and opens their panel.
 */
export function Accordion({
  items,
  headingLevel = 3,
  allowsMultipleExpanded = false,
  defaultExpandedKeys = [],
}: AccordionProps) {
  const [expandedKeys, setExpandedKeys] = useState<ReadonlySet<string>>(
    () => new Set(allowsMultipleExpanded ? defaultExpandedKeys : defaultExpandedKeys.slice(0, 1)),
  );

  const setExpanded = useCallback(
    (id: string, isExpanded: boolean) =>
      setExpandedKeys((current) => {
        if (!allowsMultipleExpanded) return new Set(isExpanded ? [id] : []);
        const next = new Set(current);
        if (isExpanded) next.add(id);
        else next.delete(id);
        return next;
      }),
    [allowsMultipleExpanded],
  );

  return (
    <div className={styles.group}>
      {items.map((entry) => (
        <AccordionSection
          key={entry.id}
          entry={entry}
          headingLevel={headingLevel}
          isExpanded={expandedKeys.has(entry.id)}
          onExpandedChange={setExpanded}
        />
      ))}
    </div>
  );
}

interface AccordionSectionProps {
  entry: AccordionItem;
  headingLevel: 2 | 3 | 4;
  isExpanded: boolean;
  onExpandedChange: (id: string, isExpanded: boolean) => void;
}

function AccordionSection({
  entry,
  headingLevel,
  isExpanded,
  onExpandedChange,
}: AccordionSectionProps) {
  const Heading = `h${headingLevel}` as const;
  const id = useId();
  const triggerId = `${id}-trigger`;
  const panelId = `${id}-panel`;
  const panelRef = useRef<HTMLDivElement>(null);

  // React writes `hidden` as a boolean (also in the server HTML, so the page never flashes open
  // answers); on the client a closed panel becomes `until-found` before paint.
  useLayoutEffect(() => {
    if (!isExpanded) panelRef.current?.setAttribute('hidden', 'until-found');
  }, [isExpanded]);

  // Find-in-page reveals the panel and fires `beforematch`: open it in the same frame, so a panel
  // that closes above it cannot move the match out of view.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const open = () => flushSync(() => onExpandedChange(entry.id, true));
    panel.addEventListener('beforematch', open);
    return () => panel.removeEventListener('beforematch', open);
  }, [entry.id, onExpandedChange]);

  return (
    <div className={styles.item} data-expanded={isExpanded || undefined}>
      <Heading className={styles.heading}>
        <button
          type="button"
          id={triggerId}
          className={styles.trigger}
          aria-expanded={isExpanded}
          aria-controls={panelId}
          onClick={() => onExpandedChange(entry.id, !isExpanded)}
        >
          <span>{entry.title}</span>
          <span className={styles.chevron}>
            <Icon name="chevron-down" />
          </span>
        </button>
      </Heading>
      {/* biome-ignore lint/a11y/useSemanticElements: a panel of text named by its question (as react-aria's disclosure panel was), not form controls for a fieldset. */}
      <div
        ref={panelRef}
        id={panelId}
        role="group"
        aria-labelledby={triggerId}
        aria-hidden={!isExpanded || undefined}
        hidden={!isExpanded}
        className={styles.panel}
      >
        <div className={styles.panelInner}>
          {typeof entry.content === 'string' ? (
            <p className={styles.text}>{entry.content}</p>
          ) : (
            entry.content
          )}
        </div>
      </div>
    </div>
  );
}
