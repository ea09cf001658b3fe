'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import type { ToastContentQueue } from './toastQueue';
import { onToastSignal, signalledToastQueue } from './toastSignal';

const ToastView = lazy(() => import('./ToastView'));

export interface ToastRegionProps {
  /** Accessible name of the region landmark, e.g. 'Notifications'. */
  label: string;
  /** Accessible name of each toast's dismiss button, e.g. 'Dismiss'. */
  dismissLabel: string;
  /** A queue other than the shared one (tests, stories). @default toastQueue, the one `showToast` fills */
  queue?: ToastContentQueue;
}

/**
 * Renders the queue's toasts. Render it once, at the app root. Toasts are announced to screen
 * readers (react-aria's alert semantics); their timers pause while the region is hovered or focused.
 *
 * Until the first toast is queued it renders nothing and loads nothing: it does not even import
 * the shared queue, only listens for its signal. The first toast loads the toast UI (ToastView),
 * which then stays mounted.
 */
export function ToastRegion({ label, dismissLabel, queue }: ToastRegionProps) {
  // The queue to show: the one given, once it has a toast; else the shared one, once it signals.
  const [shown, setShown] = useState<ToastContentQueue | undefined>(() =>
    queue ? (queue.visibleToasts.length > 0 ? queue : undefined) : signalledToastQueue(),
  );
  useEffect(() => {
    if (shown) return;
    if (!queue) return onToastSignal(setShown);
    if (queue.visibleToasts.length > 0) {
      setShown(queue);
      return;
    }
    return queue.subscribe(() => {
      if (queue.visibleToasts.length > 0) setShown(queue);
    });
  }, [shown, queue]);
  if (!shown) return null;
  return (
    <Suspense fallback={null}>
      <ToastView label={label} dismissLabel={dismissLabel} queue={shown} />
    </Suspense>
  );
}
