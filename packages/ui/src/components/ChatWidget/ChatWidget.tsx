'use client';

import { type ReactNode, useEffect, useId, useRef } from 'react';
import { Anchor } from '../../internal/Anchor.js';
import { hidePopover, showPopover } from '../../internal/popover.js';
import { chatBubbleDelayMs } from '../../themes/tokens.js';
import { Icon } from '../Icon/Icon.js';
import * as styles from './ChatWidget.css.js';

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
  /**
   * Accessible name of the bubble button, right whether the card is open or closed, e.g. 'Chat
   * with us': the browser exposes its expanded state (it is the card's popover invoker).
   */
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
 * the bubble toggles (the browser closes it on Escape or a click outside, returns focus to the
 * bubble, and exposes the bubble's expanded state). Hydrated, it also closes when focus moves
 * anywhere outside the widget, on Escape wherever focus is, and when its link is followed, so it
 * never hides what the visitor moves on to.
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
    // Focus anywhere outside the widget (Tab, Shift+Tab, a click, a script) and Escape from
    // anywhere on the page close the card, so it never covers what the visitor moves on to.
    const closeOnFocusElsewhere = (event: FocusEvent) => {
      if (!(event.target instanceof Node && root.contains(event.target))) hidePopover(card);
    };
    const closeOnKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') hidePopover(card);
      // Tab from the card's last control leaves the page (the widget comes last in it), and no
      // focusin follows: close it here.
      const controls = card.querySelectorAll('a[href], button');
      if (event.key === 'Tab' && !event.shiftKey && event.target === controls[controls.length - 1])
        hidePopover(card);
    };
    document.addEventListener('focusin', closeOnFocusElsewhere);
    document.addEventListener('keydown', closeOnKey);
    return () => {
      document.removeEventListener('focusin', closeOnFocusElsewhere);
      document.removeEventListener('keydown', closeOnKey);
    };
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
        {/* Closed as its link is followed: a page restored from the back/forward cache (or an
            in-page target) must not come back with the card covering it. */}
        <Anchor
          href={action.href}
          className={styles.action}
          onClick={() => cardRef.current && hidePopover(cardRef.current)}
        >
          {action.label}
        </Anchor>
        {extra}
      </section>
    </div>
  );
}
