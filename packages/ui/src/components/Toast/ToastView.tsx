'use client';

import { Button } from 'react-aria-components/Button';
import { Text } from 'react-aria-components/Text';
import {
  UNSTABLE_Toast as RACToast,
  UNSTABLE_ToastContent as RACToastContent,
  UNSTABLE_ToastRegion as RACToastRegion,
} from 'react-aria-components/Toast';
import { Icon } from '../Icon/Icon';
import * as styles from './Toast.css';
import type { ToastContentQueue } from './toastQueue';

export interface ToastViewProps {
  label: string;
  dismissLabel: string;
  queue: ToastContentQueue;
}

/**
 * The toast UI (react-aria-components' region and toast). Loaded by ToastRegion on the first
 * queued toast, so pages that never show one do not download it.
 */
export default function ToastView({ label, dismissLabel, queue }: ToastViewProps) {
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
            <span className={styles.closeIcon}>
              <Icon name="close" />
            </span>
          </Button>
        </RACToast>
      )}
    </RACToastRegion>
  );
}
