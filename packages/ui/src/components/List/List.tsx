import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.js';
import * as styles from './List.css.js';

export { listColumns, listMarkers, listSizes } from './List.css.js';
export type ListMarker = (typeof styles.listMarkers)[number];
export type ListColumns = (typeof styles.listColumns)[number];
export type ListSize = (typeof styles.listSizes)[number];

export interface ListProps {
  /** The list items, in order. */
  items: readonly ReactNode[];
  /** Marker drawn before each item: a check badge (features, results), a dot, a number or none. @default 'bullet' */
  marker?: ListMarker;
  /** Two columns from the tablet breakpoint for long, short-item lists. @default 1 */
  columns?: ListColumns;
  /** Text size. @default 'body' */
  size?: ListSize;
  /** Names the list for screen readers when no visible heading does. */
  'aria-label'?: string;
  /** Id of a visible heading that names the list. */
  'aria-labelledby'?: string;
}

/** A styled list: bullets, numbers or check marks. Ordered (`ol`) when `marker="number"`. */
export function List({ items, marker = 'bullet', columns = 1, size = 'body', ...aria }: ListProps) {
  const Tag = marker === 'number' ? 'ol' : 'ul';
  return (
    // `role="list"` keeps list semantics in Safari, which drops them when list-style is none.
    <Tag className={styles.root({ columns, size })} role="list" {...aria}>
      {items.map((entry, index) => (
        // Items are static content in a fixed order, so the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <li key={index} className={styles.item}>
          {marker !== 'none' && (
            <span className={styles.marker({ marker })} aria-hidden="true">
              {marker === 'check' && <Icon name="check" size="small" />}
            </span>
          )}
          <span className={styles.content}>{entry}</span>
        </li>
      ))}
    </Tag>
  );
}

export type CheckListProps = Omit<ListProps, 'marker'>;

/** A list with check-mark badges: features, benefits, key results. */
export function CheckList(props: CheckListProps) {
  return <List {...props} marker="check" />;
}
