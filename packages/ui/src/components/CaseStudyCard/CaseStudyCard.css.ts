import { style } from '@vanilla-extract/css';
import { boxInset } from '../../internal/boxInset.js';
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
  // With the text at 200 % on a 390 px phone, a fixed 2rem here and 1.5rem around the results
  // left the results' lines 23 px wide.
  padding: boxInset(space.xlarge),
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
  padding: boxInset(space.large, 4),
  borderRadius: radius.medium,
  background: vars.color.background.surface,
});

export const resultsHeading = style(cardLabel);
