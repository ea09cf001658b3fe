import { isBlogPhoto } from '@lumenor/content/paths';
import { phoneImageBudget, phoneWidestCopy, photoQualities } from '@lumenor/content/photo-budget';

/**
 * Photo illustrations are served as resized copies in AVIF and WebP, named by the photo's content
 * hash: this module plans their names and sizes (the pages' `<picture>`), and
 * scripts/photos/write-photos.ts makes the files with sharp at build time from the same plan.
 */

/** The widths a photo is resized to (those narrower than the photo, and the photo's own width
 * if it is narrower than the widest). */
export const photoWidths = [480, 800, 1200, 1600] as const;

/** Formats in the order a browser should prefer them; the last is the `<img>`'s own. */
export const photoFormats = ['avif', 'webp'] as const;
export type PhotoFormat = (typeof photoFormats)[number];

// The phone's budget, which the editor holds photos to as well.
export { phoneImageBudget, phoneWidestCopy, photoQualities };

/** Where the resized copies are served from. */
export const photoUrlPath = '/images/photos';

export interface PhotoVariant {
  url: string;
  format: PhotoFormat;
  width: number;
  height: number;
}

export interface IllustrationSource {
  type: `image/${PhotoFormat}`;
  srcSet: string;
}

/** What a page needs to draw an illustration: an `<img>`, and for a photo its `<source>`s. */
export interface Illustration {
  src: string;
  alt: string;
  width: number;
  height: number;
  srcSet?: string;
  sizes?: string;
  sources?: IllustrationSource[];
}

interface PhotoImage {
  src: string;
  width: number;
  height: number;
  contentHash?: string;
}

/** The resized copies of a photo, every format and width. */
export function photoVariants(image: PhotoImage): PhotoVariant[] {
  if (!image.contentHash) throw new Error(`${image.src}: a photo needs its content hash`);
  const name = image.src.replace(/^.*\//, '').replace(/\.[a-z]+$/, '');
  const widths = [...new Set(photoWidths.map((width) => Math.min(width, image.width)))];
  return photoFormats.flatMap((format) =>
    widths.map((width) => ({
      url: `${photoUrlPath}/${name}-${image.contentHash}-${width}.${format}`,
      format,
      width,
      height: Math.round((image.height * width) / image.width),
    })),
  );
}

/** How wide an illustration is drawn, per layout (the `sizes` attribute). */
export const illustrationSizes = {
  /** The article's own illustration, in the prose column. */
  article: '(min-width: 48rem) 42rem, 100vw',
  /** The featured article on the blog, half the page. */
  featured: '(min-width: 64rem) 37rem, 100vw',
  /** A card in a grid of up to three. */
  card: '(min-width: 64rem) 24rem, (min-width: 40rem) 50vw, 100vw',
} as const;

/**
 * An illustration as a page draws it: an SVG as it is; a photo as `<source>`s of AVIF and WebP
 * copies at several widths, with a WebP `<img>` for browsers without `<picture>`.
 */
export function illustration(
  image: PhotoImage & { alt: string },
  sizes: string,
  alt: string = image.alt,
): Illustration {
  if (!isBlogPhoto(image.src)) {
    return { src: image.src, alt, width: image.width, height: image.height };
  }
  const variants = photoVariants(image);
  const srcSet = (format: PhotoFormat) =>
    variants
      .filter((variant) => variant.format === format)
      .map((variant) => `${variant.url} ${variant.width}w`)
      .join(', ');
  const fallback = variants.filter((variant) => variant.format === 'webp');
  const img = fallback.find((variant) => variant.width >= 800) ?? fallback[fallback.length - 1];
  return {
    src: img?.url ?? image.src,
    alt,
    width: image.width,
    height: image.height,
    srcSet: srcSet('webp'),
    sizes,
    // Browsers that decode AVIF take it from the <source>; the others the <img>'s WebP.
    sources: [{ type: 'image/avif', srcSet: srcSet('avif') }],
  };
}

/** The copy of a photo that feeds link: the widest WebP a phone may pick. */
export function feedPhotoCopy(image: PhotoImage): PhotoVariant | undefined {
  return photoVariants(image)
    .filter((variant) => variant.format === 'webp' && variant.width <= phoneWidestCopy)
    .at(-1);
}
