import { type ThemeValues, vars } from './contract.css.js';

/**
 * Theming without vanilla-extract: a brand is a complete set of values for the theme contract
 * (`ThemeValues`), written out as plain CSS custom properties (`--lm-…`) that every component reads.
 */

/** Overrides for `extendTheme`: any subset of the contract, nested like `ThemeValues`. */
export type ThemeOverrides = {
  [Group in keyof ThemeValues]?: {
    [Key in keyof ThemeValues[Group]]?: ThemeValues[Group][Key] extends string
      ? string
      : { [Leaf in keyof ThemeValues[Group][Key]]?: string };
  };
};

export type BrandThemeOptions = {
  /** Values for light mode (and for both modes when `dark` is left out). */
  light: ThemeValues;
  /** Values for dark mode: `<html data-color-mode="dark">`, or the visitor's preference without it. */
  dark?: ThemeValues;
  /**
   * Scope the theme to the elements this selector matches (e.g. `.partner-site`) instead of the
   * whole document. Colour mode still follows `data-color-mode` on `<html>`.
   */
  selector?: string;
  /** `color-scheme` of a single-mode theme (no `dark`): `'dark'` for a theme that is always dark. */
  colorScheme?: 'light' | 'dark';
};

type Tree = { readonly [key: string]: string | Tree };

/** Walks the contract and the values side by side, so a missing value is reported by its path. */
function collect(contract: Tree, values: Tree, trail: string[], out: Array<[string, string]>) {
  for (const [key, node] of Object.entries(contract)) {
    const path = [...trail, key];
    const value = values[key];
    if (typeof node === 'string') {
      if (typeof value !== 'string' || value.trim() === '') {
        throw new TypeError(`Theme value missing: ${path.join('.')}`);
      }
      const name = /^var\((--[\w-]+)\)$/.exec(node)?.[1];
      if (!name) throw new TypeError(`Not a contract variable: ${node}`);
      out.push([name, value]);
    } else {
      if (typeof value !== 'object' || value === null) {
        throw new TypeError(`Theme group missing: ${path.join('.')}`);
      }
      collect(node, value, path, out);
    }
  }
}

/** Every contract variable with its value, e.g. `['--lm-color-text-primary', '#0b1622']`. */
export function themeVariables(values: ThemeValues): Array<[name: string, value: string]> {
  const out: Array<[string, string]> = [];
  collect(vars as Tree, values as unknown as Tree, [], out);
  return out;
}

/** The CSS variable names of the theme contract, in contract order. */
export const themeVariableNames: readonly string[] = (() => {
  const out: string[] = [];
  const walk = (node: Tree) => {
    for (const value of Object.values(node)) {
      if (typeof value === 'string') out.push(value.slice(4, -1));
      else walk(value);
    }
  };
  walk(vars as Tree);
  return out;
})();

function block(selectors: string[], scheme: 'light' | 'dark', values: ThemeValues, indent = '') {
  const lines = [
    `color-scheme: ${scheme};`,
    ...themeVariables(values).map(([n, v]) => `${n}: ${v};`),
  ];
  return `${indent}${selectors.join(`,\n${indent}`)} {\n${lines.map((l) => `${indent}  ${l}`).join('\n')}\n${indent}}\n`;
}

/**
 * A stylesheet that fills the theme contract with a brand's values. Load it after
 * `@lumenor/ui/styles.css`: it uses the same selectors as the built-in theme, so the later rule wins.
 *
 * - `light` applies to `:root` and `[data-color-mode="light"]`.
 * - `dark` applies to `[data-color-mode="dark"]`, and to visitors who prefer dark when the colour
 *   mode script has not run (no `data-color-mode` attribute).
 * - Without `dark`, the light values apply in both modes.
 */
export function brandThemeCss({
  light,
  dark,
  selector,
  colorScheme = 'light',
}: BrandThemeOptions): string {
  if (selector) {
    if (!dark) return block([selector], colorScheme, light);
    return [
      block([selector], 'light', light),
      block(
        [`[data-color-mode="dark"] ${selector}`, `${selector}[data-color-mode="dark"]`],
        'dark',
        dark,
      ),
      `@media (prefers-color-scheme: dark) {\n${block([`:root:not([data-color-mode]) ${selector}`], 'dark', dark, '  ')}}\n`,
    ].join('\n');
  }
  if (!dark) {
    return block(
      [':root', ':root:not([data-color-mode])', ':root[data-color-mode]', '[data-color-mode]'],
      colorScheme,
      light,
    );
  }
  return [
    block([':root', ':root[data-color-mode="light"]', '[data-color-mode="light"]'], 'light', light),
    block([':root[data-color-mode="dark"]', '[data-color-mode="dark"]'], 'dark', dark),
    `@media (prefers-color-scheme: dark) {\n${block([':root:not([data-color-mode])'], 'dark', dark, '  ')}}\n`,
  ].join('\n');
}

/**
 * A complete theme from a base (e.g. `lightTheme`) and the values a brand changes. The result is a
 * full `ThemeValues`, ready for `brandThemeCss` or vanilla-extract's `createGlobalTheme`.
 */
export function extendTheme(base: ThemeValues, overrides: ThemeOverrides): ThemeValues {
  const merge = (a: Tree, b: Tree | undefined): Tree => {
    if (!b) return a;
    const out: Record<string, string | Tree> = {};
    for (const [key, value] of Object.entries(a)) {
      const next = b[key];
      out[key] =
        typeof value === 'string'
          ? typeof next === 'string'
            ? next
            : value
          : merge(value, typeof next === 'object' ? next : undefined);
    }
    return out;
  };
  return merge(base as unknown as Tree, overrides as unknown as Tree) as unknown as ThemeValues;
}

/**
 * The tokens that carry a brand: every value of the built-in themes drawn from Lumenor's navy and
 * teal (`brand.test.ts` keeps the list complete). A site that sets these, in light and dark,
 * re-brands every component; the rest (neutral text and page colours, borders, errors, success,
 * shadows, fonts) can stay as `extendTheme` copies them from the base theme.
 */
export const brandTokens = [
  'color.background.brand',
  'color.background.brandStrong',
  'color.background.accentSubtle',
  'color.background.surface',
  'color.text.link',
  'color.text.accent',
  'color.action.primary',
  'color.action.primaryHover',
  'color.action.secondaryHover',
  'color.action.secondaryText',
  'color.focus.ring',
] as const;

export type BrandToken = (typeof brandTokens)[number];
