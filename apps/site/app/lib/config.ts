import { company, type Locale, localizedPath, parseListingPagePath } from '@lumenor/content';

/**
 * Build-time configuration (see .env.example). Vite inlines `import.meta.env.VITE_*` when the site
 * is built; without VITE_SITE_ORIGIN the origin comes from the company record.
 */
export const siteOrigin: string = toOrigin(import.meta.env.VITE_SITE_ORIGIN || company.website);

/** 'https://example.in/' or 'https://example.in' → 'https://example.in'; anything but http(s) throws. */
export function toOrigin(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new Error(`The site origin must be an http(s) URL, got '${value}'`);
  }
  return url.origin;
}

/** An absolute URL on the site, for canonical links, sitemaps, feeds and share images. */
export function absoluteUrl(path: string, origin: string = siteOrigin): string {
  return new URL(path, `${origin}/`).href;
}

/** Public paths of the files generated at build time (scripts/findability). */
export const generatedFiles = {
  sitemap: '/sitemap.xml',
  robots: '/robots.txt',
  rss: '/rss.xml',
  atom: '/atom.xml',
  manifest: '/site.webmanifest',
  faviconSvg: '/favicon.svg',
  faviconIco: '/favicon.ico',
  favicon32: '/favicon-32x32.png',
  appleTouchIcon: '/apple-touch-icon.png',
  icon192: '/icon-192.png',
  icon512: '/icon-512.png',
} as const;

/** The human sitemap, the page that lists every other (routes/sitemap.tsx). */
export { humanSitemapPath } from '@lumenor/content';

/** Share images (og:image): one 1200x630 PNG per page, written to build/client/og/. */
export const shareImage = { width: 1200, height: 630, directory: 'og' } as const;

/** Slug of the share image of the not-found page (and any path without its own image). */
export const notFoundShareImageSlug = 'not-found';

/** '/' → 'home'; '/blog/category/smart-cities' → 'blog-category-smart-cities'. */
export function shareImageSlug(path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? 'home' : trimmed.replaceAll('/', '-');
}

/**
 * The public path of a page's share image, in the page's language: '/og/services.png',
 * '/og/te-services.png'; `null` is the not-found page.
 */
export function shareImagePath(path: string | null, locale: Locale = 'en'): string {
  // The later pages of a list share its first page's image: the card shows the list, not a page.
  const shown = path === null ? null : (parseListingPagePath(path)?.firstPagePath ?? path);
  const slug =
    shown === null
      ? shareImageSlug(localizedPath(`/${notFoundShareImageSlug}`, locale))
      : shareImageSlug(localizedPath(shown, locale));
  return `/${shareImage.directory}/${slug}.png`;
}
