import { style } from '@vanilla-extract/css';
import { resetToneVars } from '../../internal/tone.css';
import { vars } from '../../themes/contract.css';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../themes/tokens';

export const root = style({
  vars: resetToneVars,
  boxSizing: 'border-box',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  gap: space.medium,
  padding: space.xlarge,
  borderRadius: radius.large,
  background: vars.color.background.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderBlockStart: `4px solid ${vars.color.text.accent}`,
  boxShadow: vars.shadow.small,
  color: vars.color.text.primary,
});

export const title = style({
  margin: 0,
  fontSize: fontSize.xlarge,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.snug,
});

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: lineHeight.body,
});

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.small,
  marginBlockStart: 'auto',
  padding: space.large,
  borderRadius: radius.medium,
  background: vars.color.background.surface,
});

export const resultsHeading = style({
  margin: 0,
  fontSize: fontSize.small,
  fontWeight: fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.text.accent,
});
