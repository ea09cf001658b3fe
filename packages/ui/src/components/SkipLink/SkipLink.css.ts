import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/focus.js';
import { vars } from '../../themes/contract.css.js';
import { fontWeight, radius, space, zIndex } from '../../themes/tokens.js';

/** Off-screen until focused, then shown at the top left above the sticky header. */
export const root = style({
  position: 'absolute',
  insetBlockStart: space.xsmall,
  insetInlineStart: space.xsmall,
  zIndex: zIndex.toast + 1,
  paddingBlock: space.small,
  paddingInline: space.medium,
  borderRadius: radius.medium,
  backgroundColor: vars.color.action.primary,
  color: vars.color.action.primaryText,
  fontWeight: fontWeight.semibold,
  textDecoration: 'underline',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      ...focusRing,
    },
  },
});
