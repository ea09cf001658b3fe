import { vars } from '../themes/contract.css.js';
import { fontWeight, radius, space } from '../themes/tokens.js';
import { focusRing } from './focus.js';

/**
 * Style fragments of the small controls that several components draw alike. Plain style objects,
 * as `focus.ts`: importing them adds no CSS; spread them into `style()` and override what differs
 * (spread a fragment's `selectors` too when adding states of your own).
 */

/** Content centred in an inline box, for a button or badge that holds an icon, a number or a label. */
export const centredContent = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
} as const;

/** A 44 px square target (the touch size every icon button keeps), its icon centred. */
export const squareTarget = {
  ...centredContent,
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  padding: 0,
} as const;

/** A quiet button: no fill, a subtle edge, the page's text colour, the surface colour on hover. */
export const quietControl = {
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: radius.medium,
  background: 'transparent',
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.surface },
    '&:focus-visible': focusRing,
  },
} as const;

/**
 * The primary action as a compact control (a header's call to action, a chat card's link, a
 * search form's submit): 44 px high, filled with the action colour, its hover colour while
 * hovered or pressed.
 */
export const primaryAction = {
  minBlockSize: '2.75rem',
  paddingInline: space.medium,
  // Transparent until forced colours drop the fill: then it draws the control's edge.
  border: '2px solid transparent',
  borderRadius: radius.medium,
  backgroundColor: vars.color.action.primary,
  color: vars.color.action.primaryText,
  fontWeight: fontWeight.semibold,
  selectors: {
    '&:hover, &:active': { backgroundColor: vars.color.action.primaryHover },
    '&:focus-visible': focusRing,
  },
} as const;
