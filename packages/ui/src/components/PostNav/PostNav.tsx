import { Anchor } from '../../internal/Anchor';
import { Icon } from '../Icon/Icon';
import * as styles from './PostNav.css';

/** A neighbouring post: where it is and its title. */
export interface PostNavTarget {
  href: string;
  title: string;
}

export interface PostNavProps {
  /** Accessible name of the nav landmark, e.g. 'More articles'. */
  label: string;
  /** The previous post; omitted for the first post. */
  previous?: PostNavTarget;
  /** The next post; omitted for the last post. */
  next?: PostNavTarget;
  /** Visible direction label for the previous link, e.g. 'Previous'. */
  previousLabel: string;
  /** Visible direction label for the next link, e.g. 'Next'. */
  nextLabel: string;
  /** The link back to the list, e.g. { href: '/blog', label: 'All posts' }. */
  all: { href: string; label: string };
}

/** Previous / all / next navigation at the end of an article. Each link's name includes its direction and title. */
export function PostNav({ label, previous, next, previousLabel, nextLabel, all }: PostNavProps) {
  return (
    <nav aria-label={label} className={styles.root}>
      {previous ? (
        <Anchor href={previous.href} className={styles.link({ direction: 'previous' })} rel="prev">
          <Icon name="arrow-left" />
          <span className={styles.linkText}>
            <span className={styles.direction}>{previousLabel}</span>
            <span className={styles.postTitle}>{previous.title}</span>
          </span>
        </Anchor>
      ) : (
        <span className={styles.placeholder} />
      )}
      <Anchor href={all.href} className={styles.allLink}>
        {all.label}
      </Anchor>
      {next ? (
        <Anchor href={next.href} className={styles.link({ direction: 'next' })} rel="next">
          <Icon name="arrow-right" />
          <span className={styles.linkText}>
            <span className={styles.direction}>{nextLabel}</span>
            <span className={styles.postTitle}>{next.title}</span>
          </span>
        </Anchor>
      ) : (
        <span className={styles.placeholder} />
      )}
    </nav>
  );
}
