import { lazy, Suspense, useEffect, useState } from 'react';
import { type ToastContentQueue, toastQueue } from './toastQueue';

export {
  type ShowToastOptions,
  showToast,
  type ToastContent,
  type ToastContentQueue,
  type ToastVariant,
  toastQueue,
  toastVariants,
} from './toastQueue';

const ToastView = lazy(() => import('./ToastView'));

export interface ToastRegionProps {
  /** Accessible name of the region landmark, e.g. 'Notifications'. */
  label: string;
  /** Accessible name of each toast's dismiss button, e.g. 'Dismiss'. */
  dismissLabel: string;
  /** A queue other than the shared one (tests, stories). @default toastQueue */
  queue?: ToastContentQueue;
}

/**
 * Renders the queue's toasts. Render it once, at the app root. Toasts are announced to screen
 * readers (react-aria's alert semantics); their timers pause while the region is hovered or focused.
 *
 * Until the first toast is queued it renders nothing and loads nothing: it only subscribes to the
 * queue. The first toast loads the toast UI (ToastView), which then stays mounted.
 */
export function ToastRegion({ label, dismissLabel, queue = toastQueue }: ToastRegionProps) {
  const [needed, setNeeded] = useState(() => queue.visibleToasts.length > 0);
  useEffect(() => {
    if (needed) return;
    if (queue.visibleToasts.length > 0) {
      setNeeded(true);
      return;
    }
    return queue.subscribe(() => {
      if (queue.visibleToasts.length > 0) setNeeded(true);
    });
  }, [needed, queue]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <ToastView label={label} dismissLabel={dismissLabel} queue={queue} />
    </Suspense>
  );
}
