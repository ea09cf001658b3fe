/** Intrinsic size of every blog illustration (public/images/blog/<id>.svg, 16:9). */
export const blogImageSize = { width: 1200, height: 675 } as const;
