import type { ToastContentQueue } from './toastQueue.js';

/*
 * How ToastRegion learns that a toast is waiting, and in which queue, without importing the
 * queue: react-stately's ToastQueue (about 1 KB gzip) then loads only on pages whose code shows
 * toasts, together with that code, instead of with the region on every page.
 */

type Listener = (queue: ToastContentQueue) => void;

const listeners = new Set<Listener>();
let signalledQueue: ToastContentQueue | undefined;

/** Called by the shared queue when it has a toast to show. */
export function signalToast(queue: ToastContentQueue): void {
  signalledQueue = queue;
  for (const listener of listeners) listener(queue);
}

/** The shared queue, once it has signalled a toast on this page. */
export function signalledToastQueue(): ToastContentQueue | undefined {
  return signalledQueue;
}

/** Calls `listener` when a toast is queued (at once if one already was); returns an unsubscribe. */
export function onToastSignal(listener: Listener): () => void {
  if (signalledQueue) listener(signalledQueue);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
