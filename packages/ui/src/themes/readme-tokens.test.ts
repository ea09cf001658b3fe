import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { themeVariables } from './brand.js';
import { contrastTheme, darkTheme, lightTheme } from './tokens.js';

/**
 * The package README's colour table is what designers and adopting sites read; it must list every
 * colour variable of the contract with the value each built-in theme gives it.
 */
const readme = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../README.md'),
  'utf8',
);

/** `--lm-color-…` → the values in the README row: light, dark, high contrast. */
const documented = new Map(
  [
    ...readme.matchAll(
      /^\| `color\.[\w.]+` +\| `(--lm-color-[\w-]+)` +\|[^|]*\| `([^`]+)` +\| `([^`]+)` +\| `([^`]+)` +\|$/gm,
    ),
  ].map(([, name, light, dark, contrast]) => [name, [light, dark, contrast]]),
);

const colour = (theme: typeof lightTheme) =>
  new Map(themeVariables(theme).filter(([name]) => name.startsWith('--lm-color-')));

describe('the README colour table', () => {
  const light = colour(lightTheme);
  const dark = colour(darkTheme);
  const contrast = colour(contrastTheme);

  it('lists every colour variable of the contract, and no other', () => {
    expect([...documented.keys()].sort()).toEqual([...light.keys()].sort());
  });

  it.each([...light.keys()])('%s has the light, dark and high-contrast values', (name) => {
    expect(documented.get(name)).toEqual([light.get(name), dark.get(name), contrast.get(name)]);
  });
});
