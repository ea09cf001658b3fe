// Writes the Inter files that src/fonts.css serves, @fontsource-variable/inter's files cut by
// `subsetFace` (the latin file drops from 48 KB to about 29 KB, the largest request of a first
// visit after the HTML): `pnpm --filter @lumenor/ui run fonts`. The files are committed, so
// building the site needs no WebAssembly; a test checks that they are what this script writes.
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
].map((face) => ({ ...face, source: path.join(fontsource, 'files', face.source) }));

export const fontsDirectory = path.join(root, 'src', 'fonts');
export const fontsCss = path.join(root, 'src', 'fonts.css');

/** The code points of a CSS `unicode-range` ('U+0000-00FF, U+0131'). */
export function codePointsOf(unicodeRange: string): number[] {
  return [...unicodeRange.matchAll(/U\+([0-9A-F]+)(?:-([0-9A-F]+))?/gi)].flatMap(([, from, to]) => {
    const first = Number.parseInt(from ?? '', 16);
    const last = to ? Number.parseInt(to, 16) : first;
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  });
}

/** The `unicode-range` that a stylesheet gives the @font-face serving `file`. */
export function unicodeRangeFor(css: string, file: string): string {
  for (const block of css.split('@font-face').slice(1)) {
    if (!block.includes(`/${file}"`)) continue;
    const range = /unicode-range:\s*([^;]+);/.exec(block)?.[1];
    if (range) return range.replace(/\s+/g, ' ').trim();
  }
  throw new Error(`The stylesheet has no @font-face with a unicode-range for ${file}`);
}

/**
 * The font file at `source` cut to what the stylesheet `css` says of the face serving `file`: its
 * `unicode-range` (so what a face claims to cover, it has), and the weight axis narrowed to the
 * weights of the type scale. Every layout feature stays (Telugu needs its conjunct and vowel-sign
 * rules). The site's Telugu face is cut with it too (apps/site/scripts/fonts/subset-telugu.ts).
 */
export async function subsetFace(source: string, css: string, file: string): Promise<Buffer> {
  const text = String.fromCodePoint(...codePointsOf(unicodeRangeFor(css, file)));
  return subsetFont(await readFile(source), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { ...weightRange } },
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const css = await readFile(fontsCss, 'utf8');
  for (const face of faces) {
    const subset = await subsetFace(face.source, css, face.file);
    await writeFile(path.join(fontsDirectory, face.file), subset);
    console.log(`${face.file}: ${(subset.length / 1024).toFixed(1)} KB`);
  }
}
