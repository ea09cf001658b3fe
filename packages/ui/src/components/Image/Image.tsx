import * as styles from './Image.css.js';

export { imageFits, imageRadii, imageRatios } from './Image.css.js';
export type ImageFit = (typeof styles.imageFits)[number];
export type ImageRadius = (typeof styles.imageRadii)[number];
export type ImageRatio = (typeof styles.imageRatios)[number];

export interface ImageProps {
  src: string;
  /** Text alternative. Use `''` for a purely decorative image. */
  alt: string;
  /** Intrinsic width in px. Required: with `height` it reserves the box and prevents layout shift. */
  width: number;
  /** Intrinsic height in px. Required, see `width`. */
  height: number;
  /** The page's largest above-the-fold image: loads eagerly with `fetchpriority="high"`. @default false */
  priority?: boolean;
  /** Responsive candidates, e.g. `'/a-640.webp 640w, /a-1280.webp 1280w'`. */
  srcSet?: string;
  /** How wide the image is drawn, for `srcSet` selection. @default '100vw' when srcSet is set */
  sizes?: string;
  /**
   * Other formats of the same picture, best first (e.g. AVIF): drawn as `<source>`s of a
   * `<picture>`, each with `sizes`; browsers that cannot decode them take the `<img>`.
   */
  sources?: ReadonlyArray<{ type: string; srcSet: string }>;
  /** Crop to a fixed aspect ratio (fills the container width); 'intrinsic' keeps the file's own ratio. @default 'intrinsic' */
  ratio?: ImageRatio;
  /** How the picture fills a cropped box. @default 'cover' */
  fit?: ImageFit;
  /** Corner rounding. @default 'none' */
  radius?: ImageRadius;
}

function isDimension(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/**
 * An image with intrinsic dimensions (no layout shift), lazy-loaded and asynchronously decoded by
 * default. Mark the one LCP image per page with `priority`.
 */
export function Image({
  src,
  alt,
  width,
  height,
  priority = false,
  srcSet,
  sizes,
  sources,
  ratio = 'intrinsic',
  fit = 'cover',
  radius = 'none',
}: ImageProps) {
  if (!isDimension(width) || !isDimension(height)) {
    throw new Error(
      `Image "${src}" needs positive numeric width and height so the browser can reserve its space.`,
    );
  }
  const resolvedSizes = sizes ?? (srcSet || sources?.length ? '100vw' : undefined);
  const img = (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      srcSet={srcSet}
      sizes={resolvedSizes}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={styles.root({ fit, radius, ratio })}
    />
  );
  if (!sources?.length) return img;
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcSet} sizes={resolvedSizes} />
      ))}
      {img}
    </picture>
  );
}
