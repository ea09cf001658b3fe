import { fontSize, fontWeight, lineHeight, space } from '../themes/tokens.js';
import { centredContent } from './controls.js';
import { toned } from './tone.css.js';

/**
 * Style fragments of an item that leads with a 3 rem badge (FeatureCard's icon, StepList's
 * number): the badge's box, the column of copy beside it, its title and its description. Plain
 * style objects, as `focus.ts`: spread them into `style()` and add what the component's own is.
 */

export const badgeBox = {
  flexShrink: 0,
  ...centredContent,
  width: '3rem',
  height: '3rem',
} as const;

export const copyColumn = {
  display: 'flex',
  flexDirection: 'column',
  gap: space.xsmall,
  minWidth: 0,
} as const;

/**
 * An item laid out in a row, its copy beside the badge while the copy keeps 10em (about twenty
 * characters) or more, and under the badge when the row is narrower: with text enlarged on a
 * narrow phone, the column beside a 3 rem badge would otherwise hold a word or less per line
 * ("Addres/s"). Spread `row` into the item and `copy` into its column of copy.
 */
export const besideBadge = {
  row: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'flex-start' },
  copy: { flex: '1 1 10em' },
} as const;

export const itemTitle = {
  margin: 0,
  fontSize: fontSize.large,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.snug,
  color: toned.text,
} as const;

export const itemDescription = {
  margin: 0,
  color: toned.textSecondary,
  lineHeight: lineHeight.body,
} as const;
