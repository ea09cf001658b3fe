import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../internal/focus.js';
import { toned } from '../../internal/tone.css.js';
import { fontWeight, radius } from '../../themes/tokens.js';

export const textLinkWeights = ['regular', 'semibold'] as const;

export const root = recipe({
  base: {
    color: toned.link,
    textDecorationLine: 'underline',
    textDecorationThickness: '1px',
    textUnderlineOffset: '0.2em',
    borderRadius: radius.small,
    cursor: 'pointer',
    selectors: {
      '&:hover': { textDecorationThickness: '2px' },
      '&:focus-visible': focusRing,
    },
  },
  variants: {
    weight: {
      regular: {},
      semibold: { fontWeight: fontWeight.semibold },
    },
  },
  defaultVariants: { weight: 'regular' },
});

export const icon = style({ marginInlineStart: '0.2em', verticalAlign: '-0.15em' });
