import { createFontStack } from '@capsizecss/core';
import arialRegular from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import interRegular from '@capsizecss/metrics/inter';
import interBold from '@capsizecss/metrics/inter/700';
import { globalFontFace } from '@vanilla-extract/css';
import { interFallbackFamily } from './themes/tokens.js';

/*
 * The metric-matched fallback of Inter ("Inter Fallback", second in the themes' font stack): Arial
 * (or a metric-compatible clone) scaled and given Inter's vertical metrics, so that text laid out
 * in it takes the room Inter would. Computed at build time by @capsizecss/core's createFontStack
 * over the metrics @capsizecss/metrics publishes: `size-adjust` is the ratio of the fonts' average
 * character widths, the ascent, descent and line-gap overrides are Inter's over the adjusted em.
 * One face per weight the system font has (regular for 400-500, bold for 600-700), so headings get
 * Arial Bold scaled to Inter Bold, not a synthetic bold.
 */

/** One face of the fallback, as its @font-face declares it. */
export interface FallbackFace {
  fontWeight: 400 | 700;
  /** Arial's names first, then Liberation Sans and Arimo, which have Arial's metrics. */
  src: string;
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

const sources = {
  400: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
  700: [
    'Arial Bold',
    'Arial-BoldMT',
    'Liberation Sans Bold',
    'LiberationSans-Bold',
    'Arimo Bold',
    'Arimo-Bold',
  ],
};

export const fallbackFaces: FallbackFace[] = (
  [
    [400, interRegular, arialRegular],
    [700, interBold, arialBold],
  ] as const
).map(([fontWeight, inter, arial]) => {
  const [face] = createFontStack([inter, arial], { fontFaceFormat: 'styleObject' }).fontFaces;
  const overrides = face?.['@font-face'];
  if (!overrides) throw new Error('capsize computed no fallback face');
  return {
    fontWeight,
    src: sources[fontWeight].map((name) => `local("${name}")`).join(', '),
    sizeAdjust: String(overrides.sizeAdjust),
    ascentOverride: String(overrides.ascentOverride),
    descentOverride: String(overrides.descentOverride),
    lineGapOverride: String(overrides.lineGapOverride),
  };
});

for (const face of fallbackFaces) globalFontFace(`"${interFallbackFamily}"`, face);
