import { type Edition, edition, localeOfPath, normalizePath } from '@lumenor/content';

/**
 * The language edition a page is in, read from its address: `/te/...` is Telugu, anything else
 * English. Loaders call this with their request; pages are prerendered, so it runs at build time.
 */
export function requestEdition(request: Request): Edition {
  return edition(localeOfPath(new URL(request.url).pathname).locale);
}

/** The site path of a request without its locale prefix: '/te/services/' → '/services'. */
export function requestSitePath(request: Request): string {
  return normalizePath(localeOfPath(new URL(request.url).pathname).path);
}
