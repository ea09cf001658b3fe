import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { actionRow } from '../../internal/actionRow.js';
import { brandToneVars } from '../../internal/tone.css.js';
import { vars } from '../../themes/contract.css.js';
import { contentWidth, media, radius, space } from '../../themes/tokens.js';

export const heroTones = ['default', 'surface', 'brand'] as const;
export const heroAligns = ['start', 'center'] as const;

export const root = recipe({
  base: {
    position: 'relative',
    overflow: 'hidden',
    paddingBlock: `calc(${space.section} * 0.9) ${space.section}`,
  },
  variants: {
    tone: {
      default: {
        background: `linear-gradient(180deg, ${vars.color.background.surface} 0%, ${vars.color.background.page} 100%)`,
        color: vars.color.text.primary,
      },
      surface: { background: vars.color.background.surface, color: vars.color.text.primary },
      brand: {
        vars: brandToneVars,
        backgroundColor: vars.color.background.brand,
        backgroundImage: `radial-gradient(ellipse at 90% 10%, ${vars.color.background.brandStrong} 0%, transparent 55%), radial-gradient(ellipse at 0% 100%, ${vars.color.background.brandStrong} 0%, transparent 50%)`,
        color: vars.color.text.onBrand,
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const inner = recipe({
  base: {
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: `calc(${contentWidth.page} + 2 * ${space.gutter})`,
    marginInline: 'auto',
    paddingInline: space.gutter,
    display: 'grid',
    // One column, as wide as the screen: never the width of the copy's longest word, which at
    // enlarged text on a phone can be wider than the screen (the word breaks instead).
    gridTemplateColumns: 'minmax(0, 1fr)',
    gap: space.xxlarge,
    alignItems: 'center',
  },
  variants: {
    withMedia: {
      true: {
        '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 1fr)' } },
      },
      false: {},
    },
  },
});

export const copy = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: space.large, minWidth: 0 },
  variants: {
    align: {
      start: { alignItems: 'flex-start', textAlign: 'start' },
      center: {
        alignItems: 'center',
        textAlign: 'center',
        // The column's width up to 52rem (as a centred box it would shrink to its content, and no
        // narrower than its longest word).
        inlineSize: '100%',
        maxWidth: '52rem',
        marginInline: 'auto',
      },
    },
  },
  defaultVariants: { align: 'start' },
});

// Its children are as wide as their content (not stretched), and no narrower than their longest
// word: capped at the column, a heading breaks a word too long for the screen instead.
globalStyle(`${copy.classNames.base} > *`, { maxInlineSize: '100%' });

export const actions = recipe({
  base: actionRow,
  variants: {
    align: { start: {}, center: { justifyContent: 'center' } },
  },
  defaultVariants: { align: 'start' },
});

export const mediaFrame = style({
  minWidth: 0,
  borderRadius: radius.large,
  overflow: 'hidden',
  boxShadow: vars.shadow.large,
  lineHeight: 0,
});
