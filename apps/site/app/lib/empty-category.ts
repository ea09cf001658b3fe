import { locales, localizedPath } from '@lumenor/content/locale';

/**
 * A category address that matches no articles (an unknown slug, or a category nobody has written
 * for yet) shows the category page's empty state, "No articles found", with status 404. The page
 * is prerendered once per language, at `/blog/category/404` (the category route's loader finds no
 * category '404'), and the build moves it to `blog/category/404.html` (`te/blog/category/404.html`).
 * Static hosts serve it for every other category address: Netlify through a `_redirects` rule
 * with status 404, Cloudflare Pages because it is the nearest 404.html, the local server through
 * the same `_redirects` rule.
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
