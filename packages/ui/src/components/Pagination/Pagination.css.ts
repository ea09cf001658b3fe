import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/focus.js';
import { plainList } from '../../internal/plainList.js';
import { toned } from '../../internal/tone.css.js';
import { vars } from '../../themes/contract.css.js';
import { fontWeight, radius, space } from '../../themes/tokens.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xsmall,
  ...plainList,
});

/** Every link is a target of at least 2.75em (44 px at the base size, WCAG 2.5.8 and beyond). */
const target = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space.xxsmall,
  minBlockSize: '2.75em',
  minInlineSize: '2.75em',
  paddingInline: space.small,
  borderRadius: radius.medium,
  fontWeight: fontWeight.semibold,
  textUnderlineOffset: '0.2em',
} as const;

export const page = style({
  ...target,
  color: toned.link,
  border: `1px solid ${toned.border}`,
  textDecoration: 'none',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

/** The page shown: filled, so it reads as the current one without relying on colour alone. */
export const currentPage = style({
  ...target,
  color: vars.color.action.primaryText,
  background: vars.color.action.primary,
  border: `1px solid ${vars.color.action.primary}`,
  textDecoration: 'none',
  selectors: { '&:focus-visible': focusRing },
});

export const step = style({
  ...target,
  color: toned.link,
  textDecoration: 'underline',
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
});

export const gap = style({ ...target, paddingInline: 0, color: toned.textSecondary });
