/** Intrinsic size of the drawn blog illustrations (public/images/blog/<id>.svg, 16:9). */
export const blogImageSize = { width: 1200, height: 675 } as const;

/** An article's illustration: a drawing (SVG) or a photo (JPEG, PNG or WebP) under /images/blog/. */
export const blogIllustrationPattern =
  /^\/images\/blog\/[a-z0-9][a-z0-9_-]*\.(svg|jpe?g|png|webp)$/;

/** Photos are shown at up to this width in pixels, so a photo must be at least that wide. */
export const blogPhotoMinWidth = 1200;

/** Whether an illustration is a photo (the site serves it as responsive AVIF and WebP). */
export function isBlogPhoto(src: string): boolean {
  return /\.(jpe?g|png|webp)$/.test(src);
}
