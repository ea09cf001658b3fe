import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./telugu-font.css', import.meta.url), 'utf8');
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map((match) => match[1] ?? '');
const descriptor = (face: string, name: string) =>
  new RegExp(`${name}:\\s*([^;]+);`).exec(face)?.[1]?.trim() ?? '';
const sources = (face: string) =>
  [...descriptor(face, 'src').matchAll(/(local|url)\(\s*"([^"]+)"\s*\)/g)].map(
    ([, kind, name]) => ({ kind, name }),
  );

describe('the Telugu face', () => {
  it('covers the weights 400 to 700 with faces that never move text once laid out (optional)', () => {
    expect(faces.map((face) => descriptor(face, 'font-weight'))).toEqual(['400 500', '600 700']);
    for (const face of faces) expect(descriptor(face, 'font-display')).toBe('optional');
  });

  it("takes the device's own Noto Sans Telugu before the download, Bold for the bold weights", () => {
    for (const face of faces) {
      const list = sources(face);
      expect(list.at(-1)).toEqual({ kind: 'url', name: expect.stringMatching(/\.woff2$/) });
      const local = list.slice(0, -1);
      expect(local.every((source) => source.kind === 'local')).toBe(true);
      expect(local.map((source) => source.name)).toEqual(
        expect.arrayContaining(['Noto Sans Telugu', 'NotoSansTelugu', 'Noto Sans Telugu UI']),
      );
    }
    const bold = faces.find((face) => descriptor(face, 'font-weight') === '600 700') ?? '';
    expect(sources(bold)[0]?.name).toMatch(/Bold$/);
  });
});
