/**
 * A category address that matches no articles (an unknown slug, or a category nobody has written
 * for yet) shows the category page's empty state, "No articles found", with status 404. The page
 * is prerendered once, at this path (the category route's loader finds no category '404'), and
 * the build moves it to the file below. Static hosts serve it for every other /blog/category/*
 * address: Netlify through a `_redirects` rule with status 404, Cloudflare Pages because it is
 * the nearest 404.html, the local server through the same `_redirects` rule.
 */
export const emptyCategoryPrerenderPath = '/blog/category/404';
export const emptyCategoryFile = 'blog/category/404.html';
