import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../internal/focus.js';
import { enterFrom } from '../../internal/motion.js';
import { placedAgainstViewport } from '../../internal/offscreen.css.js';
import { vars } from '../../themes/contract.css.js';
import {
  floatingCorner,
  fontSize,
  fontWeight,
  media,
  motion,
  radius,
  space,
  zIndex,
} from '../../themes/tokens.js';

const slideUp = enterFrom('translateY(12px)');

/**
 * Where toasts show (around the two live regions, in the page from the start, empty until a toast
 * shows): bottom centre. Below the tablet breakpoint a toast is nearly as wide as the screen: it
 * sits above the chat bubble's corner (`floatingCorner`), so neither covers the other.
 */
export const placement = style([
  placedAgainstViewport,
  {
    insetBlockEnd: `calc(${floatingCorner.inset} + ${floatingCorner.size} + ${space.small})`,
    insetInlineStart: '50%',
    transform: 'translateX(-50%)',
    zIndex: zIndex.toast,
    inlineSize: 'min(28rem, calc(100vw - 2rem))',
    '@media': { [media.tablet]: { insetBlockEnd: space.medium } },
  },
]);

/** The landmark holding the toasts shown. */
export const region = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xsmall,
});

export const toast = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.small,
  padding: space.medium,
  borderRadius: radius.medium,
  border: `1px solid ${vars.color.border.subtle}`,
  borderInlineStartWidth: '6px',
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.primary,
  boxShadow: vars.shadow.large,
  animation: `${slideUp} ${motion.medium} ${motion.easing}`,
  selectors: {
    '&[data-variant="success"]': {
      backgroundColor: vars.color.feedback.successBackground,
      color: vars.color.feedback.successText,
      borderColor: vars.color.feedback.successText,
    },
    '&[data-variant="destructive"]': {
      backgroundColor: vars.color.feedback.errorBackground,
      color: vars.color.feedback.errorText,
      borderColor: vars.color.border.error,
    },
  },
  '@media': { [media.reducedMotion]: { animation: 'none' } },
});

export const content = style({ flex: 1, display: 'grid', gap: space.xxsmall });

export const title = style({ margin: 0, fontWeight: fontWeight.semibold });

export const description = style({ margin: 0, fontSize: fontSize.small });

export const close = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.25rem',
  blockSize: '2.25rem',
  padding: 0,
  // Transparent until forced colours paint it: the button keeps its edge there.
  border: '1px solid transparent',
  borderRadius: radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.surface },
    '&:focus-visible': focusRing,
  },
});

export const closeIcon = style({ display: 'inline-flex' });
// 18 px, between the Icon sizes; class + element outranks the Icon's own size class.
globalStyle(`${closeIcon} > svg`, { width: '1.125rem', height: '1.125rem' });
