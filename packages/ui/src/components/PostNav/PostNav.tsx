import { Anchor } from '../../internal/Anchor.js';
import { Icon } from '../Icon/Icon.js';
import * as styles from './PostNav.css.js';

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
      <NeighbourLink target={previous} direction="previous" label={previousLabel} />
      <Anchor href={all.href} className={styles.allLink}>
        {all.label}
      </Anchor>
      <NeighbourLink target={next} direction="next" label={nextLabel} />
    </nav>
  );
}

const neighbour = {
  previous: { icon: 'arrow-left', rel: 'prev' },
  next: { icon: 'arrow-right', rel: 'next' },
} as const;

/** One neighbouring post's link, or, without one, an empty cell that holds its column. */
function NeighbourLink({
  target,
  direction,
  label,
}: {
  target: PostNavTarget | undefined;
  direction: keyof typeof neighbour;
  label: string;
}) {
  if (!target) return <span className={styles.placeholder} />;
  return (
    <Anchor
      href={target.href}
      className={styles.link({ direction })}
      rel={neighbour[direction].rel}
    >
      <Icon name={neighbour[direction].icon} />
      <span className={styles.linkText}>
        <span className={styles.direction}>{label}</span>
        <span className={styles.postTitle}>{target.title}</span>
      </span>
    </Anchor>
  );
}
