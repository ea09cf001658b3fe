import { assignVars, createTheme, globalStyle } from '@vanilla-extract/css';
import { forcedFocusColor } from '../internal/focus.js';
import { vars } from './contract.css.js';
import { contrastTheme, darkTheme, lightTheme } from './tokens.js';

/**
 * Colour mode is global: `<html data-color-mode="light|dark|contrast">` picks the values, set
 * before first paint by `colorModeScript`. Without the attribute (no JavaScript), the visitor's
 * `prefers-contrast` and `prefers-color-scheme` decide. Under `forced-colors: active` the browser
 * replaces these colours with the system's own, whichever mode is set.
 */
globalStyle(':root, :root[data-color-mode="light"], [data-color-mode="light"]', {
  vars: assignVars(vars, lightTheme),
  colorScheme: 'light',
});

globalStyle(':root[data-color-mode="dark"], [data-color-mode="dark"]', {
  vars: assignVars(vars, darkTheme),
  colorScheme: 'dark',
});

globalStyle(':root[data-color-mode="contrast"], [data-color-mode="contrast"]', {
  vars: assignVars(vars, contrastTheme),
  colorScheme: 'dark',
});

globalStyle(':root:not([data-color-mode])', {
  '@media': {
    '(prefers-color-scheme: dark)': {
      vars: assignVars(vars, darkTheme),
      colorScheme: 'dark',
    },
    // After the dark rule, so a visitor asking for more contrast gets it in either scheme.
    '(prefers-contrast: more)': {
      vars: assignVars(vars, contrastTheme),
      colorScheme: 'dark',
    },
  },
});

// In forced colours, focus rings take the visitor's highlight colour (see internal/focus.ts).
globalStyle(':root', {
  '@media': { '(forced-colors: active)': { vars: { [forcedFocusColor]: 'Highlight' } } },
});

/** Class that forces the light values on a subtree (for previews, or a light island in a dark page). */
export const lightThemeClass = createTheme(vars, lightTheme, 'lm-light');
/** Class that forces the dark values on a subtree. */
export const darkThemeClass = createTheme(vars, darkTheme, 'lm-dark');
/** Class that forces the high-contrast values on a subtree. */
export const contrastThemeClass = createTheme(vars, contrastTheme, 'lm-contrast');
