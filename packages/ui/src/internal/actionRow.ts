import { space } from '../themes/tokens.js';

/**
 * The row of buttons under a lead block's copy (Hero, PageHeader, CallToAction): it wraps on narrow
 * screens and keeps a little more space from the text above than the copy's own gap. Plain style
 * object, as `focus.ts`: spread it into `style()` and add what the component's own is.
 */
export const actionRow = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.small,
  marginBlockStart: space.xsmall,
} as const;
