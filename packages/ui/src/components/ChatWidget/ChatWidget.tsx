'use client';

import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { Anchor } from '../../internal/Anchor';
import { Icon } from '../Icon/Icon';
import * as styles from './ChatWidget.css';

export const chatWidgetStates = ['hidden', 'collapsed', 'expanded'] as const;
export type ChatWidgetState = (typeof chatWidgetStates)[number];

export interface ChatWidgetProps {
  /** How long it stays hidden after mounting, in ms. @default 3000 */
  delayMs?: number;
  /** Heading of the expanded card, e.g. 'Chat with Us'. */
  title: string;
  /** Short text under the heading. */
  body: ReactNode;
  /** The card's call to action (a link), e.g. 'Start a Conversation' to the contact page. */
  action: { label: string; href: string };
  /** Accessible name of the bubble button, e.g. 'Open chat'. */
  openLabel: string;
  /** Accessible name of the card's close button, e.g. 'Close chat'. */
  closeLabel: string;
  /** Optional extra content below the action (opening hours...). */
  extra?: ReactNode;
  /** Start expanded once shown (stories, tests). @default false */
  defaultExpanded?: boolean;
}

/**
 * A floating chat prompt: nothing for `delayMs`, then a bubble button that expands to a small card
 * with a call to action. The card closes with its close button, the bubble, or Escape.
 */
export function ChatWidget({
  delayMs = 3000,
  title,
  body,
  action,
  openLabel,
  closeLabel,
  extra,
  defaultExpanded = false,
}: ChatWidgetProps) {
  const [state, setState] = useState<ChatWidgetState>('hidden');
  const bubbleRef = useRef<HTMLButtonElement>(null);
  const cardId = useId();
  const titleId = useId();

  useEffect(() => {
    const timer = window.setTimeout(
      () => setState(defaultExpanded ? 'expanded' : 'collapsed'),
      delayMs,
    );
    return () => window.clearTimeout(timer);
  }, [delayMs, defaultExpanded]);

  if (state === 'hidden') return null;

  const expanded = state === 'expanded';
  const collapse = () => {
    setState('collapsed');
    bubbleRef.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && expanded) {
      event.stopPropagation();
      collapse();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the widget collapses it.
    <div className={styles.root} data-state={state} onKeyDown={onKeyDown}>
      <button
        type="button"
        ref={bubbleRef}
        className={styles.bubble}
        aria-label={openLabel}
        aria-expanded={expanded}
        aria-controls={expanded ? cardId : undefined}
        onClick={() => setState(expanded ? 'collapsed' : 'expanded')}
      >
        <Icon name={expanded ? 'close' : 'chat'} size="large" />
      </button>
      {expanded ? (
        <section id={cardId} className={styles.card} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={collapse}>
            <Icon name="close" />
          </button>
          <p className={styles.body}>{body}</p>
          <Anchor href={action.href} className={styles.action}>
            {action.label}
          </Anchor>
          {extra}
        </section>
      ) : null}
    </div>
  );
}
