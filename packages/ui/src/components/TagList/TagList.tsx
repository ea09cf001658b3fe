import { Anchor } from '../../internal/Anchor.js';
import { Badge, type BadgeTone } from '../Badge/Badge.js';
import * as styles from './TagList.css.js';

/** One tag: a label, and a link target when the tag is navigable (e.g. a blog category). */
export interface Tag {
  label: string;
  href?: string;
  /** Marks the tag for the page being shown (`aria-current="page"`). */
  isCurrent?: boolean;
}

export interface TagListProps {
  tags: readonly Tag[];
  /** Names the list for screen readers, e.g. 'Categories'. */
  label?: string;
  /** Tone of non-link tags. @default 'neutral' */
  tone?: BadgeTone;
}

/** A wrapping list of tags: links as pill buttons (category tiles, filters), plain tags as Badges. */
export function TagList({ tags, label, tone = 'neutral' }: TagListProps) {
  return (
    // biome-ignore lint/a11y/noRedundantRoles: Safari drops list semantics when list-style is none.
    <ul className={styles.list} aria-label={label} role="list">
      {tags.map((tag) => (
        <li key={tag.label}>
          {tag.href ? (
            <Anchor
              href={tag.href}
              className={styles.link}
              aria-current={tag.isCurrent ? 'page' : undefined}
            >
              {tag.label}
            </Anchor>
          ) : (
            <Badge tone={tone}>{tag.label}</Badge>
          )}
        </li>
      ))}
    </ul>
  );
}
