import { globalStyle, style } from '@vanilla-extract/css';
import { control as fieldControl } from '../../internal/field.css.js';
import { focusRing } from '../../internal/focus.js';
import { vars } from '../../themes/contract.css.js';
import { space } from '../../themes/tokens.js';

/** Holds the select and the chevron drawn over its end. */
export const control = style({ position: 'relative', display: 'flex' });

export const select = style([
  fieldControl,
  {
    appearance: 'none',
    // A flex item is otherwise as wide as its longest option: at 200 % text a long Telugu
    // service name pushed the page sideways. The chosen option's text ends in an ellipsis.
    minWidth: 0,
    paddingInlineEnd: `calc(${space.small} * 2 + 1.25rem)`,
    textOverflow: 'ellipsis',
    cursor: 'pointer',
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.text.primary },
      '&:focus-visible': { ...focusRing, borderColor: vars.color.focus.ring },
      // Nothing chosen: the placeholder option shows in the secondary colour.
      '&:has(> option[value=""]:checked)': { color: vars.color.text.secondary },
      '&[aria-invalid="true"]': {
        borderColor: vars.color.border.error,
        boxShadow: `inset 0 0 0 1px ${vars.color.border.error}`,
      },
      '&:disabled': {
        cursor: 'not-allowed',
        opacity: 0.6,
        background: vars.color.background.surface,
      },
    },
  },
]);

// The open list keeps the primary text colour while the placeholder shows.
globalStyle(`${select} > option`, { color: vars.color.text.primary });

export const chevron = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineEnd: space.small,
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.color.text.secondary,
  pointerEvents: 'none',
});
