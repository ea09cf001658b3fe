/**
 * Which candidate of a responsive image a phone loads: the tests' model of a browser's choice
 * from `srcset` (w descriptors) and `sizes`, for a 390 CSS px screen at a device pixel ratio of 3.
 */
export const phone = { width: 390, pixelRatio: 3, rootFontSize: 16 };

/** A CSS length of `sizes` in CSS px on the phone. */
function cssPixels(length: string): number {
  const match = /^([\d.]+)(px|rem|em|vw)$/.exec(length.trim());
  if (!match) throw new Error(`sizes length '${length}' is not px, rem, em or vw`);
  const value = Number(match[1]);
  if (match[2] === 'vw') return (value * phone.width) / 100;
  return match[2] === 'px' ? value : value * phone.rootFontSize;
}

/** The slot width `sizes` gives on the phone: the first entry whose condition holds. */
function slotWidth(sizes: string): number {
  for (const entry of sizes.split(',').map((item) => item.trim())) {
    const conditional = /^\((min|max)-width:\s*([^)]+)\)\s+(.+)$/.exec(entry);
    if (!conditional) return cssPixels(entry);
    const [, kind, bound = '', length = ''] = conditional;
    const holds =
      kind === 'min' ? phone.width >= cssPixels(bound) : phone.width <= cssPixels(bound);
    if (holds) return cssPixels(length);
  }
  return phone.width;
}

/** The candidate of a `w` srcset a browser picks for a slot: the narrowest wide enough, else the widest. */
export function phonePick(srcSet: string, sizes: string): string {
  const candidates = srcSet
    .split(',')
    .map((item) => item.trim().split(/\s+/))
    .map(([url = '', descriptor = '']) => ({ url, width: Number.parseInt(descriptor, 10) }))
    .sort((a, b) => a.width - b.width);
  const needed = slotWidth(sizes) * phone.pixelRatio;
  return (
    (candidates.find((candidate) => candidate.width >= needed) ?? candidates.at(-1))?.url ?? ''
  );
}
