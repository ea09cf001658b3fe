import { recipe } from '@vanilla-extract/recipes';
import { space } from '../../themes/tokens.js';

export const sectionHeaderAligns = ['start', 'center'] as const;

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: space.small,
    marginBlockEnd: `clamp(${space.xlarge}, 5vw, ${space.xxlarge})`,
  },
  variants: {
    align: {
      start: { alignItems: 'flex-start', textAlign: 'start', maxWidth: '48rem' },
      center: {
        alignItems: 'center',
        textAlign: 'center',
        maxWidth: '48rem',
        marginInline: 'auto',
      },
    },
  },
  defaultVariants: { align: 'center' },
});
