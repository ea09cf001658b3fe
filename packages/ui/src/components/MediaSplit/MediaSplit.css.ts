import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.js';
import { media, radius, space } from '../../themes/tokens.js';

export const mediaSplitAligns = ['center', 'start'] as const;

export const root = recipe({
  base: {
    display: 'grid',
    gap: `clamp(${space.xlarge}, 5vw, ${space.xxxlarge})`,
    '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
  },
  variants: {
    align: { center: { alignItems: 'center' }, start: { alignItems: 'start' } },
  },
  defaultVariants: { align: 'center' },
});

export const copy = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.medium,
  minWidth: 0,
});

export const mediaFrame = recipe({
  base: {
    minWidth: 0,
    borderRadius: radius.large,
    overflow: 'hidden',
    lineHeight: 0,
    boxShadow: vars.shadow.medium,
  },
  variants: {
    // Visual order only: the text stays first in the DOM (reading and tab order).
    reverse: { true: { '@media': { [media.desktop]: { order: -1 } } }, false: {} },
  },
});

export const bareFrame = {
  normal: style({ minWidth: 0 }),
  reverse: style({ minWidth: 0, '@media': { [media.desktop]: { order: -1 } } }),
};
