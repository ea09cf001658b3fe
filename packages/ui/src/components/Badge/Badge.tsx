import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon.js';
import * as styles from './Badge.css.js';

export { badgeTones } from './Badge.css.js';
export type BadgeTone = (typeof styles.badgeTones)[number];

export interface BadgeProps {
  children: ReactNode;
  /** Colour by job. @default 'neutral' */
  tone?: BadgeTone;
  /** A small decorative icon before the text. */
  icon?: IconName;
}

/** A small, non-interactive label: a category, a status, a technology name. */
export function Badge({ children, tone = 'neutral', icon }: BadgeProps) {
  return (
    <span className={styles.root({ tone })}>
      {icon && <Icon name={icon} size="small" />}
      {children}
    </span>
  );
}
