// @vitest-environment node
// (the WebAssembly font tools need Node's own typed arrays, not a DOM environment's)
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fontWeight } from '../src/themes/tokens.js';
import {
  codePointsOf,
  faces,
  fontsCss,
  fontsDirectory,
  subsetFace,
  unicodeRangeFor,
  weightRange,
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
