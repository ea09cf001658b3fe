import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../internal/focus.js';
import { vars } from '../../themes/contract.css.js';
import {
  fontSize,
  fontWeight,
  lineHeight,
  media,
  motion,
  radius,
  space,
} from '../../themes/tokens.js';

export const root = style({
  display: 'grid',
  gap: space.medium,
  paddingBlock: space.large,
  borderBlock: `1px solid ${vars.color.border.subtle}`,
  '@media': {
    [media.tablet]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
      alignItems: 'center',
    },
  },
});

export const link = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: space.small,
    minWidth: 0,
    padding: space.small,
    borderRadius: radius.medium,
    color: vars.color.text.primary,
    textDecoration: 'none',
    transition: `background-color ${motion.fast} ${motion.easing}`,
    selectors: {
      '&:hover': { background: vars.color.background.surface },
      '&:focus-visible': focusRing,
    },
  },
  variants: {
    direction: {
      previous: { justifySelf: 'start' },
      next: {
        flexDirection: 'row-reverse',
        textAlign: 'end',
        '@media': { [media.tablet]: { justifySelf: 'end' } },
      },
    },
  },
});

export const linkText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const direction = style({
  fontSize: fontSize.small,
  fontWeight: fontWeight.semibold,
  color: vars.color.text.link,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const postTitle = style({
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.snug,
  // A Telugu compound wider than the link breaks rather than widening it past a phone's screen.
  overflowWrap: 'anywhere',
});

export const allLink = style({
  justifySelf: 'center',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  paddingInline: space.medium,
  borderRadius: radius.medium,
  color: vars.color.text.link,
  fontWeight: fontWeight.semibold,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  selectors: { '&:focus-visible': focusRing },
});

export const placeholder = style({
  display: 'none',
  '@media': { [media.tablet]: { display: 'block' } },
});
