import { style } from '@vanilla-extract/css';
import { resetToneVars } from '../../internal/tone.css.js';
import { vars } from '../../themes/contract.css.js';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../themes/tokens.js';

export const root = style({
  vars: resetToneVars,
  boxSizing: 'border-box',
  margin: 0,
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: space.large,
  padding: space.xlarge,
  borderRadius: radius.large,
  background: vars.color.background.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.small,
  color: vars.color.text.primary,
});

export const quoteMark = style({ color: vars.color.text.accent, lineHeight: 0 });

export const quote = style({
  margin: 0,
  flexGrow: 1,
  fontSize: fontSize.large,
  lineHeight: lineHeight.body,
  color: vars.color.text.primary,
});

export const caption = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.small,
  paddingBlockStart: space.medium,
  borderBlockStart: `1px solid ${vars.color.border.subtle}`,
});

export const avatar = style({
  flexShrink: 0,
  width: '3rem',
  height: '3rem',
  borderRadius: radius.full,
  overflow: 'hidden',
  lineHeight: 0,
});

export const author = style({
  display: 'block',
  fontWeight: fontWeight.semibold,
  fontStyle: 'normal',
});

export const role = style({
  display: 'block',
  fontSize: fontSize.small,
  color: vars.color.text.secondary,
  lineHeight: lineHeight.snug,
});

export const quoteText = style({ margin: 0 });
