import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { plainList } from '../../internal/plainList.js';
import { toned } from '../../internal/tone.css.js';
import { fontWeight, lineHeight, media, radius, space } from '../../themes/tokens.js';

export const listMarkers = ['check', 'bullet', 'number', 'none'] as const;
export const listColumns = [1, 2] as const;
export const listSizes = ['small', 'body'] as const;

export const root = recipe({
  base: {
    ...plainList,
    display: 'grid',
    gap: space.small,
    counterReset: 'lm-list',
    color: toned.text,
    lineHeight: lineHeight.body,
  },
  variants: {
    columns: {
      1: {},
      2: {
        '@media': {
          [media.tablet]: {
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            columnGap: space.xlarge,
          },
        },
      },
    },
    size: {
      small: { fontSize: '0.875rem', gap: space.xsmall },
      body: {},
    },
  },
  defaultVariants: { columns: 1, size: 'body' },
});

export const item = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.small,
  minWidth: 0,
  counterIncrement: 'lm-list',
});

export const marker = recipe({
  base: {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    marginBlockStart: '0.15em',
  },
  variants: {
    marker: {
      check: {
        width: '1.35em',
        height: '1.35em',
        borderRadius: radius.full,
        background: `color-mix(in srgb, ${toned.accent} 16%, transparent)`,
        color: toned.accent,
      },
      bullet: {
        width: '1.35em',
        height: '1.35em',
        selectors: {
          '&::before': {
            content: '""',
            width: '0.45em',
            height: '0.45em',
            borderRadius: radius.full,
            background: toned.accent,
          },
        },
      },
      number: {
        minWidth: '1.6em',
        height: '1.6em',
        marginBlockStart: 0,
        borderRadius: radius.full,
        border: `2px solid ${toned.accent}`,
        color: toned.text,
        fontWeight: fontWeight.semibold,
        fontSize: '0.85em',
        selectors: { '&::before': { content: 'counter(lm-list)' } },
      },
      none: { display: 'none' },
    },
  },
});

export const content = style({ minWidth: 0 });
