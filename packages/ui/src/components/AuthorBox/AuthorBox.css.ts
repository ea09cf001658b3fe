import { style } from '@vanilla-extract/css';
import { boxInset } from '../../internal/boxInset.js';
import { cardBody, cardLabel, cardTitle } from '../../internal/cardText.js';
import { resetToneVars } from '../../internal/tone.css.js';
import { vars } from '../../themes/contract.css.js';
import { fontSize, fontWeight, radius, space } from '../../themes/tokens.js';

export const root = style({
  vars: resetToneVars,
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.large,
  alignItems: 'flex-start',
  padding: boxInset(space.xlarge),
  borderRadius: radius.large,
  background: vars.color.background.surface,
  color: vars.color.text.primary,
});

export const avatar = style({
  flexShrink: 0,
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: radius.full,
  overflow: 'hidden',
  lineHeight: 0,
});

export const initials = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4.5rem',
  height: '4.5rem',
  borderRadius: radius.full,
  background: vars.color.background.brand,
  color: vars.color.text.onBrand,
  fontSize: fontSize.xlarge,
  fontWeight: fontWeight.bold,
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xsmall,
  flex: '1 1 16rem',
  minWidth: 0,
});

export const kicker = style(cardLabel);

export const name = style(cardTitle);

export const role = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: fontSize.small,
});

export const bio = style(cardBody);
