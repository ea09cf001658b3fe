import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../themes/contrast.js';
import { darkTheme, lightTheme } from '../themes/tokens.js';
import { focusRing, focusRingInside, focusRingOnBrand, forcedFocusColor } from './focus.js';

const themes = { light: lightTheme, dark: darkTheme };

describe('the focus ring', () => {
  it.each(Object.entries(themes))('meets 3:1 next to every colour it sits on (%s)', (_, theme) => {
    const { background, focus, text } = theme.color;
    const pairs: Array<[ring: string, ring: string, neighbour: string, neighbour: string]> = [
      // The default ring on the page, on surfaces and on raised cards.
      ...(['page', 'surface', 'raised'] as const).map(
        (name) =>
          ['focus.ring', focus.ring, name, background[name]] as [string, string, string, string],
      ),
      // On a brand band (a tone band or the footer) the ring takes the on-brand colour.
      ...(['brand', 'brandStrong'] as const).map(
        (name) =>
          ['text.onBrand', text.onBrand, name, background[name]] as [
            string,
            string,
            string,
            string,
          ],
      ),
    ];
    const weak = pairs
      .map(([ringName, ring, name, colour]) => ({
        pair: `${ringName} on background.${name}`,
        ratio: Number(contrastRatio(ring, colour).toFixed(2)),
      }))
      .filter(({ ratio }) => ratio < 3);
    expect(weak).toEqual([]);
  });

  it('is one 3 px ring in every variant, in the visitor’s Highlight colour when colours are forced', () => {
    for (const variant of [focusRing, focusRingInside, focusRingOnBrand]) {
      expect(variant.outline).toMatch(/^3px solid var\(--lm-focus-forced, /);
    }
    expect(forcedFocusColor).toBe('--lm-focus-forced');
    expect(focusRing.outlineOffset).toBe('2px');
    expect(focusRingInside.outlineOffset).toBe('-3px');
  });

  it('is the only focus ring the styles draw (components, the reset, the colour-mode toggle)', () => {
    const source = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
    const ownRings = readdirSync(source, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .filter((file) => !file.endsWith('focus.ts'))
      .filter((file) => /outline:\s*`\d/.test(readFileSync(path.join(source, file), 'utf8')));
    expect(ownRings).toEqual([]);
  });
});
