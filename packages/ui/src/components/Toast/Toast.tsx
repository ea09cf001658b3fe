import { Button } from 'react-aria-components/Button';
import { Text } from 'react-aria-components/Text';
import {
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastQueue as RACToastQueue,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components/Toast';
import { CloseGlyph } from '../../internal/shellIcons';
import * as styles from './Toast.css';

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
  /** Auto-close delay in ms (paused while the region is hovered or focused). @default 5000 */
  timeout?: number;
}

/** The app-wide queue: one toast is visible at a time, the others wait their turn. */
export const toastQueue = new RACToastQueue<ToastContent>({ maxVisibleToasts: 1 });

/** Queues a toast and returns its key (pass it to `toastQueue.close` to dismiss it early). */
export function showToast({
  title,
  description,
  variant = 'neutral',
  timeout = 5000,
}: ShowToastOptions): string {
  const content: ToastContent =
    description === undefined ? { title, variant } : { title, description, variant };
  return toastQueue.add(content, { timeout });
}

export interface ToastRegionProps {
  /** Accessible name of the region landmark, e.g. 'Notifications'. */
  label: string;
  /** Accessible name of each toast's dismiss button, e.g. 'Dismiss'. */
  dismissLabel: string;
  /** A queue other than the shared one (tests, stories). @default toastQueue */
  queue?: RACToastQueue<ToastContent>;
}

/**
 * Renders the queue's toasts. Render it once, at the app root. Toasts are announced to screen
 * readers (react-aria's alert semantics); their timers pause while the region is hovered or focused.
 */
export function ToastRegion({ label, dismissLabel, queue = toastQueue }: ToastRegionProps) {
  return (
    <RACToastRegion queue={queue} className={styles.region} aria-label={label}>
      {({ toast }) => (
        <RACToast toast={toast} className={styles.toast} data-variant={toast.content.variant}>
          <RACToastContent className={styles.content}>
            <Text slot="title" className={styles.title}>
              {toast.content.title}
            </Text>
            {toast.content.description ? (
              <Text slot="description" className={styles.description}>
                {toast.content.description}
              </Text>
            ) : null}
          </RACToastContent>
          <Button slot="close" className={styles.close} aria-label={dismissLabel}>
            <CloseGlyph className={styles.closeIcon} />
          </Button>
        </RACToast>
      )}
    </RACToastRegion>
  );
}
