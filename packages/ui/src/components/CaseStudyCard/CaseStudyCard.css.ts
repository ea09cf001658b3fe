import { style } from '@vanilla-extract/css';
import { cardBody, cardLabel, cardTitle } from '../../internal/cardText.js';
import { resetToneVars } from '../../internal/tone.css.js';
import { vars } from '../../themes/contract.css.js';
import { radius, space } from '../../themes/tokens.js';

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

export const title = style(cardTitle);

export const description = style(cardBody);

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.small,
  marginBlockStart: 'auto',
  padding: space.large,
  borderRadius: radius.medium,
  background: vars.color.background.surface,
});

export const resultsHeading = style(cardLabel);
