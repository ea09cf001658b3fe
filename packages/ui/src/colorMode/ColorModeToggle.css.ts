import { style } from '@vanilla-extract/css';
import { quietControl, squareTarget } from '../internal/controls.js';
import { focusRing } from '../internal/focus.js';
import { vars } from '../themes/contract.css.js';
import { media, motion, radius } from '../themes/tokens.js';

export const root = style({
  ...squareTarget,
  ...quietControl,
  borderRadius: radius.full,
  transition: `background-color ${motion.fast} ${motion.easing}`,
  selectors: {
    ...quietControl.selectors,
    '&:active': { backgroundColor: vars.color.action.secondaryHover },
    '&:focus-visible': focusRing,
  },
  '@media': {
    [media.reducedMotion]: { transition: 'none' },
    // Without scripting the button could do nothing: the page follows the system setting.
    '(scripting: none)': { display: 'none' },
  },
});
