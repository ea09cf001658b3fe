'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Anchor } from '../../internal/Anchor';
import { hidePopover, showPopover } from '../../internal/popover';
import { chatBubbleDelayMs } from '../../themes/tokens';
import { Icon } from '../Icon/Icon';
import * as styles from './ChatWidget.css';

export const chatWidgetStates = ['hidden', 'collapsed', 'expanded'] as const;
export type ChatWidgetState = (typeof chatWidgetStates)[number];

export interface ChatWidgetProps {
  /** How long it stays hidden after the page appears, in ms. @default 3000 */
  delayMs?: number;
  /** Heading of the expanded card, e.g. 'Chat with Us'. */
  title: string;
  /** Short text under the heading. */
  body: ReactNode;
  /** The card's call to action (a link), e.g. 'Start a Conversation' to the contact page. */
  action: { label: string; href: string };
  /** Accessible name of the bubble button, e.g. 'Chat with us' (its expanded state is exposed). */
  openLabel: string;
  /** Accessible name of the card's close button, e.g. 'Close chat'. */
  closeLabel: string;
  /** Optional extra content below the action (opening hours...). */
  extra?: ReactNode;
  /** Open the card once hydrated (stories, tests). @default false */
  defaultExpanded?: boolean;
}

/**
 * A floating chat prompt: nothing for `delayMs`, then a bubble button that expands to a small card
 * with a call to action.
 *
 * Works without JavaScript: the delay is a CSS animation, and the card is an `auto` popover that
 * the bubble toggles (the browser closes it on Escape from anywhere or a click outside, and returns
 * focus to the bubble). Hydrated, it also closes when focus leaves it, so it never hides what the
 * visitor tabs to.
 */
export function ChatWidget({
  delayMs = chatBubbleDelayMs,
  title,
  body,
  action,
  openLabel,
  closeLabel,
  extra,
  defaultExpanded = false,
}: ChatWidgetProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const cardRef = useRef<HTMLElement>(null);
  const cardId = useId();
  const titleId = useId();

  useEffect(() => {
    const card = cardRef.current;
    const root = rootRef.current;
    if (!card || !root) return;
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && root.contains(next)) return;
      hidePopover(card);
    };
    card.addEventListener('focusout', closeWhenFocusLeaves);
    return () => card.removeEventListener('focusout', closeWhenFocusLeaves);
  }, []);

  useEffect(() => {
    if (!defaultExpanded) return;
    const timer = window.setTimeout(() => {
      if (cardRef.current) showPopover(cardRef.current);
    }, delayMs);
    return () => window.clearTimeout(timer);
  }, [defaultExpanded, delayMs]);

  return (
    <div
      ref={rootRef}
      className={styles.root}
      // The default delay is in the stylesheet; another one needs the property on the element.
      style={delayMs === chatBubbleDelayMs ? undefined : { animationDelay: `${delayMs}ms` }}
    >
      <button type="button" className={styles.bubble} aria-label={openLabel} popoverTarget={cardId}>
        <span className={styles.openIcon}>
          <Icon name="chat" size="large" />
        </span>
        <span className={styles.closeIcon}>
          <Icon name="close" size="large" />
        </span>
      </button>
      <section
        ref={cardRef}
        id={cardId}
        popover="auto"
        className={styles.card}
        aria-labelledby={titleId}
      >
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        <button
          type="button"
          className={styles.close}
          aria-label={closeLabel}
          popoverTarget={cardId}
          popoverTargetAction="hide"
        >
          <Icon name="close" />
        </button>
        <p className={styles.body}>{body}</p>
        <Anchor href={action.href} className={styles.action}>
          {action.label}
        </Anchor>
        {extra}
      </section>
    </div>
  );
}
