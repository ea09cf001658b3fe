import type { ReactNode } from 'react';
import { Anchor } from '../../internal/Anchor.js';
import { Icon, type IconName } from '../Icon/Icon.js';
import * as styles from './Card.css.js';

export { cardAligns, cardVariants } from './Card.css.js';
export type CardVariant = (typeof styles.cardVariants)[number];
export type CardAlign = (typeof styles.cardAligns)[number];

export interface CardProps {
  /** Card title; also the accessible name of the card's link when `href` is set. */
  title: ReactNode;
  /** Heading level of the title, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  /** Body content (usually one short paragraph of text). */
  children?: ReactNode;
  /** An icon in a tinted badge above the title. */
  icon?: IconName;
  /** An image (use the Image component) shown edge to edge at the top. */
  media?: ReactNode;
  /** A short label above the title, such as a category. */
  eyebrow?: ReactNode;
  /** Extra details under the title, such as ArticleMeta. */
  meta?: ReactNode;
  /**
   * Makes the whole card a link. Only the title is a link (one accessible name); a stretched
   * pseudo-element makes the whole card clickable. Don't put other links in such a card.
   */
  href?: string;
  /** A visual cue at the bottom of a linked card, e.g. 'Learn more' (hidden from screen readers: the title names the link). */
  actionLabel?: string;
  /** Footer content for a card without `href`, e.g. a TextLink or tags. */
  footer?: ReactNode;
  /** Chrome: white raised with shadow, outlined, or a tinted surface. @default 'raised' */
  variant?: CardVariant;
  /** Content alignment. @default 'start' */
  align?: CardAlign;
  /** Id for the title heading. */
  id?: string;
}

/** A content card: title, text and optional icon, image, meta and footer; optionally one big link. */
export function Card({
  title,
  headingLevel = 3,
  children,
  icon,
  media,
  eyebrow,
  meta,
  href,
  actionLabel,
  footer,
  variant = 'raised',
  align = 'start',
  id,
}: CardProps) {
  const Heading = `h${headingLevel}` as const;
  const isLinked = href !== undefined;
  return (
    <article className={styles.root({ variant, align, interactive: isLinked })}>
      {media && <div className={styles.mediaFrame}>{media}</div>}
      <div className={styles.body}>
        {icon && (
          <span className={styles.iconBadge}>
            <Icon name={icon} size="large" />
          </span>
        )}
        {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
        <Heading className={styles.title} id={id}>
          {isLinked ? (
            <Anchor href={href} className={styles.titleLink}>
              {title}
            </Anchor>
          ) : (
            title
          )}
        </Heading>
        {meta}
        {typeof children === 'string' ? (
          <p className={styles.description}>{children}</p>
        ) : (
          children && <div className={styles.description}>{children}</div>
        )}
        {isLinked && actionLabel ? (
          <div className={styles.footer}>
            <span className={styles.actionCue} aria-hidden="true">
              <span className={styles.actionLabel}>{actionLabel}</span>
              <Icon name="arrow-right" size="small" />
            </span>
          </div>
        ) : (
          footer && <div className={styles.footer}>{footer}</div>
        )}
      </div>
    </article>
  );
}
