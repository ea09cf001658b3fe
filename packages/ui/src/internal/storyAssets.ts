/**
 * Self-contained SVG pictures for stories and tests, so Storybook works offline.
 * Not exported from the package.
 */
function picture(width: number, height: number, from: string, to: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#g)"/><circle cx="${width * 0.75}" cy="${height * 0.3}" r="${height * 0.2}" fill="#5eead4" opacity=".35"/><rect x="${width * 0.12}" y="${height * 0.62}" width="${width * 0.42}" height="${height * 0.05}" rx="${height * 0.025}" fill="#fff" opacity=".5"/></svg>`,
  )}`;
}

export const storyImage = {
  src: picture(1200, 800, '#0b3b66', '#0f766e'),
  width: 1200,
  height: 800,
};
export const storyImageAlt = {
  src: picture(1200, 800, '#0f766e', '#155e9e'),
  width: 1200,
  height: 800,
};
