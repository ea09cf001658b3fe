import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../themes/contract.css.js';
import { radius } from '../../themes/tokens.js';

export const imageFits = ['cover', 'contain'] as const;
export const imageRadii = ['none', 'medium', 'large'] as const;
export const imageRatios = ['intrinsic', '16/9', '4/3', '3/2', '1/1'] as const;

/** A `<picture>` adds no box of its own: the `<img>` inside lays out as it would alone. */
export const picture = style({ display: 'contents' });

export const root = recipe({
  base: {
    display: 'block',
    // Fill the frame it is placed in (hero, card, split); the width/height attributes still give
    // the browser the aspect ratio before the file arrives.
    width: '100%',
    maxWidth: '100%',
    height: 'auto',
    // A tint while the image loads, so the reserved box is visible rather than blank.
    backgroundColor: vars.color.background.surface,
  },
  variants: {
    fit: {
      cover: { objectFit: 'cover' },
      contain: { objectFit: 'contain' },
    },
    radius: {
      none: {},
      medium: { borderRadius: radius.medium },
      large: { borderRadius: radius.large },
    },
    ratio: {
      intrinsic: {},
      '16/9': { width: '100%', aspectRatio: '16 / 9' },
      '4/3': { width: '100%', aspectRatio: '4 / 3' },
      '3/2': { width: '100%', aspectRatio: '3 / 2' },
      '1/1': { width: '100%', aspectRatio: '1 / 1' },
    },
  },
  defaultVariants: { fit: 'cover', radius: 'none', ratio: 'intrinsic' },
});
