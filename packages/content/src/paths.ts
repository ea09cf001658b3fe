/**
 * The address of every record that has a page: written here once, used by the route list, the
 * sitemap, the feeds, the links between pages and the tests. Paths are the site's paths without a
 * locale prefix; `Edition.href` (or `localizedPath`) moves one into a language.
 */

/** The blog's index page. */
export const blogPath = '/blog';

/** An article's page: '/blog/<id>'. */
export function blogPostPath(id: string): string {
  return `/blog/${id}`;
}

/** A blog category's page, by the slug its record holds: '/blog/category/<slug>'. */
export function blogCategoryPath(slug: string): string {
  return `/blog/category/${slug}`;
}

/** An article's illustration: '/images/blog/<id>.svg' (the file in public/images/blog/). */
export function blogImageSrc(id: string): string {
  return `/images/blog/${id}.svg`;
}

/** An industry's page: '/industries/<id>'. */
export function industryPath(id: string): string {
  return `/industries/${id}`;
}

/** A government service area's page: '/services/<id>'. */
export function servicePath(id: string): string {
  return `/services/${id}`;
}

// Which illustration paths are photos, for code that must not read the articles (the editor's
// configuration through apps/site/app/lib/photos.ts).
export { isBlogPhoto } from './blog/define';

/** The human sitemap: '/sitemap'. */
export const humanSitemapPath = '/sitemap';

/**
 * The folder of a list's later pages: page 2 of '/blog' is '/blog/page/2'. The route table builds
 * its patterns from it, so an address and its route cannot drift apart.
 */
export const listingPageSegment = 'page';

/**
 * Page `number` of a list whose first page is `firstPagePath`: the first page keeps its own
 * address ('/blog'), page 2 onwards sit below it ('/blog/page/2'). There is no '/blog/page/1'.
 */
export function listingPagePath(firstPagePath: string, number: number): string {
  return number <= 1 ? firstPagePath : `${firstPagePath}/${listingPageSegment}/${number}`;
}

/** A later page's address read back: '/blog/page/2' → { firstPagePath: '/blog', number: 2 }. */
export function parseListingPagePath(
  path: string,
): { firstPagePath: string; number: number } | undefined {
  const match = new RegExp(`^(?<first>/.+)/${listingPageSegment}/(?<number>[^/]+)$`).exec(path);
  const number = listingPageNumber(match?.groups?.number);
  const firstPagePath = match?.groups?.first;
  return firstPagePath && number ? { firstPagePath, number } : undefined;
}

/**
 * The number a later page's address segment names: '2' → 2. Page 1's only address is the list's
 * own, so '1', and any other spelling of a number ('02', '2.0', '+2'), names no page (undefined).
 */
export function listingPageNumber(segment: string | undefined): number | undefined {
  if (!segment || !/^[1-9][0-9]*$/.test(segment)) return undefined;
  const number = Number(segment);
  return number >= 2 && Number.isSafeInteger(number) ? number : undefined;
}
