import { locales, localizedPath } from '@lumenor/content/locale';

/**
 * A category address that matches no articles (an unknown slug, or a category nobody has written
 * for yet) shows the category page's empty state, "No articles found", with status 404. The page
 * is prerendered once per language, at `/blog/category/404` (the category route's loader finds no
 * category '404'), and the build moves it to `blog/category/404.html` (`te/blog/category/404.html`).
 * The host serves it for every other category address, as the nearest 404.html (Cloudflare, and
 * the local server likewise).
 */
export const emptyCategoryPages = locales.map((locale) => {
  const prerenderPath = localizedPath('/blog/category/404', locale);
  return {
    prerenderPath,
    file: `${prerenderPath.slice(1)}.html`,
    scope: localizedPath('/blog/category/', locale),
  };
});

export const emptyCategoryPrerenderPaths = emptyCategoryPages.map((page) => page.prerenderPath);
