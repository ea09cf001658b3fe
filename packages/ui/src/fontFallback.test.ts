// @vitest-environment node
// (capsize's font reader needs Node's own typed arrays, not a DOM environment's)
import { readFile } from 'node:fs/promises';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import inter from '@capsizecss/metrics/inter';
import interBold from '@capsizecss/metrics/inter/700';
import { fromFile } from '@capsizecss/unpack/fs';
import { describe, expect, it } from 'vitest';
import { fallbackFaces } from './fontFallback.css.js';

type Metrics = typeof inter;

/** The overrides from first principles, as fractions: what createFontStack is expected to give. */
function expected(font: Metrics, fallback: Metrics) {
  const sizeAdjust =
    font.subsets.latin.xWidthAvg /
    font.unitsPerEm /
    (fallback.subsets.latin.xWidthAvg / fallback.unitsPerEm);
  const em = font.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: font.ascent / em,
    descentOverride: Math.abs(font.descent) / em,
    lineGapOverride: font.lineGap / em,
  };
}

describe('the metric-matched fallback ("Inter Fallback")', () => {
  it("scales Arial to Inter's widths and gives it Inter's vertical metrics, regular and bold", () => {
    expect(fallbackFaces.map((face) => face.fontWeight)).toEqual([400, 700]);
    const pairs = { 400: [inter, arial], 700: [interBold, arialBold] } as const;
    for (const face of fallbackFaces) {
      const [font, fallback] = pairs[face.fontWeight];
      for (const [name, value] of Object.entries(expected(font, fallback))) {
        const percent = face[name as keyof typeof face];
        expect(percent, `${name} at ${face.fontWeight}`).toMatch(/^[\d.]+%$/);
        expect(
          Number.parseFloat(String(percent)) / 100,
          `${name} at ${face.fontWeight}`,
        ).toBeCloseTo(value, 5);
      }
      expect(face.src, 'Arial first, then its metric-compatible clones').toMatch(
        /^local\("Arial( Bold)?"\), .*local\("Liberation Sans( Bold)?"\), .*local\("Arimo/,
      );
    }
    // Regular: about 107 % wide, ascent 90 %, descent 23 %, no line gap (Inter 4 against Arial).
    expect(fallbackFaces[0]?.sizeAdjust).toBe('107.1194%');
  });

  it('uses the metrics of the Inter file the stylesheet serves', async () => {
    const css = await readFile(new URL('./fonts.css', import.meta.url), 'utf8');
    const file = /url\("\.\/(fonts\/inter-latin-wght-[^"]+)"\)/.exec(css)?.[1];
    const served = await fromFile(new URL(`./${file}`, import.meta.url).pathname);
    for (const key of ['unitsPerEm', 'ascent', 'descent', 'lineGap', 'xWidthAvg'] as const) {
      expect(served[key], key).toBe(inter[key]);
    }
  });
});
