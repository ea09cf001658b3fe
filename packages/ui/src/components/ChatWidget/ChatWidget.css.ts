import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../themes/contract.css';
import {
  floatingButton,
  fontSize,
  fontWeight,
  media,
  motion,
  radius,
  space,
  zIndex,
} from '../../themes/tokens';

const focusRing = {
  outline: `3px solid ${vars.color.focus.ring}`,
  outlineOffset: '2px',
} as const;

const popIn = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.96)' },
  to: { opacity: 1, transform: 'none' },
});

/** Bottom-right corner, column-reversed so the card sits above the bubble (DOM: bubble first). */
export const root = style({
  position: 'fixed',
  insetBlockEnd: floatingButton.inset,
  insetInlineEnd: floatingButton.inset,
  zIndex: zIndex.chat,
  display: 'flex',
  flexDirection: 'column-reverse',
  alignItems: 'flex-end',
  gap: space.small,
  maxInlineSize: `calc(100vw - 2 * ${floatingButton.inset})`,
});

export const bubble = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: floatingButton.size,
  blockSize: floatingButton.size,
  padding: 0,
  // A page-coloured ring keeps the bubble distinct over dark bands (footer, brand sections).
  border: `2px solid ${vars.color.background.page}`,
  borderRadius: radius.full,
  backgroundColor: vars.color.action.primary,
  color: vars.color.action.primaryText,
  boxShadow: vars.shadow.large,
  cursor: 'pointer',
  animation: `${popIn} ${motion.slow} ${motion.easing}`,
  transition: `background-color ${motion.fast} ${motion.easing}`,
  selectors: {
    '&:hover, &:active': { backgroundColor: vars.color.action.primaryHover },
    '&:focus-visible': focusRing,
  },
  '@media': { [media.reducedMotion]: { animation: 'none', transition: 'none' } },
});

export const card = style({
  position: 'relative',
  inlineSize: 'min(22rem, calc(100vw - 2rem))',
  padding: space.large,
  borderRadius: radius.large,
  backgroundColor: vars.color.background.raised,
  color: vars.color.text.primary,
  border: `1px solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.large,
  display: 'grid',
  gap: space.small,
  animation: `${popIn} ${motion.medium} ${motion.easing}`,
  '@media': { [media.reducedMotion]: { animation: 'none' } },
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
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  padding: 0,
  border: 0,
  borderRadius: radius.full,
  background: 'transparent',
  color: vars.color.text.secondary,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.surface },
    '&:focus-visible': focusRing,
  },
});

export const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: '2.75rem',
  paddingInline: space.medium,
  borderRadius: radius.medium,
  backgroundColor: vars.color.action.primary,
  color: vars.color.action.primaryText,
  fontWeight: fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover, &:active': { backgroundColor: vars.color.action.primaryHover },
    '&:focus-visible': focusRing,
  },
});
