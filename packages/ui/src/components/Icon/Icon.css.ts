import { recipe } from '@vanilla-extract/recipes';

export const iconSizes = ['small', 'medium', 'large', 'xlarge'] as const;

export const root = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    // The paint of the outline glyphs: the sprite's symbols inherit it through <use>.
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 2,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  },
  variants: {
    size: {
      small: { width: '1rem', height: '1rem' },
      medium: { width: '1.25rem', height: '1.25rem' },
      large: { width: '1.5rem', height: '1.5rem' },
      xlarge: { width: '2rem', height: '2rem' },
    },
  },
  defaultVariants: { size: 'medium' },
});
