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
  },
  variants: {
    tone: {
      // The tones with the page's text render near the viewport; the brand tone's light text, as
      // usual (renderWhenNearViewport says why).
      default: {
        background: vars.color.background.page,
        color: vars.color.text.primary,
        ...renderWhenNearViewport,
      },
      surface: {
        background: vars.color.background.surface,
        color: vars.color.text.primary,
        ...renderWhenNearViewport,
      },
      accent: {
        background: vars.color.background.accentSubtle,
        color: vars.color.text.primary,
        ...renderWhenNearViewport,
      },
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
