import { style } from '@vanilla-extract/css';

/** Hidden visually, still read by screen readers (and still submitted, for form fields). */
export const root = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
});
