import { style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/focus.js';
import { toned } from '../../internal/tone.css.js';
import { fontSize, fontWeight, radius, space } from '../../themes/tokens.js';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: space.large,
  rowGap: space.xsmall,
  margin: 0,
  padding: 0,
  fontSize: fontSize.small,
  color: toned.textSecondary,
});

export const item = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xsmall,
  margin: 0,
});

export const term = style({
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});

export const value = style({ margin: 0 });

export const categoryLink = style({
  color: toned.link,
  fontWeight: fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: radius.small,
  selectors: { '&:focus-visible': focusRing },
});
