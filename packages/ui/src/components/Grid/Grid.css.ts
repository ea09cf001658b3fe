import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { plainList } from '../../internal/plainList';
import { media, space } from '../../themes/tokens';

export const gridColumns = [1, 2, 3, 4] as const;
export const gridGaps = ['small', 'medium', 'large', 'xlarge'] as const;

export const root = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    ...plainList,
  },
  variants: {
    columns: {
      1: {},
      2: { '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } } },
      3: {
        '@media': {
          [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.desktop]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
        },
      },
      4: {
        '@media': {
          [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.desktop]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
        },
      },
    },
    gap: {
      small: { gap: space.small },
      medium: { gap: space.medium },
      large: { gap: space.large },
      xlarge: { gap: space.xlarge },
    },
  },
  defaultVariants: { columns: 3, gap: 'large' },
});

export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
