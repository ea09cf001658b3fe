import type { ReactNode } from 'react';
import * as styles from './MediaSplit.css.js';

export { mediaSplitAligns } from './MediaSplit.css.js';
export type MediaSplitAlign = (typeof styles.mediaSplitAligns)[number];

export interface MediaSplitProps {
  /** The text side: heading, text, lists, actions. */
  children: ReactNode;
  /** The media side, usually an Image (or a card, e.g. a case study). */
  media: ReactNode;
  /** Put the media on the left on desktop, for alternating sections. Text stays first in reading order. @default false */
  reverse?: boolean;
  /** Vertical alignment of the two sides. @default 'center' */
  align?: MediaSplitAlign;
  /** Draw the media without the rounded, shadowed frame (for cards). @default false */
  bare?: boolean;
}

/** Text and media side by side from the desktop breakpoint, stacked (text first) on smaller screens. */
export function MediaSplit({
  children,
  media,
  reverse = false,
  align = 'center',
  bare = false,
}: MediaSplitProps) {
  return (
    <div className={styles.root({ align })}>
      <div className={styles.copy}>{children}</div>
      <div
        className={
          bare ? styles.bareFrame[reverse ? 'reverse' : 'normal'] : styles.mediaFrame({ reverse })
        }
      >
        {media}
      </div>
    </div>
  );
}
