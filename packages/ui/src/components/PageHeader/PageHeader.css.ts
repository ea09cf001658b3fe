import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { actionRow } from '../../internal/actionRow.js';
import { brandToneVars } from '../../internal/tone.css.js';
import { vars } from '../../themes/contract.css.js';
import { space } from '../../themes/tokens.js';

export const pageHeaderTones = ['surface', 'default', 'brand'] as const;

export const root = recipe({
  base: {
    paddingBlock: `${space.xlarge} clamp(${space.xlarge}, 6vw, ${space.xxxlarge})`,
    borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  },
  variants: {
    tone: {
      default: { background: vars.color.background.page, color: vars.color.text.primary },
      surface: { background: vars.color.background.surface, color: vars.color.text.primary },
      brand: {
        vars: brandToneVars,
        background: vars.color.background.brand,
        color: vars.color.text.onBrand,
        borderBlockEndColor: 'transparent',
      },
    },
  },
  defaultVariants: { tone: 'surface' },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: space.medium,
  maxWidth: '52rem',
});

export const breadcrumbs = style({ marginBlockEnd: space.large });

export const actions = style(actionRow);
