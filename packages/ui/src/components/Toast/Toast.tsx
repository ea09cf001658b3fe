'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import * as styles from './Toast.css.js';
import type { ToastPoliteness } from './ToastView.js';
import type { ToastContentQueue } from './toastQueue.js';
import { onToastSignal, signalledToastQueue } from './toastSignal.js';

const ToastView = lazy(() => import('./ToastView.js'));

export interface ToastRegionProps {
  /** Accessible name of the region landmark, e.g. 'Notifications'. */
  label: string;
  /** Accessible name of each toast's dismiss button, e.g. 'Dismiss'. */
  dismissLabel: string;
  /** A queue other than the shared one (tests, stories). @default toastQueue, the one `showToast` fills */
  queue?: ToastContentQueue;
}

/** The two live regions: a status for neutral and success toasts, an alert for destructive ones. */
const liveRegions: readonly { politeness: ToastPoliteness; role: 'status' | 'alert' }[] = [
  { politeness: 'polite', role: 'status' },
  { politeness: 'assertive', role: 'alert' },
];

/**
 * Renders the queue's toasts. Render it once, at the app root. Toasts are announced to screen
 * readers; their timers pause while the region is hovered or focused.
 *
 * Its two live regions (`role="status"`, `role="alert"`) are always in the document, empty, from
 * the server's HTML on: a screen reader announces what is put into a live region it already
 * knows, and may miss a region created together with its message (WCAG 4.1.3). Until the first
 * toast is queued it loads nothing else: it does not even import the shared queue, only listens
 * for its signal. The first toast loads the toast UI (ToastView), which then stays mounted.
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
  return (
    <div className={styles.placement}>
      {liveRegions.map(({ politeness, role }) => (
        <div key={role} role={role}>
          {shown && (
            <Suspense fallback={null}>
              <ToastView
                label={label}
                dismissLabel={dismissLabel}
                queue={shown}
                politeness={politeness}
              />
            </Suspense>
          )}
        </div>
      ))}
    </div>
  );
}
