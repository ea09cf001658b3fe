// Writes the Inter files that src/fonts.css serves: `pnpm --filter @lumenor/ui run fonts`.
//
// Each face is @fontsource-variable/inter's file cut to what the design system uses: the code
// points of the face's own `unicode-range` in fonts.css (so what a face claims to cover, it has),
// and the weight axis narrowed to the weights of the type scale (tokens.ts: 400 to 700). The
// latin file drops from 48 KB to about 29 KB, the largest request of a first visit after the HTML.
// The files are committed: building the site needs no WebAssembly, and a test checks that they
// are what this script writes.
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const require = createRequire(import.meta.url);
const fontsource = path.dirname(require.resolve('@fontsource-variable/inter/package.json'));

/** The weight axis kept: the lightest and boldest weight of the type scale. */
export const weightRange = { min: 400, max: 700 } as const;

/** Each served file, and the fontsource file it is cut from. */
export const faces = [
  { file: 'inter-latin-wght-400-700.woff2', source: 'inter-latin-wght-normal.woff2' },
  { file: 'inter-latin-ext-wght-400-700.woff2', source: 'inter-latin-ext-wght-normal.woff2' },
] as const;

export const fontsDirectory = path.join(root, 'src', 'fonts');
export const fontsCss = path.join(root, 'src', 'fonts.css');

/** The code points of a CSS `unicode-range` ('U+0000-00FF, U+0131'). */
export function codePointsOf(unicodeRange: string): number[] {
  const points: number[] = [];
  for (const part of unicodeRange.split(',')) {
    const match = /U\+([0-9A-F]+)(?:-([0-9A-F]+))?/i.exec(part.trim());
    if (!match?.[1]) continue;
    const first = Number.parseInt(match[1], 16);
    const last = match[2] ? Number.parseInt(match[2], 16) : first;
    for (let point = first; point <= last; point += 1) points.push(point);
  }
  return points;
}

/** The `unicode-range` that fonts.css gives the @font-face serving `file`. */
export function unicodeRangeFor(css: string, file: string): string {
  for (const block of css.split('@font-face').slice(1)) {
    if (!block.includes(`/${file}"`)) continue;
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (range) return range.replace(/\s+/g, ' ').trim();
  }
  throw new Error(`fonts.css has no @font-face with a unicode-range for ${file}`);
}

/** One face's subset, as fonts.css describes it. */
export async function subsetFace(face: (typeof faces)[number], css: string): Promise<Buffer> {
  const source = await readFile(path.join(fontsource, 'files', face.source));
  const text = String.fromCodePoint(...codePointsOf(unicodeRangeFor(css, face.file)));
  return subsetFont(source, text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { ...weightRange } },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const css = await readFile(fontsCss, 'utf8');
  for (const face of faces) {
    const subset = await subsetFace(face, css);
    await writeFile(path.join(fontsDirectory, face.file), subset);
    console.log(`${face.file}: ${(subset.length / 1024).toFixed(1)} KB`);
  }
}
