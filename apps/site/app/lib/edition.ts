import { type Edition, edition, localeOfPath, normalizePath } from '@lumenor/content';

/**
 * The language edition a page is in, read from its address: `/te/...` is Telugu, anything else
 * English. Loaders call this with their request; pages are prerendered, so it runs at build time.
 */
export function requestEdition(request: Request): Edition {
  return edition(localeOfPath(new URL(request.url).pathname).locale);
}

/**
 * The site path of a request without its locale prefix: '/te/services/' → '/services'. The
 * prerender also asks each page's loaders for its data file ('/services.data', '/_root.data' for
 * the home page), which is the same page.
 */
export function requestSitePath(request: Request): string {
  const pathname = new URL(request.url).pathname.replace(/(\/_root)?\.data$/, '');
  return normalizePath(localeOfPath(pathname).path);
}
