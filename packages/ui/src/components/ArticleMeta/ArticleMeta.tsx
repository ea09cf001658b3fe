import type { ReactNode } from 'react';
import { Anchor } from '../../internal/Anchor.js';
import { Icon, type IconName } from '../Icon/Icon.js';
import * as styles from './ArticleMeta.css.js';

export interface ArticleMetaProps {
  /** Author's name. */
  author?: string;
  /** The date as displayed, e.g. 'May 15, 2025'. */
  date?: string;
  /** The same date machine-readable (ISO 8601, '2025-05-15') for `<time dateTime>`. */
  dateTime?: string;
  /** Category name, linked when `href` is given. */
  category?: { label: string; href?: string };
  /** Reading time as displayed, e.g. '6 min read'. */
  readingTime?: string;
  /**
   * Screen-reader names of the fields (the icons are decorative), e.g.
   * { author: 'Author', date: 'Published', category: 'Category', readingTime: 'Reading time' }.
   */
  labels: { author: string; date: string; category: string; readingTime?: string };
}

/** Author, date, category and reading time of an article, as a description list with icons. */
export function ArticleMeta({
  author,
  date,
  dateTime,
  category,
  readingTime,
  labels,
}: ArticleMetaProps) {
  return (
    <dl className={styles.root}>
      {author && (
        <Fact icon="user" term={labels.author}>
          {author}
        </Fact>
      )}
      {date && (
        <Fact icon="calendar" term={labels.date}>
          {dateTime ? <time dateTime={dateTime}>{date}</time> : date}
        </Fact>
      )}
      {category && (
        <Fact icon="tag" term={labels.category}>
          {category.href ? (
            <Anchor href={category.href} className={styles.categoryLink}>
              {category.label}
            </Anchor>
          ) : (
            category.label
          )}
        </Fact>
      )}
      {readingTime && (
        <Fact icon="clock" term={labels.readingTime}>
          {readingTime}
        </Fact>
      )}
    </dl>
  );
}

/** One fact: its decorative icon, its name for screen readers (left out when not given) and its value. */
function Fact({ icon, term, children }: { icon: IconName; term?: string; children: ReactNode }) {
  return (
    <div className={styles.item}>
      <Icon name={icon} size="small" />
      {term && <dt className={styles.term}>{term}</dt>}
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}
