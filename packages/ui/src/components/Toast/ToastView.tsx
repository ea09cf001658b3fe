'use client';

import { type FocusEvent, useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import type { QueuedToast } from 'react-stately/useToastState';
import { Icon } from '../Icon/Icon.js';
import * as styles from './Toast.css.js';
import type { ToastContent, ToastContentQueue } from './toastQueue.js';

/** How a toast is announced: destructive ones assertively (an alert), the others politely. */
export type ToastPoliteness = 'polite' | 'assertive';

export interface ToastViewProps {
  label: string;
  dismissLabel: string;
  queue: ToastContentQueue;
  /** Which of the queue's toasts this view shows (ToastRegion renders one view per live region). */
  politeness: ToastPoliteness;
}

const politenessOf = (toast: QueuedToast<ToastContent>): ToastPoliteness =>
  toast.content.variant === 'destructive' ? 'assertive' : 'polite';

interface ToastItemProps {
  toast: QueuedToast<ToastContent>;
  dismissLabel: string;
  /** Whether the pointer or focus is in the region (a toast shown then starts paused). */
  isPaused: () => boolean;
  onDismiss: (key: string) => void;
}

function ToastItem({ toast, dismissLabel, isPaused, onDismiss }: ToastItemProps) {
  // react-stately's queue creates each toast's timer but never starts it: the toast does, once
  // shown (as react-aria's useToast does), and stops it when it goes.
  const { timer, timeout } = toast;
  useEffect(() => {
    if (!timer || !timeout) return;
    timer.reset(timeout);
    if (isPaused()) timer.pause();
    return () => timer.pause();
  }, [timer, timeout, isPaused]);

  return (
    <div className={styles.toast} data-variant={toast.content.variant}>
      <div className={styles.content}>
        <p className={styles.title}>{toast.content.title}</p>
        {toast.content.description ? (
          <p className={styles.description}>{toast.content.description}</p>
        ) : null}
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={dismissLabel}
        onClick={() => onDismiss(toast.key)}
      >
        <span className={styles.closeIcon}>
          <Icon name="close" />
        </span>
      </button>
    </div>
  );
}

/**
 * The toast UI: native elements over react-stately's queue. Loaded by ToastRegion on the first
 * queued toast, so pages that never show one do not download it.
 *
 * The region is a landmark named by `label`, rendered inside ToastRegion's live region of its
 * politeness (the `alert` for destructive toasts, the `status` for the others), which already
 * exists, so it is announced without taking focus. Timers run while
 * a toast is shown and pause while the pointer or focus is in the region. The region sits where
 * ToastRegion is rendered in the document, so its dismiss button is the next Tab stop after that
 * point. Dismissing a toast from the keyboard moves focus to the next toast's dismiss button, or
 * back to where focus came from, so it is never lost.
 */
export default function ToastView({ label, dismissLabel, queue, politeness }: ToastViewProps) {
  const visible = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts,
    () => queue.visibleToasts,
  );
  const toasts = useMemo(
    () => visible.filter((toast) => politenessOf(toast) === politeness),
    [visible, politeness],
  );
  const regionRef = useRef<HTMLElement>(null);
  const hovered = useRef(false);
  const focused = useRef(false);
  /** Where focus was before it entered the region: it goes back there when the last toast goes. */
  const focusOrigin = useRef<HTMLElement | null>(null);
  const moveFocus = useRef(false);
  const keepOrigin = useRef(false);
  const isPausedRef = useRef(() => hovered.current || focused.current);

  const update = () => {
    if (hovered.current || focused.current) queue.pauseAll();
    else queue.resumeAll();
  };

  useEffect(() => {
    if (toasts.length === 0) {
      // The region is gone: the pointer and focus are no longer in it.
      hovered.current = false;
      focused.current = false;
    }
    if (!moveFocus.current) return;
    moveFocus.current = false;
    const next = regionRef.current?.querySelector('button');
    if (next) {
      // Focus comes from the removed toast, not from outside: keep where it came from before.
      keepOrigin.current = true;
      next.focus();
      keepOrigin.current = false;
      return;
    }
    const origin = focusOrigin.current;
    focusOrigin.current = null;
    if (origin?.isConnected) origin.focus();
  }, [toasts]);

  const onDismiss = (key: string) => {
    moveFocus.current = regionRef.current?.contains(document.activeElement) ?? false;
    queue.close(key);
  };

  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const from = event.relatedTarget;
    if (!keepOrigin.current && !(from instanceof Node && event.currentTarget.contains(from))) {
      focusOrigin.current = from instanceof HTMLElement ? from : null;
    }
    focused.current = true;
    update();
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    const to = event.relatedTarget;
    if (to instanceof Node && event.currentTarget.contains(to)) return;
    focused.current = false;
    update();
  };

  if (toasts.length === 0) return null;
  return (
    <section
      ref={regionRef}
      aria-label={label}
      className={styles.region}
      onPointerEnter={() => {
        hovered.current = true;
        update();
      }}
      onPointerLeave={() => {
        hovered.current = false;
        update();
      }}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {toasts.map((toast) => (
        <ToastItem
          key={toast.key}
          toast={toast}
          dismissLabel={dismissLabel}
          isPaused={isPausedRef.current}
          onDismiss={onDismiss}
        />
      ))}
    </section>
  );
}
