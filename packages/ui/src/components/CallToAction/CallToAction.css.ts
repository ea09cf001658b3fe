import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { actionRow } from '../../internal/actionRow.js';
import { boxInset } from '../../internal/boxInset.js';
import { brandToneVars } from '../../internal/tone.css.js';
import { vars } from '../../themes/contract.css.js';
import { contentWidth, radius, space } from '../../themes/tokens.js';

export const callToActionTones = ['brand', 'surface'] as const;

export const root = style({
  paddingBlock: space.section,
  paddingInline: space.gutter,
});

export const panel = recipe({
  base: {
    boxSizing: 'border-box',
    maxWidth: contentWidth.page,
    marginInline: 'auto',
    // Beside the text, from a phone's share of its width (boxInset) up to 4.5rem on a wide screen.
    padding: `clamp(${space.xlarge}, 6vw, ${space.xxxlarge}) clamp(${boxInset(space.large)}, 5vw, ${space.xxxlarge})`,
    borderRadius: radius.large,
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: space.large,
  },
  variants: {
    tone: {
      brand: {
        vars: brandToneVars,
        backgroundColor: vars.color.background.brand,
        backgroundImage: `radial-gradient(ellipse at 100% 0%, ${vars.color.background.brandStrong} 0%, transparent 60%)`,
        color: vars.color.text.onBrand,
        boxShadow: vars.shadow.large,
      },
      surface: {
        background: vars.color.background.surface,
        color: vars.color.text.primary,
        border: `1px solid ${vars.color.border.subtle}`,
      },
    },
  },
  defaultVariants: { tone: 'brand' },
});

export const actions = style({ ...actionRow, justifyContent: 'center' });
