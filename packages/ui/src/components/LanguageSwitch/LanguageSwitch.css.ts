import { style, styleVariants } from '@vanilla-extract/css';
import { focusRingStyle } from '../../internal/focus';
import { vars } from '../../themes/contract.css';
import { fontWeight, radius, space } from '../../themes/tokens';

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
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.surface, textDecoration: 'underline' },
    '&:focus-visible': focusRingStyle,
  },
  '@media': {
    // Windows high contrast and other forced palettes: keep the edge a link-button needs.
    '(forced-colors: active)': { borderColor: 'LinkText' },
  },
});

/** `inline` in a header bar; `block` a full-width row in a menu panel. */
export const link = styleVariants({
  inline: [base],
  block: [base, { display: 'flex', inlineSize: '100%', marginBlockStart: space.medium }],
});

/** The language's name: never split, whatever the script. */
export const label = style({ whiteSpace: 'nowrap' });
