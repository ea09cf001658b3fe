import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.js';
import * as styles from './TestimonialCard.css.js';

export interface TestimonialCardProps {
  /** The quotation itself. */
  content: ReactNode;
  /** Who said it. */
  author: string;
  /** Their job title. */
  position?: string;
  /** Their organisation. */
  company?: string;
  /** A small portrait (an Image with `alt=""`: the name is already in the caption). */
  avatar?: ReactNode;
}

/** A client testimonial: `figure` with a `blockquote` and a `figcaption` naming the author. */
export function TestimonialCard({
  content,
  author,
  position,
  company,
  avatar,
}: TestimonialCardProps) {
  const role = [position, company].filter(Boolean).join(', ');
  return (
    <figure className={styles.root}>
      <span className={styles.quoteMark}>
        <Icon name="quote" size="xlarge" />
      </span>
      <blockquote className={styles.quote}>
        {typeof content === 'string' ? <p className={styles.quoteText}>{content}</p> : content}
      </blockquote>
      <figcaption className={styles.caption}>
        {avatar && <span className={styles.avatar}>{avatar}</span>}
        <span>
          <span className={styles.author}>{author}</span>
          {role && <span className={styles.role}>{role}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
