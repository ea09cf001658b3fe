import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { resetToneVars, toned } from '../../internal/tone.css.js';
import { vars } from '../../themes/contract.css.js';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../themes/tokens.js';

export const statCardVariants = ['plain', 'card'] as const;

export const root = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: space.xxsmall, minWidth: 0 },
  variants: {
    variant: {
      plain: {},
      card: {
        vars: resetToneVars,
        padding: space.large,
        borderRadius: radius.large,
        background: vars.color.background.raised,
        border: `1px solid ${vars.color.border.subtle}`,
        boxShadow: vars.shadow.small,
        height: '100%',
        boxSizing: 'border-box',
      },
    },
  },
  defaultVariants: { variant: 'plain' },
});

export const value = style({
  margin: 0,
  fontSize: fontSize.h2,
  fontWeight: fontWeight.bold,
  lineHeight: lineHeight.tight,
  letterSpacing: '-0.02em',
  color: toned.accent,
  fontVariantNumeric: 'tabular-nums',
});

export const label = style({
  margin: 0,
  fontWeight: fontWeight.semibold,
  color: toned.text,
  lineHeight: lineHeight.snug,
});

export const description = style({
  margin: 0,
  fontSize: fontSize.small,
  color: toned.textSecondary,
  lineHeight: lineHeight.body,
});
