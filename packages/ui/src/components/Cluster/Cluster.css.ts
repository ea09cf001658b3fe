import { recipe } from '@vanilla-extract/recipes';
import { plainList } from '../../internal/plainList.js';
import { space } from '../../themes/tokens.js';

export const clusterGaps = ['xxsmall', 'xsmall', 'small', 'medium', 'large', 'xlarge'] as const;
export const clusterJustifies = ['start', 'center', 'end', 'between'] as const;
export const clusterAligns = ['start', 'center', 'end', 'baseline'] as const;

export const root = recipe({
  base: { display: 'flex', flexWrap: 'wrap', ...plainList },
  variants: {
    gap: {
      xxsmall: { gap: space.xxsmall },
      xsmall: { gap: space.xsmall },
      small: { gap: space.small },
      medium: { gap: space.medium },
      large: { gap: space.large },
      xlarge: { gap: space.xlarge },
    },
    justify: {
      start: { justifyContent: 'flex-start' },
      center: { justifyContent: 'center' },
      end: { justifyContent: 'flex-end' },
      between: { justifyContent: 'space-between' },
    },
    align: {
      start: { alignItems: 'flex-start' },
      center: { alignItems: 'center' },
      end: { alignItems: 'flex-end' },
      baseline: { alignItems: 'baseline' },
    },
  },
  defaultVariants: { gap: 'small', justify: 'start', align: 'center' },
});
