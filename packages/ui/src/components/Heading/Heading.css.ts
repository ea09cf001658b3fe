import { recipe } from '@vanilla-extract/recipes';
import { toned } from '../../internal/tone.css.js';
import { vars } from '../../themes/contract.css.js';
import { fontSize, fontWeight, lineHeight } from '../../themes/tokens.js';

export const headingLevels = [1, 2, 3, 4, 5, 6] as const;
export const headingSizes = ['display', '1', '2', '3', '4', '5'] as const;
export const headingAligns = ['start', 'center'] as const;

export const root = recipe({
  base: {
    margin: 0,
    fontFamily: vars.font.heading,
    color: toned.text,
    textWrap: 'balance',
    // A word wider than the whole line breaks instead of pushing the page sideways (at 200 %
    // text a long word in a large heading can be wider than a phone); 'break-word' would keep
    // the box as wide as the word in a flex or grid item. Columns have widths of their own in
    // rem, so no column shrinks to split words that would fit.
    overflowWrap: 'anywhere',
    scrollMarginTop: 'calc(var(--lm-header-height, 4.5rem) + 1rem)',
  },
  variants: {
    size: {
      display: {
        fontSize: `calc(${fontSize.h1} * 1.15)`,
        fontWeight: fontWeight.bold,
        lineHeight: '1.1',
        letterSpacing: '-0.025em',
      },
      '1': {
        fontSize: fontSize.h1,
        fontWeight: fontWeight.bold,
        lineHeight: lineHeight.tight,
        letterSpacing: '-0.02em',
      },
      '2': {
        fontSize: fontSize.h2,
        fontWeight: fontWeight.bold,
        lineHeight: lineHeight.tight,
        letterSpacing: '-0.015em',
      },
      '3': { fontSize: fontSize.h3, fontWeight: fontWeight.semibold, lineHeight: lineHeight.snug },
      '4': {
        fontSize: fontSize.large,
        fontWeight: fontWeight.semibold,
        lineHeight: lineHeight.snug,
      },
      '5': {
        fontSize: fontSize.body,
        fontWeight: fontWeight.semibold,
        lineHeight: lineHeight.snug,
      },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
    },
  },
  defaultVariants: { size: '2', align: 'start' },
});
