import { Anchor } from '../../internal/Anchor';
import { Icon } from '../Icon/Icon';
import * as styles from './ArticleMeta.css';

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
        <div className={styles.item}>
          <Icon name="user" size="small" />
          <dt className={styles.term}>{labels.author}</dt>
          <dd className={styles.value}>{author}</dd>
        </div>
      )}
      {date && (
        <div className={styles.item}>
          <Icon name="calendar" size="small" />
          <dt className={styles.term}>{labels.date}</dt>
          <dd className={styles.value}>
            {dateTime ? <time dateTime={dateTime}>{date}</time> : date}
          </dd>
        </div>
      )}
      {category && (
        <div className={styles.item}>
          <Icon name="tag" size="small" />
          <dt className={styles.term}>{labels.category}</dt>
          <dd className={styles.value}>
            {category.href ? (
              <Anchor href={category.href} className={styles.categoryLink}>
                {category.label}
              </Anchor>
            ) : (
              category.label
            )}
          </dd>
        </div>
      )}
      {readingTime && (
        <div className={styles.item}>
          <Icon name="clock" size="small" />
          {labels.readingTime && <dt className={styles.term}>{labels.readingTime}</dt>}
          <dd className={styles.value}>{readingTime}</dd>
        </div>
      )}
    </dl>
  );
}
