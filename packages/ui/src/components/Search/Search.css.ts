import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { centredContent, primaryAction, quietControl } from '../../internal/controls.js';
import { focusRing } from '../../internal/focus.js';
import { plainList } from '../../internal/plainList.js';
import { vars } from '../../themes/contract.css.js';
import {
  fontSize,
  fontWeight,
  lineHeight,
  media,
  motion,
  radius,
  space,
  zIndex,
} from '../../themes/tokens.js';

/**
 * Every style of the search parts (SearchButton, SearchDialog, SearchForm, SearchResults) in one
 * file: SearchButton is in the page's HTML and brings this file with it, so the dialog that a site
 * loads later finds its styles already on the page.
 */

export const searchButtonVariants = ['icon', 'row'] as const;

/** A quiet 44 px button that may widen for a label. */
const control = {
  ...centredContent,
  gap: space.xsmall,
  minInlineSize: '2.75rem',
  blockSize: '2.75rem',
  padding: 0,
  ...quietControl,
  font: 'inherit',
  fontWeight: fontWeight.medium,
  textDecoration: 'none',
  transition: `background-color ${motion.fast} ${motion.easing}`,
} as const;

const controlVariants = {
  // Round, as the colour-mode toggle beside it in a header.
  icon: { borderRadius: radius.full },
  row: {
    inlineSize: '100%',
    justifyContent: 'flex-start',
    paddingInline: space.small,
  },
} as const;

/** The button that opens the dialog: shown only where scripting runs. */
export const button = recipe({
  base: [
    control,
    {
      '@media': {
        [media.reducedMotion]: { transition: 'none' },
        '(scripting: none)': { display: 'none' },
      },
    },
  ],
  variants: { variant: controlVariants },
  defaultVariants: { variant: 'icon' },
});

/** The link to the search page: shown only where scripting does not run. */
export const link = recipe({
  base: [
    control,
    {
      display: 'none',
      '@media': {
        [media.reducedMotion]: { transition: 'none' },
        '(scripting: none)': { display: 'inline-flex' },
      },
    },
  ],
  variants: { variant: controlVariants },
  defaultVariants: { variant: 'icon' },
});

const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.5rem)' },
  to: { opacity: 1, transform: 'none' },
});

/**
 * The modal dialog: a panel near the top of the viewport, its results scrolling inside it. It has
 * no padding of its own, so a click whose target is the dialog itself landed on the backdrop.
 */
export const dialog = style({
  boxSizing: 'border-box',
  inlineSize: `min(40rem, calc(100vw - 2 * ${space.medium}))`,
  maxInlineSize: 'none',
  maxBlockSize: `calc(100dvh - 2 * ${space.medium})`,
  marginBlock: `${space.medium} auto`,
  marginInline: 'auto',
  padding: 0,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: radius.large,
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.large,
  zIndex: zIndex.overlay,
  overflow: 'hidden',
  selectors: {
    '&[open]': { display: 'flex', animation: `${rise} ${motion.medium} ${motion.easing}` },
    '&::backdrop': {
      backgroundColor: `color-mix(in srgb, ${vars.color.background.brandStrong} 60%, transparent)`,
    },
  },
  '@media': {
    [media.tablet]: { marginBlockStart: '10dvh', maxBlockSize: '80dvh' },
    [media.reducedMotion]: { animation: 'none !important' },
  },
});

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.medium,
  inlineSize: '100%',
  minBlockSize: 0,
  padding: space.large,
});

/** Form, status and results, one under the other; in the dialog, the results scroll. */
export const panelBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.medium,
  minBlockSize: 0,
});

export const dialogTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space.medium,
});

export const dialogTitle = style({
  margin: 0,
  fontSize: fontSize.large,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.snug,
});

export const closeButton = style([control, { inlineSize: '2.75rem', flexShrink: 0 }]);

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xsmall,
});

export const label = style({
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.snug,
});

export const fieldRow = style({
  display: 'flex',
  // The button goes under the field when both do not fit (enlarged text on a narrow phone).
  flexWrap: 'wrap',
  gap: space.xsmall,
});

export const input = style({
  boxSizing: 'border-box',
  // Room for a few words before the button moves under it.
  flex: '1 1 10rem',
  minInlineSize: 0,
  minBlockSize: '2.75rem',
  margin: 0,
  paddingBlock: space.xsmall,
  paddingInline: space.small,
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: radius.medium,
  background: vars.color.background.page,
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: fontSize.body,
  lineHeight: lineHeight.body,
  selectors: {
    '&::placeholder': { color: vars.color.text.secondary, opacity: 1 },
    '&:hover': { borderColor: vars.color.text.primary },
    '&:focus-visible': { ...focusRing, borderColor: vars.color.focus.ring },
  },
});

export const submit = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xsmall,
  // Before the fragment: the `font` shorthand would reset its weight.
  font: 'inherit',
  ...primaryAction,
  cursor: 'pointer',
  selectors: {
    // Hover only: a pressed submit keeps the fill it had.
    '&:hover': { backgroundColor: vars.color.action.primaryHover },
    '&:focus-visible': focusRing,
  },
});

export const status = style({
  margin: 0,
  minBlockSize: `calc(${fontSize.small} * ${lineHeight.snug})`,
  fontSize: fontSize.small,
  lineHeight: lineHeight.snug,
  color: vars.color.text.secondary,
});

export const scroller = style({
  minBlockSize: 0,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  // Room for the focus ring of the first and last result.
  padding: space.xxsmall,
  margin: `calc(-1 * ${space.xxsmall})`,
});

export const results = style({
  display: 'grid',
  gap: space.xsmall,
  ...plainList,
});

export const result = style({
  position: 'relative',
  display: 'grid',
  gap: space.xxsmall,
  padding: space.small,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: radius.medium,
  backgroundColor: vars.color.background.page,
  selectors: {
    '&:hover, &:has(a:focus-visible)': { backgroundColor: vars.color.background.surface },
  },
});

export const resultTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  columnGap: space.small,
  rowGap: space.xxsmall,
});

/** The result's link: its title; the whole card is its click target (the ::after covers it). */
export const resultLink = style({
  color: vars.color.text.link,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.snug,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: radius.small,
  outline: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: radius.medium },
    '&:focus-visible::after': focusRing,
  },
});

export const resultType = style({
  flexShrink: 0,
  paddingBlock: '0.1rem',
  paddingInline: space.xsmall,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: radius.full,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  fontSize: fontSize.small,
  fontWeight: fontWeight.medium,
  lineHeight: lineHeight.snug,
});

export const excerpt = style({
  margin: 0,
  fontSize: fontSize.small,
  lineHeight: lineHeight.body,
  color: vars.color.text.secondary,
});

/** A match inside an excerpt: bold and on the accent tint, so it is not told by colour alone. */
export const mark = style({
  backgroundColor: vars.color.background.accentSubtle,
  color: vars.color.text.primary,
  fontWeight: fontWeight.semibold,
  borderRadius: radius.small,
  paddingInline: '0.1em',
});

/** The dialog's setting for its keyboard shortcut: a native checkbox and its label, one target. */
export const shortcutToggle = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xsmall,
  minBlockSize: '2.75rem',
  fontSize: fontSize.small,
  color: vars.color.text.secondary,
  cursor: 'pointer',
});

export const shortcutCheckbox = style({
  inlineSize: '1.25rem',
  blockSize: '1.25rem',
  flexShrink: 0,
  accentColor: vars.color.action.primary,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
});
