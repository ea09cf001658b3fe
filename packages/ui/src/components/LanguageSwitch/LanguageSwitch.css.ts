import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../internal/focus.js';
import { vars } from '../../themes/contract.css.js';
import { fontSize, fontWeight, media, radius, space } from '../../themes/tokens.js';

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
      // Phones: the strip's row keeps its room for text at every text size.
      '@media': { [`not ${media.tablet}`]: { paddingInline: '4px', gap: '4px' } },
    },
  ],
});

/** A language the page is not yet in: the same box, as text, not a link. */
export const pending = styleVariants(link, (linkStyle) => [
  linkStyle,
  {
    fontWeight: fontWeight.regular,
    textDecoration: 'none',
    selectors: { '&:hover': { backgroundColor: 'transparent', textDecoration: 'none' } },
    '@media': { '(forced-colors: active)': { borderColor: 'CanvasText' } },
  },
]);

/** The language's name: never split, whatever the script. */
export const label = style({ whiteSpace: 'nowrap' });

/**
 * The words around the name ('Read this page in'): shown, except in a `compact` strip on phones,
 * where only the name is (it still leads the link's accessible name, which keeps the words).
 */
export const context = styleVariants({
  inline: {},
  block: {},
  compact: { '@media': { [`not ${media.tablet}`]: visuallyHiddenStyles() } },
});

function visuallyHiddenStyles() {
  return {
    position: 'absolute',
    inlineSize: '1px',
    blockSize: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
  } as const;
}
