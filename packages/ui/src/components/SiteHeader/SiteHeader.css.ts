import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { primaryAction, quietControl, squareTarget } from '../../internal/controls.js';
import { focusRing } from '../../internal/focus.js';
import { vars } from '../../themes/contract.css.js';
import {
  breakpoint,
  contentWidth,
  fontSize,
  fontWeight,
  headerScrollThreshold,
  media,
  motion,
  radius,
  space,
  zIndex,
} from '../../themes/tokens.js';

/**
 * The header's breakpoints in em, not px: an em in a media query is the reader's default text
 * size, so with text enlarged (browser text size, text-only zoom) the bar switches to the compact
 * layout (menu button) at widths where the full one no longer fits. At the default 16 px they are
 * the breakpoint tokens exactly.
 */
const textMedia = {
  tablet: `screen and (min-width: ${breakpoint.tablet / 16}em)`,
  desktop: `screen and (min-width: ${breakpoint.desktop / 16}em)`,
  wide: `screen and (min-width: ${breakpoint.wide / 16}em)`,
} as const;

const forcedColors = '(forced-colors: active)';

const scrolledLook = {
  backgroundColor: vars.color.background.pinned,
  boxShadow: vars.shadow.header,
  borderBlockEndColor: vars.color.border.subtle,
} as const;

/** The scrolled look as a scroll-driven animation: no JavaScript needed where it is supported. */
const turnScrolled = keyframes({ to: scrolledLook });

export const root = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: zIndex.header,
  backgroundColor: vars.color.background.page,
  borderBlockEnd: '1px solid transparent',
  transition: `background-color ${motion.medium} ${motion.easing}, box-shadow ${motion.medium} ${motion.easing}`,
  selectors: {
    '&[data-scrolled]': scrolledLook,
    // Taller than a fifth of the viewport (large text): it scrolls away rather than hide the page.
    '&[data-unpinned]': { position: 'relative' },
  },
  '@supports': {
    '(animation-timeline: scroll())': {
      animation: `${turnScrolled} linear both`,
      animationTimeline: 'scroll(root block)',
      animationRange: `${headerScrollThreshold}px ${headerScrollThreshold + 1}px`,
    },
  },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

/** The strip of language links above the header: page background, a hairline below. */
export const bar = style({
  display: 'flex',
  // Where even the smallest logo leaves too little room (very large text on a narrow screen), the
  // controls take a second row rather than leave the screen.
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space.medium,
  // Same box as Container width="page": content edges line up with the page below.
  maxInlineSize: `calc(${contentWidth.page} + 2 * ${space.gutter})`,
  marginInline: 'auto',
  paddingInline: space.gutter,
  minBlockSize: '4.5rem',
});

/**
 * The logo gives way first: it starts from a small basis and grows up to its artwork's own width
 * (never beyond), so on a 320 px phone or a crowded desktop bar it scales down and the menu button
 * and the navigation keep their room.
 */
export const logo = style({
  display: 'flex',
  alignItems: 'center',
  flex: '1 1 7.5rem',
  maxInlineSize: 'max-content',
  color: vars.color.text.primary,
  textDecoration: 'none',
  borderRadius: radius.small,
  selectors: { '&:focus-visible': focusRing },
});

globalStyle(`${logo} > img, ${logo} > svg`, {
  maxInlineSize: '100%',
  blockSize: 'auto',
});

export const desktopNav = style({
  display: 'none',
  marginInlineStart: 'auto',
  '@media': { [textMedia.desktop]: { display: 'block' } },
});

export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xxsmall,
  listStyle: 'none',
  padding: 0,
});

export const navItem = style({ position: 'relative' });

const navControl = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xxsmall,
  paddingBlock: space.xsmall,
  // Tighter from the desktop breakpoint to the wide one, where the bar is most crowded.
  paddingInline: space.xsmall,
  border: 0,
  borderRadius: radius.medium,
  background: 'transparent',
  color: vars.color.text.primary,
  fontSize: fontSize.body,
  fontWeight: fontWeight.medium,
  textDecoration: 'none',
  cursor: 'pointer',
  transition: `background-color ${motion.fast} ${motion.easing}, color ${motion.fast} ${motion.easing}`,
  '@media': {
    [textMedia.wide]: { paddingInline: space.small },
    [media.reducedMotion]: { transition: 'none' },
  },
} as const;

/** The current page's link, and the button of the dropdown holding it: link colour and an underline. */
const currentMark = {
  color: vars.color.text.link,
  textDecoration: 'underline',
  textDecorationThickness: '2px',
  textUnderlineOffset: '0.4em',
} as const;

export const navLink = style({
  ...navControl,
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.surface },
    '&[aria-current="page"]': currentMark,
    '&:focus-visible': focusRing,
  },
});

export const dropdownButton = style({
  ...navControl,
  selectors: {
    '&:hover, &:has(+ :popover-open)': { backgroundColor: vars.color.background.surface },
    '&[aria-current="true"]': currentMark,
    '&:focus-visible': focusRing,
  },
});

export const chevron = style({
  display: 'inline-flex',
  transition: `transform ${motion.fast} ${motion.easing}`,
  selectors: { [`${dropdownButton}:has(+ :popover-open) &`]: { transform: 'rotate(180deg)' } },
  '@media': { [media.reducedMotion]: { transition: 'none' } },
});

const dropIn = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'none' },
});

/**
 * A popover in the top layer, placed under its button by anchor positioning (the button that opens
 * it is its implicit anchor); without anchor positioning it sits under the header's end.
 */
export const dropdownPanel = style({
  position: 'fixed',
  inset: 'auto',
  insetBlockStart: '4.5rem',
  insetInlineEnd: space.gutter,
  margin: 0,
  minInlineSize: '16rem',
  padding: space.xsmall,
  color: vars.color.text.primary,
  backgroundColor: vars.color.background.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: radius.medium,
  boxShadow: vars.shadow.large,
  selectors: { '&:popover-open': { animation: `${dropIn} ${motion.medium} ${motion.easing}` } },
  '@supports': {
    '(position-area: bottom)': {
      inset: 'auto',
      positionArea: 'bottom span-right',
      positionTryFallbacks: 'flip-inline',
      marginBlockStart: space.xsmall,
    },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const dropdownList = style({ listStyle: 'none', padding: 0, display: 'grid' });

export const dropdownLink = style({
  display: 'block',
  paddingBlock: space.xsmall,
  paddingInline: space.small,
  borderRadius: radius.small,
  color: vars.color.text.primary,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.surface },
    '&[aria-current="page"]': {
      color: vars.color.text.link,
      fontWeight: fontWeight.semibold,
      backgroundColor: vars.color.background.surface,
    },
    '&:focus-visible': focusRing,
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: space.xsmall,
  marginInlineStart: 'auto',
  '@media': { [textMedia.desktop]: { marginInlineStart: 0 } },
});

/**
 * The bar's search button, from the desktop breakpoint (below it, the phone menu has the search
 * entry, and the bar has no room to spare).
 */
export const barSearch = style({
  display: 'none',
  '@media': { [textMedia.desktop]: { display: 'contents' } },
});

export const cta = style({
  display: 'none',
  alignItems: 'center',
  ...primaryAction,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transition: `background-color ${motion.fast} ${motion.easing}`,
  '@media': {
    [textMedia.tablet]: { display: 'inline-flex' },
    [media.reducedMotion]: { transition: 'none' },
  },
});

export const iconButton = style({ ...squareTarget, ...quietControl });

export const menuButton = style([
  iconButton,
  { '@media': { [textMedia.desktop]: { display: 'none' } } },
]);

const slideIn = keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'none' } });

/** The phone menu: a popover panel along the inline end, over a dimmed page. */
export const menuPanel = style({
  position: 'fixed',
  inset: 0,
  insetInlineStart: 'auto',
  margin: 0,
  inlineSize: 'min(22rem, 100vw)',
  blockSize: '100dvh',
  maxBlockSize: 'none',
  overflowY: 'auto',
  padding: space.large,
  border: 0,
  borderInlineStart: `1px solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.background.page,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.large,
  selectors: {
    '&:popover-open': {
      display: 'flex',
      flexDirection: 'column',
      gap: space.large,
      animation: `${slideIn} ${motion.slow} ${motion.easing}`,
    },
    '&::backdrop': {
      backgroundColor: `color-mix(in srgb, ${vars.color.background.brandStrong} 60%, transparent)`,
    },
  },
  '@media': {
    [media.reducedMotion]: { animation: 'none !important' },
    // Forced colours drop the shadow and the dimmed backdrop: a thicker edge sets the panel apart.
    [forcedColors]: { borderInlineStartWidth: '3px' },
  },
});

export const panelTop = style({ display: 'flex', justifyContent: 'flex-end' });

export const mobileList = style({
  listStyle: 'none',
  padding: 0,
  display: 'grid',
  gap: space.xxsmall,
});

export const mobileSubList = style({
  listStyle: 'none',
  paddingInlineStart: space.medium,
  marginBlockStart: space.xxsmall,
  borderInlineStart: `2px solid ${vars.color.border.subtle}`,
  display: 'grid',
  gap: space.xxsmall,
});

export const mobileLink = style([
  dropdownLink,
  { minBlockSize: '2.75rem', display: 'flex', alignItems: 'center', fontWeight: fontWeight.medium },
]);

export const mobileCta = style([cta, { display: 'inline-flex', justifyContent: 'center' }]);
