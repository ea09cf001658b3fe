import { style } from '@vanilla-extract/css';
import { boxInset } from '../../internal/boxInset.js';
import { focusRingInside } from '../../internal/focus.js';
import { resetToneVars } from '../../internal/tone.css.js';
import { vars } from '../../themes/contract.css.js';
import {
  fontSize,
  fontWeight,
  lineHeight,
  media,
  motion,
  radius,
  space,
} from '../../themes/tokens.js';

export const group = style({
  vars: resetToneVars,
  display: 'flex',
  flexDirection: 'column',
  gap: space.small,
});

export const item = style({
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.background.raised,
  color: vars.color.text.primary,
  transition: `box-shadow ${motion.medium} ${motion.easing}`,
  selectors: { '&[open]': { boxShadow: vars.shadow.small } },
});

// A flex item: without a minimum of 0 it is as wide as its longest word, and at 200 % text a long
// Telugu word pushed the chevron off a phone's screen.
export const heading = style({ margin: 0, minWidth: 0, font: 'inherit', color: 'inherit' });

const insetInline = boxInset(space.large);

export const trigger = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '3.5rem',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.medium,
  // With the text at 200 % on a phone, 1.5rem a side left a question's line under four of its ems.
  padding: `${space.medium} ${insetInline}`,
  border: 0,
  borderRadius: radius.medium,
  background: 'transparent',
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: fontSize.large,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.snug,
  textAlign: 'start',
  cursor: 'pointer',
  listStyle: 'none',
  selectors: {
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { color: vars.color.text.link },
    '&:focus-visible': focusRingInside,
  },
});

export const chevron = style({
  display: 'inline-flex',
  flexShrink: 0,
  color: vars.color.text.secondary,
  transition: `transform ${motion.medium} ${motion.easing}`,
  selectors: { '[open] > summary > &': { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

export const panel = style({
  color: vars.color.text.secondary,
  lineHeight: lineHeight.body,
});

export const panelInner = style({ padding: `0 ${insetInline} ${space.large}` });

export const text = style({ margin: 0 });
