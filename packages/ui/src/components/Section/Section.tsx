import type { ReactNode } from 'react';
import { Container, type ContainerWidth } from '../Container/Container.js';
import * as styles from './Section.css.js';

export { sectionSpacings, sectionTones } from './Section.css.js';
export type SectionTone = (typeof styles.sectionTones)[number];
export type SectionSpacing = (typeof styles.sectionSpacings)[number];

export interface SectionProps {
  children: ReactNode;
  /** Background band: the page colour, a light surface, a pale accent, or the dark-blue brand band (text switches to on-brand colours). @default 'default' */
  tone?: SectionTone;
  /** Vertical padding. @default 'default' */
  spacing?: SectionSpacing;
  /** Anchor id for in-page links; the section scrolls clear of the sticky header. */
  id?: string;
  /**
   * Id of the heading that names this section (`aria-labelledby`), making it a region landmark.
   * Only for the few sections a screen-reader user jumps to as a place (a page's FAQ, its main
   * list): a region per band buries banner, nav, main and contentinfo in the landmark list, and
   * headings already find the rest. @default none: a plain, unnamed `<section>`, not a landmark
   */
  labelledBy?: string;
  /** Width of the inner Container; `false` renders children without one (full-bleed content). @default 'page' */
  width?: ContainerWidth | false;
  /** Element to render. @default 'section' */
  as?: 'section' | 'div' | 'aside';
}

/** A full-width band of the page with vertical rhythm, an optional tone and a centred container. */
export function Section({
  children,
  tone = 'default',
  spacing = 'default',
  id,
  labelledBy,
  width = 'page',
  as: Tag = 'section',
}: SectionProps) {
  return (
    <Tag
      id={id}
      aria-labelledby={labelledBy}
      className={styles.root({ tone, spacing })}
      data-tone={tone}
    >
      {width === false ? children : <Container width={width}>{children}</Container>}
    </Tag>
  );
}
