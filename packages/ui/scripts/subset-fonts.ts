// Writes the Inter files that src/fonts.css serves, and the fallback faces in fonts.css
// (below): `pnpm --filter @lumenor/ui run fonts`.
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
import { createFontStack } from '@capsizecss/core';
import arialRegular from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import interRegular from '@capsizecss/metrics/inter';
import interBold from '@capsizecss/metrics/inter/700';
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

// ---------------------------------------------------------------------------------------------
// The metric-matched fallback of Inter that fonts.css declares ("Inter Fallback"): Arial
// (or a metric-compatible clone of it) scaled and given Inter's vertical metrics, so that text
// laid out before Inter arrives takes the same room, and the swap moves nothing.
//
// The overrides come from @capsizecss/core's createFontStack, from the metrics that
// @capsizecss/metrics publishes for Inter and Arial: `size-adjust` is the ratio of the two fonts'
// average character widths (weighted by letter frequency in latin text), and the ascent, descent
// and line-gap overrides are Inter's, over the adjusted em. One face per weight the system font
// has (regular for 400-500, bold for 600-700), so headings get Arial Bold scaled to Inter Bold
// instead of a synthetic bold. `pnpm --filter @lumenor/ui run fonts` writes them into fonts.css;
// a test checks fonts.css holds what this computes, and that the metrics are those of the
// committed woff2 file.

type FontMetrics = Parameters<typeof createFontStack>[0][number];

export const fallbackFamily = 'Inter Fallback';

/**
 * The fallback's faces: the weight each stands for and its local sources. Liberation Sans and
 * Arimo have Arial's metrics (the same widths and vertical metrics), so the same overrides fit
 * them on systems without Arial.
 */
export const fallbackFaces = [
  {
    weight: 400,
    inter: interRegular,
    arial: arialRegular,
    local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
  },
  {
    weight: 700,
    inter: interBold,
    arial: arialBold,
    local: [
      'Arial Bold',
      'Arial-BoldMT',
      'Liberation Sans Bold',
      'LiberationSans-Bold',
      'Arimo Bold',
      'Arimo-Bold',
    ],
  },
] as const;

export interface FallbackOverrides {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

/** createFontStack's overrides for Arial standing in for Inter, at one weight. */
export function overridesFor(inter: FontMetrics, arial: FontMetrics): FallbackOverrides {
  const { fontFaces } = createFontStack([inter, arial], { fontFaceFormat: 'styleObject' });
  const face = fontFaces[0]?.['@font-face'];
  const value = (name: keyof FallbackOverrides) => {
    const found = face?.[name];
    if (typeof found !== 'string') throw new Error(`createFontStack gave no ${name}`);
    return found;
  };
  return {
    sizeAdjust: value('sizeAdjust'),
    ascentOverride: value('ascentOverride'),
    descentOverride: value('descentOverride'),
    lineGapOverride: value('lineGapOverride'),
  };
}

/** The @font-face rules of the fallback, as fonts.css holds them. */
export function fallbackFontFaceCss(): string {
  return fallbackFaces
    .map((face) => {
      const overrides = overridesFor(face.inter, face.arial);
      return [
        '@font-face {',
        `  font-family: "${fallbackFamily}";`,
        `  font-weight: ${face.weight};`,
        `  src: ${face.local.map((name) => `local("${name}")`).join(', ')};`,
        `  size-adjust: ${overrides.sizeAdjust};`,
        `  ascent-override: ${overrides.ascentOverride};`,
        `  descent-override: ${overrides.descentOverride};`,
        `  line-gap-override: ${overrides.lineGapOverride};`,
        '}',
      ].join('\n');
    })
    .join('\n\n');
}

const begin = '/* fallback:begin (written by scripts/subset-fonts.ts) */';
const end = '/* fallback:end */';

/** The fallback rules between fonts.css's markers. */
export function fallbackRulesIn(css: string): string {
  const from = css.indexOf(begin);
  const to = css.indexOf(end);
  if (from < 0 || to < from) throw new Error(`fonts.css has no "${begin}" … "${end}" block`);
  return css.slice(from + begin.length, to).trim();
}

/** fonts.css with the fallback rules between its markers replaced by `rules`. */
export function withFallbackRules(css: string, rules: string): string {
  const from = css.indexOf(begin);
  const to = css.indexOf(end);
  if (from < 0 || to < from) throw new Error(`fonts.css has no "${begin}" … "${end}" block`);
  return `${css.slice(0, from + begin.length)}\n${rules}\n${css.slice(to)}`;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const css = withFallbackRules(await readFile(fontsCss, 'utf8'), fallbackFontFaceCss());
  await writeFile(fontsCss, css);
  console.log('fonts.css: the metric-matched fallback faces');
  for (const face of faces) {
    const subset = await subsetFace(face, css);
    await writeFile(path.join(fontsDirectory, face.file), subset);
    console.log(`${face.file}: ${(subset.length / 1024).toFixed(1)} KB`);
  }
}
