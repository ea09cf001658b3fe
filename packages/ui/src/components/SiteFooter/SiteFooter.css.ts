import { globalStyle, style } from '@vanilla-extract/css';
import { focusRingOnBrand } from '../../internal/focus.js';
import { vars } from '../../themes/contract.css.js';
import {
  contentWidth,
  floatingCorner,
  fontSize,
  fontWeight,
  media,
  radius,
  space,
} from '../../themes/tokens.js';

/** A dark brand band in both modes: text uses the on-brand tokens. */
export const root = style({
  backgroundColor: vars.color.background.brandStrong,
  color: vars.color.text.onBrandSecondary,
  paddingBlockStart: space.xxlarge,
  // Room for a floating button (the chat bubble) below the last line, so it never covers a link.
  paddingBlockEnd: `calc(${floatingCorner.size} + 2 * ${floatingCorner.inset})`,
  paddingInline: space.gutter,
  fontSize: fontSize.small,
  // Light text on a dark background: rendered as usual on a fresh visit too (renderWhenNearViewport).
});

export const inner = style({
  // Same content width as Container width="page" (the root carries the gutter).
  maxInlineSize: contentWidth.page,
  marginInline: 'auto',
  display: 'grid',
  gap: space.xlarge,
});

export const grid = style({
  display: 'grid',
  gap: space.xlarge,
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  '@media': {
    [media.desktop]: { gridTemplateColumns: '1.4fr repeat(auto-fit, minmax(10rem, 1fr))' },
  },
});

export const brand = style({ display: 'grid', gap: space.medium, alignContent: 'start' });

export const logo = style({ color: vars.color.text.onBrand });

export const about = style({ maxInlineSize: '36ch', lineHeight: 1.6 });

export const heading = style({
  color: vars.color.text.onBrand,
  fontSize: fontSize.body,
  fontWeight: fontWeight.semibold,
  marginBlockEnd: space.small,
});

export const list = style({ listStyle: 'none', padding: 0, display: 'grid', gap: space.xsmall });

export const link = style({
  color: vars.color.text.onBrandSecondary,
  textDecoration: 'none',
  borderRadius: radius.small,
  selectors: {
    '&:hover': { color: vars.color.text.onBrand, textDecoration: 'underline' },
    '&:focus-visible': focusRingOnBrand,
  },
});

export const address = style({ fontStyle: 'normal', display: 'grid', gap: space.xxsmall });

export const social = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xsmall,
  listStyle: 'none',
  padding: 0,
});

export const socialLink = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  borderRadius: radius.full,
  border: `1px solid ${vars.color.text.onBrandSecondary}`,
  color: vars.color.text.onBrand,
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.brand },
    '&:focus-visible': focusRingOnBrand,
  },
});

export const socialIcon = style({ display: 'inline-flex' });

/** The external-link mark: a small badge on the circle's corner (currentColor, so forced colours keep it). */
export const socialExternal = style({
  position: 'absolute',
  insetBlockStart: '-0.25rem',
  insetInlineEnd: '-0.25rem',
  display: 'inline-flex',
  padding: '0.125rem',
  borderRadius: radius.full,
  backgroundColor: vars.color.background.brand,
  color: vars.color.text.onBrand,
});
globalStyle(`${socialExternal} > svg`, { width: '0.75rem', height: '0.75rem' });
// 18 px, between the Icon sizes; class + element outranks the Icon's own size class.
globalStyle(`${socialIcon} > svg`, { width: '1.125rem', height: '1.125rem' });

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.medium,
  justifyContent: 'space-between',
  alignItems: 'center',
  paddingBlockStart: space.large,
  borderBlockStart: `1px solid ${vars.color.background.brand}`,
});

export const legal = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.medium,
  listStyle: 'none',
  padding: 0,
});
