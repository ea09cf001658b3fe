import { style } from '@vanilla-extract/css';
import { toned } from '../../internal/tone.css.js';
import { fontSize, fontWeight, lineHeight } from '../../themes/tokens.js';

export const root = style({
  display: 'block',
  margin: 0,
  fontSize: fontSize.small,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.snug,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: toned.accent,
});
