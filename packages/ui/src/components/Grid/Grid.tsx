import { Children, type ReactNode } from 'react';
import * as styles from './Grid.css.js';

export { gridColumns, gridGaps } from './Grid.css.js';
export type GridColumns = (typeof styles.gridColumns)[number];
export type GridGap = (typeof styles.gridGaps)[number];

export interface GridProps {
  children: ReactNode;
  /** Columns at desktop width. Phones always get 1; tablets get 2 when this is 2 or more. @default 3 */
  columns?: GridColumns;
  /** Space between cells. @default 'large' */
  gap?: GridGap;
  /** Render as a list (`ul`, each child wrapped in `li`) when the items are a set, such as cards. @default false */
  asList?: boolean;
}

/** A responsive grid of equal columns: 1 on phones, 2 on tablets, `columns` on desktop. */
export function Grid({ children, columns = 3, gap = 'large', asList = false }: GridProps) {
  const className = styles.root({ columns, gap });
  if (asList) {
    return (
      // `role="list"` keeps list semantics in Safari, which drops them when list-style is none.
      // biome-ignore lint/a11y/noRedundantRoles: see above.
      <ul className={className} role="list">
        {Children.map(children, (child) =>
          child == null ? null : <li className={styles.item}>{child}</li>,
        )}
      </ul>
    );
  }
  return <div className={className}>{children}</div>;
}
