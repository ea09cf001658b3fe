'use client';

import { ToastQueue } from 'react-stately/useToastState';
import { signalToast } from './toastSignal.js';

/*
 * The queue and `showToast`, kept apart from the toast UI and from ToastRegion: the region (on
 * every page) only listens for a signal (toastSignal.ts), so react-stately's queue loads with the
 * code that shows toasts, and react-aria-components' toast UI (ToastView) on the first toast.
 * RAC's `UNSTABLE_ToastQueue` is this same class, re-exported.
 */

export const toastVariants = ['neutral', 'success', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];

/** What a toast shows. */
export interface ToastContent {
  title: string;
  description?: string;
  variant: ToastVariant;
}

export interface ShowToastOptions {
  title: string;
  description?: string;
  /** @default 'neutral' */
  variant?: ToastVariant;
  /**
   * Auto-close delay in ms (paused while the region is hovered or focused). By default every toast
   * stays until dismissed, so nobody misses a message for reading slowly or looking away (WCAG
   * 2.2.1); give one only to a toast whose loss costs nothing. @default none
   */
  timeout?: number;
}

export type ToastContentQueue = ToastQueue<ToastContent>;

/** The app-wide queue: one toast is visible at a time, the others wait their turn. */
export const toastQueue: ToastContentQueue = new ToastQueue<ToastContent>({ maxVisibleToasts: 1 });

// However a toast is queued (showToast or toastQueue.add), the region hears of it.
toastQueue.subscribe(() => {
  if (toastQueue.visibleToasts.length > 0) signalToast(toastQueue);
});

/** Queues a toast and returns its key (pass it to `toastQueue.close` to dismiss it early). */
export function showToast({
  title,
  description,
  variant = 'neutral',
  timeout,
}: ShowToastOptions): string {
  const content: ToastContent =
    description === undefined ? { title, variant } : { title, description, variant };
  return toastQueue.add(content, { timeout });
}
