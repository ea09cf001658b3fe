import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.js';
import {
  fontSize,
  fontWeight,
  lineHeight,
  media,
  motion,
  radius,
  space,
} from '../themes/tokens.js';
import { focusRing } from './focus.js';

/** Shared look of the form fields (TextField, TextAreaField, SelectField). */
export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space.xsmall,
  minWidth: 0,
  color: vars.color.text.primary,
});

export const label = style({
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.snug,
  color: vars.color.text.primary,
  cursor: 'default',
});

export const requiredMark = style({ color: vars.color.text.error, marginInlineStart: '0.2em' });

export const description = style({
  fontSize: fontSize.small,
  lineHeight: lineHeight.snug,
  color: vars.color.text.secondary,
});

export const control = style({
  boxSizing: 'border-box',
  width: '100%',
  minHeight: '2.75rem',
  margin: 0,
  paddingBlock: space.xsmall,
  paddingInline: space.small,
  border: `1px solid ${vars.color.border.control}`,
  borderRadius: radius.medium,
  background: vars.color.background.raised,
  color: vars.color.text.primary,
  font: 'inherit',
  fontSize: fontSize.body,
  lineHeight: lineHeight.body,
  transition: `border-color ${motion.fast} ${motion.easing}, box-shadow ${motion.fast} ${motion.easing}`,
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  selectors: {
    '&::placeholder': { color: vars.color.text.secondary, opacity: 1 },
    // react-aria states and, for the native controls, the matching pseudo-classes.
    '&[data-hovered], &:hover:not(:disabled)': { borderColor: vars.color.text.primary },
    '&[data-focused], &[data-focus-visible], &:focus-visible': {
      ...focusRing,
      borderColor: vars.color.focus.ring,
    },
    // Invalid: a thicker border in the error colour (not colour alone: the message says why).
    '&[data-invalid], [data-invalid] > &, &[aria-invalid="true"]': {
      borderColor: vars.color.border.error,
      boxShadow: `inset 0 0 0 1px ${vars.color.border.error}`,
    },
    '&[data-disabled], &:disabled': {
      cursor: 'not-allowed',
      opacity: 0.6,
      background: vars.color.background.surface,
    },
  },
});

export const textArea = style({
  minHeight: '7.5rem',
  resize: 'vertical',
});

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space.xxsmall,
  fontSize: fontSize.small,
  fontWeight: fontWeight.medium,
  lineHeight: lineHeight.snug,
  color: vars.color.text.error,
});

export const errorIcon = style({ display: 'inline-flex', marginBlockStart: '0.05em' });

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'flex-start',
  gap: space.small,
  selectors: { '&:empty': { display: 'none' } },
});

export const count = style({
  marginInlineStart: 'auto',
  fontSize: fontSize.small,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const countAtLimit = style({
  color: vars.color.text.error,
  fontWeight: fontWeight.semibold,
});
