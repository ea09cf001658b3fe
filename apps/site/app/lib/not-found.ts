import { localeDetails, locales, localizedPath } from '@lumenor/content/locale';

/**
 * The host answers every unknown URL with a prerendered not-found page: 404.html for the English
 * site, te/404.html for the Telugu one (the nearest 404.html, as Cloudflare and the local server
 * look for it). The catch-all route is prerendered at `/404` in each language, then moved to
 * those files.
 */
export const notFoundPath = '/404';

/** Where each language's not-found page is prerendered, and the file it becomes. */
export const notFoundPages = locales.map((locale) => {
  const prefix = localeDetails[locale].pathPrefix;
  return {
    prerenderPath: localizedPath(notFoundPath, locale),
    file: `${prefix ? `${prefix.slice(1)}/` : ''}404.html`,
    /** The addresses it answers: the whole site, or the language's part of it. */
    scope: prefix ? `${prefix}/` : '/',
  };
});

export const notFoundPrerenderPaths = notFoundPages.map((page) => page.prerenderPath);
