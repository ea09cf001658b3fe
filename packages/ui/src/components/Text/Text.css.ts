import { recipe } from '@vanilla-extract/recipes';
import { toned } from '../../internal/tone.css';
import { fontSize, fontWeight, lineHeight } from '../../themes/tokens';

export const textSizes = ['small', 'body', 'large', 'xlarge'] as const;
export const textTones = ['primary', 'secondary', 'accent'] as const;
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export const textAligns = ['start', 'center'] as const;

export const root = recipe({
  base: {
    margin: 0,
    lineHeight: lineHeight.body,
    overflowWrap: 'break-word',
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
