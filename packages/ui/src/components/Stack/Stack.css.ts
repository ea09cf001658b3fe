import { recipe } from '@vanilla-extract/recipes';
import { space } from '../../themes/tokens.js';

export const stackGaps = [
  'none',
  'xxsmall',
  'xsmall',
  'small',
  'medium',
  'large',
  'xlarge',
  'xxlarge',
  'xxxlarge',
] as const;
export const stackAligns = ['stretch', 'start', 'center', 'end'] as const;

const gapVariants = Object.fromEntries(
  stackGaps.map((gap) => [gap, { gap: space[gap] }]),
) as Record<(typeof stackGaps)[number], { gap: string }>;

export const root = recipe({
  base: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  variants: {
    gap: gapVariants,
    align: {
      stretch: { alignItems: 'stretch' },
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center', textAlign: 'center' },
      end: { alignItems: 'flex-end' },
    },
  },
  defaultVariants: { gap: 'medium', align: 'stretch' },
});
