import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { boxInset } from '../../internal/boxInset.js';
import { cardBody, cardLabel, cardTitle } from '../../internal/cardText.js';
import { focusRingInside } from '../../internal/focus.js';
import { resetToneVars } from '../../internal/tone.css.js';
import { vars } from '../../themes/contract.css.js';
import { fontWeight, media, motion, radius, space } from '../../themes/tokens.js';

export const cardVariants = ['raised', 'outline', 'surface'] as const;
export const cardAligns = ['start', 'center'] as const;

export const root = recipe({
  base: {
    vars: resetToneVars,
    position: 'relative',
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    minWidth: 0,
    borderRadius: radius.large,
    overflow: 'hidden',
    color: vars.color.text.primary,
    transitionProperty: 'box-shadow, transform, border-color',
    transitionDuration: motion.medium,
    transitionTimingFunction: motion.easing,
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    variant: {
      raised: {
        background: vars.color.background.raised,
        border: `1px solid ${vars.color.border.subtle}`,
        boxShadow: vars.shadow.small,
      },
      outline: {
        background: vars.color.background.page,
        border: `1px solid ${vars.color.border.subtle}`,
      },
      surface: {
        background: vars.color.background.surface,
        border: '1px solid transparent',
      },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center', alignItems: 'center' },
    },
    interactive: {
      true: {
        selectors: {
          '&:hover': { boxShadow: vars.shadow.medium, borderColor: vars.color.border.control },
        },
        '@media': {
          '(prefers-reduced-motion: no-preference)': {
            selectors: { '&:hover': { transform: 'translateY(-2px)' } },
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { variant: 'raised', align: 'start', interactive: false },
});

export const mediaFrame = style({ display: 'block', lineHeight: 0 });

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: space.small,
  // Less room around the text on a phone: with the text at 200 % a fixed 1.5rem on each side left
  // a card's list too narrow for a long word, which then split across lines.
  padding: boxInset(space.large),
});

export const iconBadge = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '3rem',
  height: '3rem',
  borderRadius: radius.medium,
  background: vars.color.background.accentSubtle,
  color: vars.color.text.accent,
  marginBlockEnd: space.xxsmall,
});

export const eyebrow = style(cardLabel);

export const title = style({
  ...cardTitle,
  color: vars.color.text.primary,
  textWrap: 'balance',
});

export const titleLink = style({
  color: 'inherit',
  textDecoration: 'none',
  outline: 'none',
  selectors: {
    // The stretched pseudo-element makes the whole card clickable with one link and one name.
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: radius.large,
      zIndex: 1,
    },
    '&:hover': { textDecoration: 'underline', textUnderlineOffset: '0.2em' },
    '&:focus-visible::after': focusRingInside,
  },
});

export const description = style({
  ...cardBody,
  display: 'flex',
  flexDirection: 'column',
  gap: space.small,
});

export const footer = style({
  marginBlockStart: 'auto',
  paddingBlockStart: space.small,
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: space.small,
  position: 'relative',
  // Footer content (e.g. a separate link) stays above the stretched title link.
  zIndex: 2,
});

export const actionCue = style({
  display: 'inline-flex',
  // Never wider than the card: a word too long for it breaks instead (enlarged text on a phone).
  maxInlineSize: '100%',
  alignItems: 'center',
  gap: space.xxsmall,
  fontWeight: fontWeight.semibold,
  color: vars.color.text.link,
});

export const actionLabel = style({ minInlineSize: 0 });
