import { recipe } from '@vanilla-extract/recipes';
import { contentWidth, space } from '../../themes/tokens.js';

export const containerWidths = ['page', 'prose', 'narrow', 'full'] as const;

export const root = recipe({
  base: {
    boxSizing: 'border-box',
    width: '100%',
    marginInline: 'auto',
    paddingInline: space.gutter,
  },
  variants: {
    width: {
      page: { maxWidth: `calc(${contentWidth.page} + 2 * ${space.gutter})` },
      prose: { maxWidth: `calc(${contentWidth.prose} + 2 * ${space.gutter})` },
      narrow: { maxWidth: `calc(48rem + 2 * ${space.gutter})` },
      full: { maxWidth: 'none' },
    },
  },
  defaultVariants: { width: 'page' },
});
