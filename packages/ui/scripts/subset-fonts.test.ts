// @vitest-environment node
// (the WebAssembly font tools need Node's own typed arrays, not a DOM environment's)
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import inter from '@capsizecss/metrics/inter';
import interBold from '@capsizecss/metrics/inter/700';
import { fromFile } from '@capsizecss/unpack/fs';
import { describe, expect, it } from 'vitest';
import { fontWeight } from '../src/themes/tokens.js';
import {
  codePointsOf,
  faces,
  fallbackFaces,
  fallbackFontFaceCss,
  fallbackRulesIn,
  fontsCss,
  fontsDirectory,
  subsetFace,
  unicodeRangeFor,
  weightRange,
  withFallbackRules,
} from './subset-fonts.js';

describe('the Inter files', () => {
  it('are what scripts/subset-fonts.ts writes (run `pnpm --filter @lumenor/ui run fonts`)', async () => {
    const css = await readFile(fontsCss, 'utf8');
    for (const face of faces) {
      const committed = await readFile(path.join(fontsDirectory, face.file));
      const fresh = await subsetFace(face.source, css, face.file);
      expect(committed.equals(fresh), face.file).toBe(true);
    }
  }, 30_000);

  it('cover every weight of the type scale, and fonts.css says which', async () => {
    for (const weight of Object.values(fontWeight)) {
      expect(Number(weight)).toBeGreaterThanOrEqual(weightRange.min);
      expect(Number(weight)).toBeLessThanOrEqual(weightRange.max);
    }
    const css = await readFile(fontsCss, 'utf8');
    const servedFaces = [...css.matchAll(/@font-face\s*\{[^}]*\}/g)]
      .map((match) => match[0])
      .filter((face) => face.includes('./fonts/'));
    expect(servedFaces).toHaveLength(faces.length);
    for (const face of servedFaces) {
      expect(/font-weight:\s*([^;]+);/.exec(face)?.[1]).toBe(
        `${weightRange.min} ${weightRange.max}`,
      );
      // Inter never swaps in after the first paint (README, "Fonts").
      expect(/font-display:\s*([^;]+);/.exec(face)?.[1]).toBe('optional');
    }
  });
});

describe('codePointsOf and unicodeRangeFor', () => {
  it('expand a unicode-range', () => {
    expect(codePointsOf('U+0041-0043, U+2019')).toEqual([0x41, 0x42, 0x43, 0x2019]);
  });

  it("read a face's range from the stylesheet", () => {
    const css = `@font-face { src: url("./fonts/a.woff2"); unicode-range: U+0000-00FF,\n U+0131; }`;
    expect(unicodeRangeFor(css, 'a.woff2')).toBe('U+0000-00FF, U+0131');
    expect(() => unicodeRangeFor(css, 'b.woff2')).toThrow(/no @font-face/);
  });
});

describe('the metric-matched fallback ("Inter Fallback")', () => {
  type Metrics = typeof inter;
  /** The overrides from first principles, as fractions: what createFontStack is expected to give. */
  function expected(font: Metrics, fallback: Metrics) {
    const sizeAdjust =
      font.subsets.latin.xWidthAvg /
      font.unitsPerEm /
      (fallback.subsets.latin.xWidthAvg / fallback.unitsPerEm);
    const em = font.unitsPerEm * sizeAdjust;
    return {
      'size-adjust': sizeAdjust,
      'ascent-override': font.ascent / em,
      'descent-override': Math.abs(font.descent) / em,
      'line-gap-override': font.lineGap / em,
    };
  }

  function facesIn(rules: string) {
    return [...rules.matchAll(/@font-face\s*\{([^}]*)\}/g)].map((match) => {
      const body = match[1] ?? '';
      const descriptor = (name: string) =>
        new RegExp(`${name}:\\s*([^;]+);`).exec(body)?.[1]?.trim();
      return { descriptor, weight: Number(descriptor('font-weight')) };
    });
  }

  it('fonts.css holds what the computation writes (run `pnpm --filter @lumenor/ui run fonts`)', async () => {
    const css = await readFile(fontsCss, 'utf8');
    // Compared token by token: Biome may wrap the lines the script writes.
    const tokens = (text: string) => text.split(/\s+/).filter(Boolean);
    expect(tokens(fallbackRulesIn(css))).toEqual(tokens(fallbackFontFaceCss()));
    expect(fallbackRulesIn(withFallbackRules(css, 'x'))).toBe('x');
  });

  it("scales Arial to Inter's widths and gives it Inter's vertical metrics, regular and bold", async () => {
    const css = await readFile(fontsCss, 'utf8');
    const declared = facesIn(fallbackRulesIn(css));
    expect(declared.map((face) => face.weight)).toEqual([400, 700]);
    const pairs = { 400: [inter, arial], 700: [interBold, arialBold] } as const;
    for (const face of declared) {
      const [font, fallback] = pairs[face.weight as 400 | 700];
      for (const [name, value] of Object.entries(expected(font, fallback))) {
        const percent = face.descriptor(name);
        expect(percent, `${name} at ${face.weight}`).toMatch(/^[\d.]+%$/);
        expect(Number.parseFloat(percent ?? '') / 100, `${name} at ${face.weight}`).toBeCloseTo(
          value,
          5,
        );
      }
      expect(face.descriptor('src'), 'Arial first, then its metric-compatible clones').toMatch(
        /^local\("Arial( Bold)?"\)/,
      );
    }
    // Regular: about 107 % wide, ascent 90 %, descent 23 %, no line gap (Inter 4 against Arial).
    expect(declared[0]?.descriptor('size-adjust')).toBe('107.1194%');
    expect(fallbackFaces.map((face) => face.weight)).toEqual([400, 700]);
  });

  it('uses the metrics of the Inter file the stylesheet serves', async () => {
    const served = await fromFile(path.join(fontsDirectory, faces[0]?.file ?? ''));
    for (const key of ['unitsPerEm', 'ascent', 'descent', 'lineGap', 'xWidthAvg'] as const) {
      expect(served[key], key).toBe(inter[key]);
    }
  });
});
