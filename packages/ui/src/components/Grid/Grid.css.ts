import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import {
  freshVisit,
  placedAgainstViewport,
  renderCellWhenNearViewport,
} from '../../internal/offscreen.css.js';
import { plainList } from '../../internal/plainList.js';
import { space } from '../../themes/tokens.js';

export const gridColumns = [1, 2, 3, 4] as const;
export const gridGaps = ['small', 'medium', 'large', 'xlarge'] as const;

const gap = createVar();

/**
 * At most `count` columns, each at least `minimum` wide (in rem, so it grows with the text): as
 * many as fit the grid's own width, so a grid reflows to fewer columns as text grows, in a narrow
 * container as on a narrow screen, and one column never overflows a box narrower than `minimum`.
 */
function columnsUpTo(count: number, minimum: string) {
  const widest = `calc((100% - ${count - 1} * ${gap}) / ${count})`;
  return `repeat(auto-fill, minmax(min(100%, max(${minimum}, ${widest})), 1fr))`;
}

export const root = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap,
    ...plainList,
  },
  variants: {
    columns: {
      1: {},
      2: { gridTemplateColumns: columnsUpTo(2, '17rem') },
      3: { gridTemplateColumns: columnsUpTo(3, '16rem') },
      4: { gridTemplateColumns: columnsUpTo(4, '13rem') },
    },
    gap: {
      small: { vars: { [gap]: space.small } },
      medium: { vars: { [gap]: space.medium } },
      large: { vars: { [gap]: space.large } },
      xlarge: { vars: { [gap]: space.xlarge } },
    },
  },
  defaultVariants: { columns: 3, gap: 'large' },
});

export const item = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

// Each cell (an `li` of a list, or a child of the grid) renders only near the viewport on a fresh visit.
globalStyle(
  `${freshVisit} ${root.classNames.base} > :not(:has(${placedAgainstViewport}))`,
  renderCellWhenNearViewport,
);
