import { fallbackVar } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.js';
import { toned } from './tone.css.js';

/**
 * The design system's one focus indicator (WCAG 2.2 2.4.7, 2.4.11, 2.4.13): a 3 px ring, 2 px
 * off the element, in a colour with 3:1 contrast against every background it can sit on, in
 * both themes (focus.test.ts checks the pairs). Plain style objects, so importing them adds no
 * CSS by itself: use them inside `style()` under `:focus-visible` (or `[data-focus-visible]`).
 *
 * - `focusRing`: the default, in the focus token; inside a brand band (Section or Hero
 *   tone="brand") the band's tone switches it to the on-brand colour.
 * - `focusRingInside`: the same ring drawn just inside the element's edge, for an element whose
 *   container clips what lies outside it (a card's stretched link, an accordion's summary).
 * - `focusRingOnBrand`: for a surface that is a dark brand band in both themes without being a
 *   tone band (the site footer).
 *
 * In forced colours every variant draws in the system's Highlight colour: the theme sets
 * `forcedFocusColor` then (themes/global.css.ts), so the ring never takes a colour the visitor
 * did not choose.
 */

/** Set to `Highlight` in forced colours; unset otherwise, so the theme colour applies. */
export const forcedFocusColor = '--lm-focus-forced';

export const focusRingWidth = '3px';

const ringColor = (color: string) => fallbackVar(`var(${forcedFocusColor})`, color);

export const focusRing = {
  outline: `${focusRingWidth} solid ${ringColor(toned.focus)}`,
  outlineOffset: '2px',
} as const;

export const focusRingInside = {
  outline: `${focusRingWidth} solid ${ringColor(toned.focus)}`,
  outlineOffset: `-${focusRingWidth}`,
} as const;

export const focusRingOnBrand = {
  outline: `${focusRingWidth} solid ${ringColor(vars.color.text.onBrand)}`,
  outlineOffset: '2px',
} as const;
