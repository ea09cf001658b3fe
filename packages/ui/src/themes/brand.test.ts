import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  type BrandThemeOptions,
  brandThemeCss,
  brandTokens,
  extendTheme,
  themeVariableNames,
  themeVariables,
} from './brand.js';
import type { ThemeValues } from './contract.css.js';
import { darkTheme, lightTheme, palette } from './tokens.js';

const purple = extendTheme(lightTheme, {
  color: {
    background: { brand: '#4c1d95' },
    action: { primary: '#6d28d9', primaryHover: '#5b21b6' },
    border: { control: '#7c3aed' },
  },
});

/** The declarations of the first rule whose selector list starts with `selectorStart`. */
function declarations(css: string, selectorStart: string): Map<string, string> {
  const start = css.indexOf(selectorStart);
  expect(start, `rule ${selectorStart}`).toBeGreaterThanOrEqual(0);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return new Map(
    body
      .split(';')
      .map((line) => line.trim())
      .filter(Boolean)
      .map((line) => {
        const colon = line.indexOf(':');
        return [line.slice(0, colon).trim(), line.slice(colon + 1).trim()] as [string, string];
      }),
  );
}

describe('themeVariables', () => {
  it('lists every contract variable once, with readable --lm- names', () => {
    const names = themeVariables(lightTheme).map(([name]) => name);
    expect(names).toEqual(themeVariableNames);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toContain('--lm-color-text-primary');
    expect(names).toContain('--lm-font-body');
    expect(names.length).toBeGreaterThan(30);
  });

  it('names the path of a value that is missing at run time', () => {
    const broken = structuredClone(lightTheme) as unknown as {
      color: { text: Record<string, string | undefined> };
    };
    delete broken.color.text.link;
    expect(() => themeVariables(broken as unknown as ThemeValues)).toThrow(
      'Theme value missing: color.text.link',
    );
  });
});

describe('brandThemeCss', () => {
  const css = brandThemeCss({ light: purple, dark: darkTheme });

  it('assigns every contract variable in light mode, dark mode and the dark preference', () => {
    const light = declarations(css, ':root,\n:root[data-color-mode="light"]');
    const dark = declarations(css, ':root[data-color-mode="dark"]');
    const preferred = declarations(css, ':root:not([data-color-mode])');
    for (const name of themeVariableNames) {
      expect(light.has(name), `light ${name}`).toBe(true);
      expect(dark.has(name), `dark ${name}`).toBe(true);
      expect(preferred.has(name), `preferred ${name}`).toBe(true);
    }
    expect(light.get('--lm-color-action-primary')).toBe('#6d28d9');
    expect(light.get('color-scheme')).toBe('light');
    expect(dark.get('--lm-color-action-primary')).toBe(darkTheme.color.action.primary);
    expect(dark.get('color-scheme')).toBe('dark');
    expect(css).toContain('@media (prefers-color-scheme: dark)');
  });

  it('applies a single theme in both colour modes', () => {
    const single = brandThemeCss({ light: purple });
    const rule = declarations(single, ':root');
    expect(single).toContain('[data-color-mode]');
    expect(rule.get('--lm-color-border-control')).toBe('#7c3aed');
    expect(themeVariableNames.every((name) => rule.has(name))).toBe(true);
  });

  it('scopes the theme to a selector', () => {
    const scoped = brandThemeCss({ light: purple, dark: darkTheme, selector: '.partner' });
    expect(scoped.startsWith('.partner {')).toBe(true);
    expect(scoped).toContain('[data-color-mode="dark"] .partner');
    expect(scoped).not.toMatch(/^:root/m);
  });
});

describe('extendTheme', () => {
  it('changes only the values given and leaves the base untouched', () => {
    expect(purple.color.action.primary).toBe('#6d28d9');
    expect(purple.color.text.primary).toBe(lightTheme.color.text.primary);
    expect(purple.font).toEqual(lightTheme.font);
    expect(lightTheme.color.action.primary).not.toBe('#6d28d9');
  });
});

describe('types', () => {
  it('requires a complete set of values for a brand', () => {
    expectTypeOf(purple).toEqualTypeOf<ThemeValues>();
    expectTypeOf<BrandThemeOptions['light']>().toEqualTypeOf<ThemeValues>();
    const partial = { color: { action: { primary: '#6d28d9' } } };
    // @ts-expect-error a partial brand is not a theme: every contract value must be filled in
    const options: BrandThemeOptions = { light: partial };
    expect(() => brandThemeCss(options)).toThrow(/Theme (value|group) missing/);
  });
});

describe('brandTokens', () => {
  /** The value at a dotted path of a theme. */
  const valueAt = (theme: ThemeValues, dotted: string): string =>
    dotted
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], theme) as string;
  const brandColours = new Set(
    Object.entries(palette)
      .filter(([name]) => /^(navy|teal|sky)/.test(name))
      .map(([, value]) => value),
  );
  /** Colour paths of a theme whose value is one of Lumenor's brand colours (or a tint of its own). */
  const brandedPaths = (theme: ThemeValues) =>
    Object.entries(theme.color).flatMap(([group, values]) =>
      Object.entries(values as Record<string, string>)
        .filter(([, value]) => brandColours.has(value as never))
        .map(([name]) => `color.${group}.${name}`),
    );

  it('lists every colour the built-in themes take from the navy, teal and sky palettes', () => {
    const listed = new Set<string>(brandTokens);
    for (const theme of [lightTheme, darkTheme]) {
      const missing = brandedPaths(theme).filter((path) => !listed.has(path));
      expect(missing).toEqual([]);
    }
  });

  it('names real tokens, and a brand that sets them all changes every branded value', () => {
    const brand = extendTheme(lightTheme, {
      color: Object.fromEntries(
        ['background', 'text', 'action', 'focus'].map((group) => [
          group,
          Object.fromEntries(
            brandTokens
              .filter((token) => token.startsWith(`color.${group}.`))
              .map((token) => [token.split('.')[2], '#123456']),
          ),
        ]),
      ),
    });
    for (const token of brandTokens) {
      expect(typeof valueAt(lightTheme, token), token).toBe('string');
      expect(valueAt(brand, token), token).toBe('#123456');
    }
    expect(brandedPaths(brand)).toEqual([]);
  });
});
