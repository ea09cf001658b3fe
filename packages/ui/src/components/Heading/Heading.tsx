import type { ReactNode } from 'react';
import * as styles from './Heading.css.js';

export { headingAligns, headingLevels, headingSizes } from './Heading.css.js';
export type HeadingLevel = (typeof styles.headingLevels)[number];
export type HeadingSize = (typeof styles.headingSizes)[number];
export type HeadingAlign = (typeof styles.headingAligns)[number];

const defaultSize: Record<HeadingLevel, HeadingSize> = {
  1: '1',
  2: '2',
  3: '3',
  4: '4',
  5: '5',
  6: '5',
};

export interface HeadingProps {
  children: ReactNode;
  /** Document outline level (`h1`–`h6`). Choose it for the outline, not the look. */
  level: HeadingLevel;
  /** Visual size, independent of the level. @default the size matching `level` */
  size?: HeadingSize;
  /** Text alignment. @default 'start' */
  align?: HeadingAlign;
  /** Id, for `aria-labelledby` on a section or for in-page links. */
  id?: string;
}

/** A heading whose outline level and visual size are chosen separately. */
export function Heading({ children, level, size, align = 'start', id }: HeadingProps) {
  const Tag = `h${level}` as const;
  return (
    <Tag id={id} className={styles.root({ size: size ?? defaultSize[level], align })}>
      {children}
    </Tag>
  );
}
