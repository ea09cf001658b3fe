import { vars } from '../themes/contract.css.js';
import { fontSize, fontWeight, lineHeight } from '../themes/tokens.js';

/**
 * Style fragments of the text inside the content cards (Card, CaseStudyCard, AuthorBox): a small
 * upper-case label over the title, the title, and the secondary body text. Plain style objects, as
 * `focus.ts`: spread them into `style()` and add what the component's own is.
 */

export const cardLabel = {
  margin: 0,
  fontSize: fontSize.small,
  fontWeight: fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.text.accent,
} as const;

export const cardTitle = {
  margin: 0,
  fontSize: fontSize.xlarge,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.snug,
} as const;

export const cardBody = {
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: lineHeight.body,
} as const;
