import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/focus.js';
import { plainList } from '../../internal/plainList.js';
import { vars } from '../../themes/contract.css.js';
import { fontSize, fontWeight, motion, radius, space } from '../../themes/tokens.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xsmall,
  ...plainList,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.25rem',
  paddingInline: space.medium,
  borderRadius: radius.full,
  border: `1px solid ${vars.color.border.control}`,
  background: vars.color.background.raised,
  color: vars.color.text.primary,
  fontSize: fontSize.small,
  fontWeight: fontWeight.medium,
  textDecoration: 'none',
  transition: `background-color ${motion.fast} ${motion.easing}, border-color ${motion.fast} ${motion.easing}`,
  selectors: {
    '&:hover': {
      background: vars.color.background.surface,
      borderColor: vars.color.text.link,
    },
    '&:focus-visible': focusRing,
    '&[aria-current="page"]': {
      background: vars.color.action.primary,
      color: vars.color.action.primaryText,
      borderColor: vars.color.action.primary,
    },
  },
});
