import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { boxInset } from '../../internal/boxInset.js';
import { focusRing } from '../../internal/focus.js';
import { toned } from '../../internal/tone.css.js';
import { vars } from '../../themes/contract.css.js';
import { fontSize, fontWeight, media, motion, radius, space } from '../../themes/tokens.js';

export const buttonVariants = [
  'primary',
  'secondary',
  'ghost',
  'onBrand',
  'onBrandOutline',
] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;

/**
 * Marks a native `<button>` (SubmitButton). Like links, it takes its states from pseudo-classes,
 * not from react-aria's data attributes; pending and disabled buttons do not react.
 */
export const native = style({});
const nativeEnabled = `&.${native}:not([data-disabled], [data-pending])`;
/** Hover for every variant: RAC's attribute, a link's or a native button's `:hover`. */
const hovered = `&[data-hovered]:not([data-disabled]), a&:hover, ${nativeEnabled}:hover`;

/** Shared by Button, ButtonLink and SubmitButton so every button-shaped control looks the same. */
export const root = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'inline-flex',
    // Never wider than its row: at enlarged text on a phone a label's longest word can be wider
    // than the screen, and then the label breaks it (below) rather than push the button off.
    maxInlineSize: '100%',
    alignItems: 'center',
    justifyContent: 'center',
    gap: space.xsmall,
    border: '2px solid transparent',
    borderRadius: radius.medium,
    fontFamily: 'inherit',
    fontWeight: fontWeight.semibold,
    lineHeight: 1.2,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    userSelect: 'none',
    WebkitTapHighlightColor: 'transparent',
    transitionProperty: 'background-color, border-color, color, box-shadow, transform',
    transitionDuration: motion.fast,
    transitionTimingFunction: motion.easing,
    selectors: {
      [`&[data-focus-visible], a&:focus-visible, &.${native}:focus-visible`]: focusRing,
      [`&[data-pressed], a&:active, ${nativeEnabled}:active`]: { transform: 'translateY(1px)' },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.55, transform: 'none' },
      '&[data-pending]': { cursor: 'progress' },
    },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
  variants: {
    variant: {
      primary: {
        background: vars.color.action.primary,
        color: vars.color.action.primaryText,
        boxShadow: vars.shadow.small,
        selectors: {
          [hovered]: {
            background: vars.color.action.primaryHover,
          },
        },
      },
      secondary: {
        background: vars.color.action.secondary,
        color: vars.color.action.secondaryText,
        borderColor: vars.color.border.control,
        selectors: {
          [hovered]: {
            background: vars.color.action.secondaryHover,
          },
        },
      },
      ghost: {
        background: 'transparent',
        color: toned.link,
        selectors: {
          [hovered]: {
            background: `color-mix(in srgb, ${toned.link} 10%, transparent)`,
          },
        },
      },
      onBrand: {
        background: vars.color.text.onBrand,
        color: vars.color.background.brandStrong,
        boxShadow: vars.shadow.small,
        selectors: {
          [hovered]: {
            background: vars.color.text.onBrandSecondary,
          },
        },
      },
      onBrandOutline: {
        background: 'transparent',
        color: vars.color.text.onBrand,
        borderColor: vars.color.text.onBrand,
        selectors: {
          [hovered]: {
            background: `color-mix(in srgb, ${vars.color.text.onBrand} 12%, transparent)`,
          },
        },
      },
    },
    size: {
      small: {
        minHeight: '2.25rem',
        paddingInline: space.small,
        fontSize: fontSize.small,
      },
      medium: {
        minHeight: '2.75rem',
        // As the text grows, the side padding stays a share of a phone's width (boxInset).
        paddingInline: boxInset(space.large),
        fontSize: fontSize.body,
      },
      large: {
        minHeight: '3.25rem',
        // Narrower side padding on phones, and at every text size a share of the width (boxInset),
        // so long labels ('Get a Free Consultation') keep their words whole.
        paddingInline: boxInset(space.xlarge, 4),
        fontSize: fontSize.large,
      },
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'medium', fullWidth: false },
});

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  width: '1em',
  height: '1em',
  borderRadius: radius.full,
  border: '2px solid currentColor',
  borderInlineEndColor: 'transparent',
  animation: `${spin} 0.8s linear infinite`,
  '@media': { [media.reducedMotion]: { animationDuration: '2.4s' } },
});

export const label = style({ paddingBlock: space.xxsmall, minInlineSize: 0 });
