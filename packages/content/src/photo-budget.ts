/**
 * What a photo may cost a phone: the site's build resizes and encodes each photo to keep to it
 * (apps/site, scripts/photos/write-photos.ts), and the editor (apps/editor) refuses a photo that
 * would not fit at the lowest quality.
 */

/** The most bytes an image may cost on a phone. */
export const phoneImageBudget = 60 * 1024;

/**
 * The widest copy a phone may pick: a 430 CSS px screen at a device pixel ratio of 2.75 asks for
 * about 1180 px, which srcset rounds up to this. Copies this wide or narrower keep to the budget.
 */
export const phoneWidestCopy = 1200;

/**
 * Quality of each format, best first: a copy a phone may pick steps down until it fits the
 * budget; the editor refuses a photo that would not fit at the lowest.
 */
export const photoQualities = { avif: [50, 42, 34, 26], webp: [76, 66, 56, 46, 36] } as const;
