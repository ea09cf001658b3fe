import { toned } from './tone.css';

/**
 * The shared focus indicator (WCAG 2.2 2.4.11/2.4.13): a 2 px ring 2 px outside the element,
 * in the focus token (3:1 against page and surface). Plain style objects, so importing them
 * adds no CSS by itself; use inside `style()` under `[data-focus-visible]` or `:focus-visible`.
 */
export const focusRingStyle = {
  outline: `2px solid ${toned.focus}`,
  outlineOffset: '2px',
} as const;
