import { space } from '../themes/tokens.js';

/**
 * The row of buttons under a lead block's copy (Hero, PageHeader, CallToAction): it wraps on narrow
 * screens and keeps a little more space from the text above than the copy's own gap. It is never
 * wider than the copy (in a centred column it would take its widest button's width, which at
 * enlarged text on a phone can exceed the screen: the button's label breaks instead). Plain style
 * object, as `focus.ts`: spread it into `style()` and add what the component's own is.
 */
export const actionRow = {
  display: 'flex',
  maxInlineSize: '100%',
  flexWrap: 'wrap',
  gap: space.small,
  marginBlockStart: space.xsmall,
} as const;
