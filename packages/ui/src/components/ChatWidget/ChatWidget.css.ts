import { keyframes, style } from '@vanilla-extract/css';
import {
  centredContent,
  primaryAction,
  quietControl,
  squareTarget,
} from '../../internal/controls.js';
import { focusRing } from '../../internal/focus.js';
import { enterFrom } from '../../internal/motion.js';
import { vars } from '../../themes/contract.css.js';
import {
  chatBubbleDelayMs,
  floatingCorner,
  fontSize,
  fontWeight,
  media,
  motion,
  radius,
  space,
  zIndex,
} from '../../themes/tokens.js';

const popIn = enterFrom('translateY(8px) scale(0.96)');

/** Hidden until the delay has passed: a zero-length animation holds `visibility: hidden` meanwhile. */
const appear = keyframes({ from: { visibility: 'hidden' }, to: { visibility: 'visible' } });

/** Below the viewport's bottom edge, shadow and all: out of sight, covering nothing. */
const belowViewport = keyframes({
  from: { translate: `0 calc(100% + 2 * ${floatingCorner.inset})` },
  to: { translate: 'none' },
});

/**
 * Bottom-right corner. On phones the corner is a large share of the first screen, and whatever
 * sits there at rest (the last line, a link) would be covered: there the bubble slides in only as
 * the page is scrolled (a scroll-driven animation over its first 4rem; a page too short to scroll
 * has no scroll timeline and shows it at once). Focus brings it in at any scroll position.
 */
export const root = style({
  position: 'fixed',
  insetBlockEnd: floatingCorner.inset,
  insetInlineEnd: floatingCorner.inset,
  zIndex: zIndex.chat,
  animationName: appear,
  animationDuration: '0s',
  animationDelay: `${chatBubbleDelayMs}ms`,
  animationFillMode: 'both',
  '@media': {
    [`not ${media.tablet}`]: {
      animationName: `${appear}, ${belowViewport}`,
      animationDuration: '0s, auto',
      animationDelay: `${chatBubbleDelayMs}ms, 0s`,
      animationFillMode: 'both, both',
      animationTimeline: 'auto, scroll(root block)',
      animationRange: 'normal, 0 4rem',
      selectors: {
        '&:focus-within, &:has(:popover-open)': {
          animationName: appear,
          animationDuration: '0s',
          animationDelay: `${chatBubbleDelayMs}ms`,
          animationFillMode: 'both',
          animationTimeline: 'auto',
          animationRange: 'normal',
        },
      },
    },
  },
});

export const bubble = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: floatingCorner.size,
  blockSize: floatingCorner.size,
  padding: 0,
  // A page-coloured ring keeps the bubble distinct over dark bands (footer, brand sections).
  border: `2px solid ${vars.color.background.page}`,
  borderRadius: radius.full,
  backgroundColor: vars.color.action.primary,
  color: vars.color.action.primaryText,
  boxShadow: vars.shadow.large,
  cursor: 'pointer',
  animation: `${popIn} ${motion.slow} ${motion.easing} both`,
  animationDelay: 'inherit',
  transition: `background-color ${motion.fast} ${motion.easing}`,
  selectors: {
    '&:hover, &:active': { backgroundColor: vars.color.action.primaryHover },
    '&:focus-visible': focusRing,
  },
  '@media': { [media.reducedMotion]: { animation: 'none', transition: 'none' } },
});

/** The card: a popover in the top layer, placed above the bubble. */
export const card = style({
  position: 'fixed',
  inset: 'auto',
  insetBlockEnd: `calc(${floatingCorner.inset} + ${floatingCorner.size} + ${space.small})`,
  insetInlineEnd: floatingCorner.inset,
  margin: 0,
  inlineSize: 'min(22rem, calc(100vw - 2rem))',
  padding: space.large,
  borderRadius: radius.large,
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.large,
  selectors: {
    '&:popover-open': {
      display: 'grid',
      gap: space.small,
      animation: `${popIn} ${motion.medium} ${motion.easing}`,
    },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

/** The bubble shows a chat icon, or a close icon while its card is open. */
export const openIcon = style({
  display: 'inline-flex',
  selectors: { [`${bubble}:has(+ :popover-open) > &`]: { display: 'none' } },
});

export const closeIcon = style({
  display: 'none',
  selectors: { [`${bubble}:has(+ :popover-open) > &`]: { display: 'inline-flex' } },
});

export const title = style({
  fontSize: fontSize.large,
  fontWeight: fontWeight.bold,
  paddingInlineEnd: space.xxlarge,
});

export const body = style({ color: vars.color.text.secondary, fontSize: fontSize.small });

export const close = style({
  position: 'absolute',
  insetBlockStart: space.xsmall,
  insetInlineEnd: space.xsmall,
  ...squareTarget,
  ...quietControl,
  // Transparent until forced colours paint it: the button keeps its edge there.
  border: '1px solid transparent',
  borderRadius: radius.full,
  color: vars.color.text.secondary,
});

export const action = style({
  ...centredContent,
  ...primaryAction,
  textDecoration: 'none',
});
