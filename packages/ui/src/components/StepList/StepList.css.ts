import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  badgeBox,
  besideBadge,
  copyColumn,
  itemDescription,
  itemTitle,
} from '../../internal/badgedItem.js';
import { plainList } from '../../internal/plainList.js';
import { toned } from '../../internal/tone.css.js';
import { vars } from '../../themes/contract.css.js';
import { fontSize, fontWeight, media, radius, space } from '../../themes/tokens.js';

export const stepListLayouts = ['horizontal', 'vertical'] as const;

export const root = recipe({
  base: {
    ...plainList,
    display: 'grid',
    gap: space.xlarge,
    counterReset: 'lm-step',
  },
  variants: {
    layout: {
      // Horizontal from desktop: one column per step, up to four; a column on phones.
      horizontal: {
        '@media': {
          [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
          [media.desktop]: { gridTemplateColumns: 'repeat(auto-fit, minmax(12rem, 1fr))' },
        },
      },
      vertical: { gap: space.large },
    },
  },
  defaultVariants: { layout: 'horizontal' },
});

export const step = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    gap: space.medium,
    minWidth: 0,
    counterIncrement: 'lm-step',
  },
  variants: {
    layout: {
      horizontal: { flexDirection: 'column' },
      vertical: besideBadge.row,
    },
  },
});

export const number = style({
  ...badgeBox,
  borderRadius: radius.full,
  border: `2px solid ${toned.accent}`,
  color: toned.text,
  fontSize: fontSize.large,
  fontWeight: fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
  background: vars.color.background.page,
  selectors: { '&::before': { content: 'counter(lm-step)' } },
});

export const copy = recipe({
  base: copyColumn,
  variants: { layout: { horizontal: {}, vertical: besideBadge.copy } },
});

export const title = style(itemTitle);

export const description = style(itemDescription);
