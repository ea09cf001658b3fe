import { recipe } from '@vanilla-extract/recipes';
import { toned } from '../../internal/tone.css.js';
import { fontSize, fontWeight, lineHeight } from '../../themes/tokens.js';

export const textSizes = ['small', 'body', 'large', 'xlarge'] as const;
export const textTones = ['primary', 'secondary', 'accent'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export const textAligns = ['start', 'center'] as const;

export const root = recipe({
  base: {
    margin: 0,
    lineHeight: lineHeight.body,
    // A word wider than the whole line breaks instead of pushing the page sideways (at 200 %
    // text a long word in a large heading can be wider than a phone); 'break-word' would keep
    // the box as wide as the word in a flex or grid item. Columns have widths of their own in
    // rem, so no column shrinks to split words that would fit.
    overflowWrap: 'anywhere',
    textWrap: 'pretty',
  },
  variants: {
    size: {
      small: { fontSize: fontSize.small },
      body: { fontSize: fontSize.body },
      large: { fontSize: fontSize.large },
      xlarge: { fontSize: fontSize.xlarge, lineHeight: lineHeight.snug },
    },
    tone: {
      primary: { color: toned.text },
      secondary: { color: toned.textSecondary },
      accent: { color: toned.accent },
    },
    weight: {
      regular: { fontWeight: fontWeight.regular },
      medium: { fontWeight: fontWeight.medium },
      semibold: { fontWeight: fontWeight.semibold },
      bold: { fontWeight: fontWeight.bold },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
    },
    measure: {
      true: { maxWidth: '65ch' },
      false: {},
    },
  },
  compoundVariants: [
    { variants: { align: 'center', measure: true }, style: { marginInline: 'auto' } },
  ],
  defaultVariants: {
    size: 'body',
    tone: 'primary',
    weight: 'regular',
    align: 'start',
    measure: false,
  },
});
