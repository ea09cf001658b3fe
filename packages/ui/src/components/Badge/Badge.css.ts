import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.js';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../themes/tokens.js';

export const badgeTones = ['neutral', 'accent', 'brand', 'success'] as const;

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: space.xxsmall,
    paddingBlock: '0.2rem',
    paddingInline: space.small,
    borderRadius: radius.full,
    fontSize: fontSize.small,
    fontWeight: fontWeight.medium,
    lineHeight: lineHeight.snug,
    // Wraps rather than overflowing its list when the text is enlarged.
    maxInlineSize: '100%',
    border: '1px solid transparent',
  },
  variants: {
    tone: {
      neutral: {
        background: vars.color.background.surface,
        color: vars.color.text.primary,
        borderColor: vars.color.border.subtle,
      },
      accent: { background: vars.color.background.accentSubtle, color: vars.color.text.accent },
      brand: { background: vars.color.background.brand, color: vars.color.text.onBrand },
      success: {
        background: vars.color.feedback.successBackground,
        color: vars.color.feedback.successText,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
