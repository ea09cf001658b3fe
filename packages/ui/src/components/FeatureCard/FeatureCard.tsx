import type { ReactNode } from 'react';
import { Icon, type IconName } from '../Icon/Icon.js';
import * as styles from './FeatureCard.css.js';

export { featureCardLayouts } from './FeatureCard.css.js';
export type FeatureCardLayout = (typeof styles.featureCardLayouts)[number];

export interface FeatureCardProps {
  /** Short feature name. */
  title: ReactNode;
  /** One or two sentences. */
  children?: ReactNode;
  /** Icon in a tinted badge. */
  icon?: IconName;
  /** Heading level of the title. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Icon above the text, beside it, or centred above it. @default 'stacked' */
  layout?: FeatureCardLayout;
}

/**
 * A light, chrome-less feature item (icon, title, text) for "why choose us" grids and value lists.
 * Use Card when the item needs a border, image or link.
 */
export function FeatureCard({
  title,
  children,
  icon,
  headingLevel = 3,
  layout = 'stacked',
}: FeatureCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.root({ layout })}>
      {icon && (
        <span className={styles.iconBadge}>
          <Icon name={icon} size="large" />
        </span>
      )}
      <div className={styles.copy({ layout })}>
        <Heading className={styles.title}>{title}</Heading>
        {typeof children === 'string' ? (
          <p className={styles.description}>{children}</p>
        ) : (
          children && <div className={styles.description}>{children}</div>
        )}
      </div>
    </div>
  );
}
