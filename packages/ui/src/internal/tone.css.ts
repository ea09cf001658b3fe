import { createGlobalThemeContract, fallbackVar } from '@vanilla-extract/css';
import { vars } from '../themes/contract.css.js';

/**
 * Local "tone" variables. A coloured band (Section tone="brand", Hero tone="brand") sets them so
 * headings, text, links, focus rings and borders inside it switch to on-brand colours. Raised
 * surfaces (cards) reset them to `initial`, which makes every `fallbackVar` below resolve to the
 * normal theme token again. Outside any band they are unset, so the fallbacks apply.
 */
export const tone = createGlobalThemeContract(
  {
    text: null,
    textSecondary: null,
    link: null,
    accent: null,
    border: null,
    focus: null,
  },
  (_value, path) => `lm-tone-${path.join('-')}`,
);

/** Colours components should use for text, links, borders and focus rings. */
export const toned = {
  text: fallbackVar(tone.text, vars.color.text.primary),
  textSecondary: fallbackVar(tone.textSecondary, vars.color.text.secondary),
  link: fallbackVar(tone.link, vars.color.text.link),
  accent: fallbackVar(tone.accent, vars.color.text.accent),
  border: fallbackVar(tone.border, vars.color.border.subtle),
  focus: fallbackVar(tone.focus, vars.color.focus.ring),
} as const;

/** Vars to spread into a style's `vars` for a dark-blue brand band. */
export const brandToneVars = {
  [tone.text]: vars.color.text.onBrand,
  [tone.textSecondary]: vars.color.text.onBrandSecondary,
  [tone.link]: vars.color.text.onBrand,
  [tone.accent]: vars.color.text.onBrandSecondary,
  [tone.border]: `color-mix(in srgb, ${vars.color.text.onBrand} 28%, transparent)`,
  [tone.focus]: vars.color.text.onBrand,
} as const;

/** Vars to spread into a raised surface (a card) so it reads in the normal theme colours again. */
export const resetToneVars = {
  [tone.text]: 'initial',
  [tone.textSecondary]: 'initial',
  [tone.link]: 'initial',
  [tone.accent]: 'initial',
  [tone.border]: 'initial',
  [tone.focus]: 'initial',
} as const;
