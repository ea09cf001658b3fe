import { recipe } from '@vanilla-extract/recipes';
import { renderWhenNearViewport } from '../../internal/offscreen.css.js';
import { brandToneVars } from '../../internal/tone.css.js';
import { vars } from '../../themes/contract.css.js';
import { space } from '../../themes/tokens.js';

export const sectionTones = ['default', 'surface', 'accent', 'brand'] as const;
export const sectionSpacings = ['default', 'compact', 'none'] as const;

export const root = recipe({
  base: {
    // Anchored sections land below the sticky header, not underneath it.
    scrollMarginTop: 'calc(var(--lm-header-height, 4.5rem) + 1rem)',
    ...renderWhenNearViewport,
  },
  variants: {
    tone: {
      default: { background: vars.color.background.page, color: vars.color.text.primary },
      surface: { background: vars.color.background.surface, color: vars.color.text.primary },
      accent: { background: vars.color.background.accentSubtle, color: vars.color.text.primary },
      brand: {
        vars: brandToneVars,
        backgroundColor: vars.color.background.brand,
        backgroundImage: `radial-gradient(ellipse at 85% 0%, ${vars.color.background.brandStrong} 0%, transparent 60%)`,
        color: vars.color.text.onBrand,
      },
    },
    spacing: {
      default: { paddingBlock: space.section },
      compact: { paddingBlock: `calc(${space.section} * 0.6)` },
      none: { paddingBlock: 0 },
    },
  },
  defaultVariants: { tone: 'default', spacing: 'default' },
});
