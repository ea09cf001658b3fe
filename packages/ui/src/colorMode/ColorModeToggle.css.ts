import { style } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css';
import { media, motion, radius } from '../themes/tokens';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: '2.75rem',
  blockSize: '2.75rem',
  padding: 0,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: radius.full,
  background: 'transparent',
  color: vars.color.text.primary,
  cursor: 'pointer',
  transition: `background-color ${motion.fast} ${motion.easing}`,
  selectors: {
    '&:hover': { backgroundColor: vars.color.background.surface },
    '&:active': { backgroundColor: vars.color.action.secondaryHover },
    '&:focus-visible': {
      outline: `3px solid ${vars.color.focus.ring}`,
      outlineOffset: '2px',
    },
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    // Without scripting the button could do nothing: the page follows the system setting.
    '(scripting: none)': { display: 'none' },
  },
});
