import { useSyncExternalStore } from 'react';
import { Icon } from '../Icon/Icon';
import * as styles from './Toast.css';
import type { ToastContentQueue } from './toastQueue';

export interface ToastViewProps {
  label: string;
  dismissLabel: string;
  queue: ToastContentQueue;
}

/**
 * The toast UI: native elements over react-stately's queue. Loaded by ToastRegion on the first
 * queued toast, so pages that never show one do not download it.
 *
 * The region is a landmark named by `label`; each toast is a live region (`alert` for a
 * destructive one, `status` otherwise), so it is announced without taking focus. Timers pause while
 * the pointer or focus is in the region. The region sits where ToastRegion is rendered in the
 * document, so its dismiss button is the next Tab stop after that point.
 */
export default function ToastView({ label, dismissLabel, queue }: ToastViewProps) {
  const toasts = useSyncExternalStore(
    (onChange) => queue.subscribe(onChange),
    () => queue.visibleToasts,
    () => queue.visibleToasts,
  );
  const pause = () => queue.pauseAll();
  const resume = () => queue.resumeAll();
  if (toasts.length === 0) return null;
  return (
    <section
      aria-label={label}
      className={styles.region}
      onPointerEnter={pause}
      onPointerLeave={resume}
      onFocus={pause}
      onBlur={resume}
    >
      {toasts.map((toast) => (
        <div
          key={toast.key}
          role={toast.content.variant === 'destructive' ? 'alert' : 'status'}
          className={styles.toast}
          data-variant={toast.content.variant}
        >
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
            onClick={() => queue.close(toast.key)}
          >
            <span className={styles.closeIcon}>
              <Icon name="close" />
            </span>
          </button>
        </div>
      ))}
    </section>
  );
}
