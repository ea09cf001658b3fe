import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { toned } from '../../internal/tone.css';
import { vars } from '../../themes/contract.css';
import { fontSize, fontWeight, lineHeight, media, radius, space } from '../../themes/tokens';

export const stepListLayouts = ['horizontal', 'vertical'] as const;

export const root = recipe({
  base: {
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: space.xlarge,
    counterReset: 'lm-step',
  },
  variants: {
    layout: {
      // Horizontal from desktop: one column per step, up to four; a column on phones.
      horizontal: {
        '@media': {
          [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' },
        },
      },
      vertical: { gap: space.large },
    },
  },
  defaultVariants: { layout: 'horizontal' },
});

export const step = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    gap: space.medium,
    minWidth: 0,
    counterIncrement: 'lm-step',
  },
  variants: {
    layout: {
      horizontal: { flexDirection: 'column' },
      vertical: { flexDirection: 'row' },
    },
  },
});

export const number = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: radius.full,
  border: `2px solid ${toned.accent}`,
  color: toned.text,
  fontSize: fontSize.large,
  fontWeight: fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  background: vars.color.background.page,
  selectors: { '&::before': { content: 'counter(lm-step)' } },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xsmall,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: fontSize.large,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.snug,
  color: toned.text,
});

export const description = style({
  margin: 0,
  color: toned.textSecondary,
  lineHeight: lineHeight.body,
});
