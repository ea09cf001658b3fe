import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { colorModes } from '../../colorMode/colorMode.js';
import { focusRing } from '../../internal/focus.js';
import { textZoomSteps } from '../../textZoom/textZoom.js';
import { vars } from '../../themes/contract.css.js';
import {
  contentWidth,
  fontSize,
  fontWeight,
  media,
  radius,
  space,
  zIndex,
} from '../../themes/tokens.js';
import { root as visuallyHidden } from '../VisuallyHidden/VisuallyHidden.css.js';
import { colorModeChoiceAttribute, textSizeStepAttribute } from './enhance.js';

/** The height of one row of the bar: every control is this tall (a 24 px target and more). */
const rowSize = '2.25rem';

export const root = styleVariants({
  bar: {
    backgroundColor: vars.color.background.surface,
    borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
    fontSize: fontSize.small,
  },
  panel: { marginBlockStart: space.large, fontSize: fontSize.body },
});

export const inner = styleVariants({
  bar: {
    display: 'flex',
    // Phones: one row (the skip link is out of the flow, the options in a popover) while it fits,
    // the language link on a row of its own once enlarged text leaves no room beside the options
    // button; wider screens have every control in the bar and wrap onto more rows as text grows.
    flexWrap: 'wrap',
    alignItems: 'center',
    rowGap: space.xxsmall,
    // Same box as the header's bar and Container width="page": edges line up with the page.
    maxInlineSize: `calc(${contentWidth.page} + 2 * ${space.gutter})`,
    marginInline: 'auto',
    // Phones: spacing in px, so the one row keeps its room for text at every text size.
    paddingInline: '12px',
    paddingBlock: '4px',
    columnGap: '8px',
    '@media': {
      [media.tablet]: {
        paddingInline: space.gutter,
        paddingBlock: space.xxsmall,
        columnGap: space.medium,
      },
    },
  },
  panel: { display: 'grid', gap: space.medium },
});

/** Where the options popover hangs from: the bottom of its button. */
const optionsAnchor = '--lm-accessibility-options';

/** The bar's button on phones that opens the options; wider screens show them in the bar. */
export const optionsButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xsmall,
  minBlockSize: rowSize,
  paddingInline: '6px',
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: radius.small,
  backgroundColor: vars.color.background.page,
  color: vars.color.text.primary,
  font: 'inherit',
  fontWeight: fontWeight.semibold,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  anchorName: optionsAnchor,
  selectors: {
    '&:hover': { backgroundColor: vars.color.action.secondaryHover },
    '&:focus-visible': focusRing,
  },
  '@media': { [media.tablet]: { display: 'none' } },
});

/**
 * The options: on phones a popover (the platform opens and closes it, Escape and a tap outside
 * included) across the page under the bar; from the tablet width the same elements sit in the
 * bar itself (`display: contents` overrides the closed popover's `display: none`).
 */
export const options = style({
  margin: 0,
  padding: space.gutter,
  border: 0,
  borderBlockEnd: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.surface,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.medium,
  // Under the bar: at its button's bottom edge where anchors are supported, else at the top.
  positionAnchor: optionsAnchor,
  insetBlockStart: `anchor(${optionsAnchor} bottom, 0px)`,
  insetInline: 0,
  insetBlockEnd: 'auto',
  inlineSize: 'auto',
  maxBlockSize: '85dvh',
  overflowY: 'auto',
  selectors: {
    '&:popover-open': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: space.medium,
    },
  },
  '@media': { [media.tablet]: { display: 'contents' } },
});

export const links = styleVariants({
  bar: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: space.medium,
    // The links sit at the bar's start, the controls and the language at its far end.
    marginInlineEnd: 'auto',
  },
  panel: { display: 'grid', gap: space.xsmall },
});

const linkBase = {
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: rowSize,
  color: vars.color.text.primary,
  fontWeight: fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  borderRadius: radius.small,
} as const;

export const link = style({
  ...linkBase,
  selectors: { '&:focus-visible': focusRing },
});

/**
 * Visible in the bar from the tablet width; on phones, where the bar has no room to spare, it is
 * off-screen until focused and then shows over the page's top corner (out of the flow: no shift).
 */
export const skipLink = style({
  ...linkBase,
  position: 'absolute',
  insetBlockStart: space.xsmall,
  insetInlineStart: space.xsmall,
  zIndex: zIndex.toast + 1,
  paddingInline: space.medium,
  backgroundColor: vars.color.action.primary,
  color: vars.color.action.primaryText,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', ...focusRing },
  },
  '@media': {
    [media.tablet]: {
      position: 'static',
      transform: 'none',
      paddingInline: 0,
      backgroundColor: 'transparent',
      color: vars.color.text.primary,
    },
  },
});

const fieldsetReset = { margin: 0, padding: 0, border: 0, minInlineSize: 0 } as const;

export const group = styleVariants({
  bar: {
    ...fieldsetReset,
    display: 'flex',
    alignItems: 'center',
    gap: space.xsmall,
  },
  panel: { ...fieldsetReset, display: 'grid', gap: space.xsmall },
});

// Buttons that need JavaScript are not displayed where it cannot run.
globalStyle(`${group.bar}, ${group.panel}`, {
  '@media': { '(scripting: none)': { display: 'none' } },
});

export const language = styleVariants({
  // Phones: at the row's far end, after the options button.
  bar: {
    display: 'flex',
    marginInlineStart: 'auto',
    '@media': { [media.tablet]: { marginInlineStart: 0 } },
  },
  panel: {},
});

export const hiddenLabel = visuallyHidden;

export const panelLabel = style({
  padding: 0,
  fontSize: fontSize.small,
  fontWeight: fontWeight.semibold,
  color: vars.color.text.secondary,
});

export const buttons = style({ display: 'inline-flex', flexWrap: 'wrap', gap: space.xxsmall });

const pressedLook = {
  backgroundColor: vars.color.action.primary,
  borderColor: vars.color.action.primary,
  color: vars.color.action.primaryText,
} as const;

export const button = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minInlineSize: rowSize,
  minBlockSize: rowSize,
  paddingInline: space.xsmall,
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: radius.small,
  backgroundColor: vars.color.background.page,
  color: vars.color.text.primary,
  font: 'inherit',
  fontWeight: fontWeight.bold,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.action.secondaryHover },
    '&:focus-visible': focusRing,
    '&[aria-pressed="true"]': pressedLook,
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.55 },
  },
  '@media': {
    // The system's palette: a pressed button keeps a visible difference (its highlight).
    '(forced-colors: active)': {
      selectors: {
        '&[aria-pressed="true"]': {
          backgroundColor: 'Highlight',
          color: 'HighlightText',
          forcedColorAdjust: 'none',
        },
      },
    },
  },
});

/*
 * The same states read from `<html>`, which the head script sets before first paint: the current
 * choice shows as pressed (and A- / A+ as unavailable at the ends) before the page's script has
 * set the ARIA states, so nothing changes when it does.
 */
for (const mode of colorModes) {
  globalStyle(
    `:root[data-color-mode="${mode}"] ${button}[${colorModeChoiceAttribute}="${mode}"]`,
    pressedLook,
  );
}
globalStyle(`:root:not([data-text-size]) ${button}[${textSizeStepAttribute}="0"]`, pressedLook);
const smallest = textZoomSteps[0];
const largest = textZoomSteps[textZoomSteps.length - 1];
globalStyle(
  `:root[data-text-size="${smallest}"] ${button}[${textSizeStepAttribute}="-1"], :root[data-text-size="${largest}"] ${button}[${textSizeStepAttribute}="1"]`,
  { cursor: 'not-allowed', opacity: 0.55 },
);
