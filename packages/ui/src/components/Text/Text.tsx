import type { ReactNode } from 'react';
import * as styles from './Text.css.js';

export { textAligns, textSizes, textTones, textWeights } from './Text.css.js';
export type TextSize = (typeof styles.textSizes)[number];
export type TextTone = (typeof styles.textTones)[number];
export type TextWeight = (typeof styles.textWeights)[number];
export type TextAlign = (typeof styles.textAligns)[number];

export interface TextProps {
  children: ReactNode;
  /** Font size from the type scale. @default 'body' */
  size?: TextSize;
  /** Colour by job: main text, secondary (supporting) text, or the accent colour. @default 'primary' */
  tone?: TextTone;
  /** Font weight. @default 'regular' */
  weight?: TextWeight;
  /** Text alignment. @default 'start' */
  align?: TextAlign;
  /** Limit line length to a readable measure (65 characters). @default false */
  measure?: boolean;
  /** Element to render. @default 'p' */
  as?: 'p' | 'span' | 'div' | 'strong' | 'small';
  /** Id, e.g. for `aria-describedby`. */
  id?: string;
}

/** Body text. Colours follow the surrounding band (they switch on a brand Section). */
export function Text({
  children,
  size = 'body',
  tone = 'primary',
  weight = 'regular',
  align = 'start',
  measure = false,
  as: Tag = 'p',
  id,
}: TextProps) {
  return (
    <Tag id={id} className={styles.root({ size, tone, weight, align, measure })}>
      {children}
    </Tag>
  );
}

export interface LeadProps {
  children: ReactNode;
  /** Text alignment. @default 'start' */
  align?: TextAlign;
  /** Id, e.g. for `aria-describedby`. */
  id?: string;
}

/** The introductory paragraph under a page or section heading: larger, secondary colour, readable measure. */
export function Lead({ children, align = 'start', id }: LeadProps) {
  return (
    <Text size="large" tone="secondary" align={align} measure id={id}>
      {children}
    </Text>
  );
}
