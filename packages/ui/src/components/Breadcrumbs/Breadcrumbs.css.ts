import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/focus.js';
import { plainList } from '../../internal/plainList.js';
import { toned } from '../../internal/tone.css.js';
import { fontSize, fontWeight, radius, space } from '../../themes/tokens.js';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.xxsmall,
  ...plainList,
  fontSize: fontSize.small,
  color: toned.textSecondary,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxsmall,
  minWidth: 0,
});

export const link = style({
  color: toned.link,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: radius.small,
  // A comfortable target (WCAG 2.5.8) without changing the line.
  paddingBlock: space.xxsmall,
  selectors: {
    '&:hover': { textDecorationThickness: '2px' },
    '&:focus-visible': focusRing,
  },
});

export const current = style({
  fontWeight: fontWeight.medium,
  color: toned.text,
  overflowWrap: 'break-word',
});

export const separator = style({ display: 'inline-flex', color: toned.textSecondary });
