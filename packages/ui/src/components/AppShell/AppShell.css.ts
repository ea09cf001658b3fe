import { style } from '@vanilla-extract/css';

/** Full-height column: the footer sits at the bottom of short pages. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100vh',
});

export const main = style({
  flex: 1,
  outline: 'none',
});
