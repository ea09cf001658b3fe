import type { ReactNode } from 'react';
import { Eyebrow } from '../Eyebrow/Eyebrow.js';
import { Heading, type HeadingLevel, type HeadingSize } from '../Heading/Heading.js';
import { Lead } from '../Text/Text.js';
import * as styles from './SectionHeader.css.js';

export { sectionHeaderAligns } from './SectionHeader.css.js';
export type SectionHeaderAlign = (typeof styles.sectionHeaderAligns)[number];

export interface SectionHeaderProps {
  /** The section heading. */
  heading: ReactNode;
  /** Id of the heading; pass the same value to `Section labelledBy`. */
  headingId?: string;
  /** Outline level of the heading. @default 2 */
  headingLevel?: Exclude<HeadingLevel, 1>;
  /** Visual size of the heading. @default '2' */
  headingSize?: HeadingSize;
  /** Short label above the heading. */
  eyebrow?: ReactNode;
  /** One or two sentences under the heading. */
  lead?: ReactNode;
  /** Alignment. @default 'center' */
  align?: SectionHeaderAlign;
  /** Optional content under the lead, such as a link. */
  children?: ReactNode;
}

/** The standard opening of a page section: eyebrow, heading and lead, with space below. */
export function SectionHeader({
  heading,
  headingId,
  headingLevel = 2,
  headingSize = '2',
  eyebrow,
  lead,
  align = 'center',
  children,
}: SectionHeaderProps) {
  return (
    <div className={styles.root({ align })}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Heading level={headingLevel} size={headingSize} align={align} id={headingId}>
        {heading}
      </Heading>
      {lead && <Lead align={align}>{lead}</Lead>}
      {children}
    </div>
  );
}
