import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../internal/focus';
import { vars } from '../../themes/contract.css';
import { fontSize, fontWeight, radius, space } from '../../themes/tokens';

const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space.xsmall,
  minBlockSize: '2.75rem',
  paddingInline: space.small,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: radius.medium,
  color: vars.color.text.primary,
  fontWeight: fontWeight.semibold,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.surface, textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
  '@media': {
    // Windows high contrast and other forced palettes: keep the edge a link-button needs.
    '(forced-colors: active)': { borderColor: 'LinkText' },
  },
});

/** `inline` sits in a bar; `block` a full-width row in a menu panel; `compact` a slim strip. */
export const link = styleVariants({
  inline: [base],
  block: [base, { display: 'flex', inlineSize: '100%', marginBlockStart: space.medium }],
  compact: [
    base,
    {
      minBlockSize: '2.25rem',
      border: 0,
      borderRadius: 0,
      fontSize: fontSize.small,
      textDecoration: 'underline',
      textUnderlineOffset: '0.2em',
    },
  ],
});

/** The language's name: never split, whatever the script. */
export const label = style({ whiteSpace: 'nowrap' });
