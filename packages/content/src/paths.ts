import type { LegalDocumentId } from './legal/schema';

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

/**
 * The page of each document (the legal pages, the accessibility statement and the GIGW guides),
 * by the document's id (`legalDocumentIds`). One route module shows them all, one route each.
 */
export const documentPaths = {
  privacy: '/privacy-policy',
  terms: '/terms-of-service',
  accessibility: '/accessibility',
  'screen-reader-access': '/screen-reader-access',
  help: '/help',
  hyperlinking: '/hyperlinking-policy',
  copyright: '/copyright-policy',
} as const satisfies Record<LegalDocumentId, string>;

/** The id of the document a path shows, or undefined for any other page. */
export function documentIdOfPath(path: string): LegalDocumentId | undefined {
  const ids = Object.keys(documentPaths) as LegalDocumentId[];
  return ids.find((id) => documentPaths[id] === path);
}

// Which illustration paths are photos, for code that must not read the articles (the editor's
// configuration through apps/site/app/lib/photos.ts).
export { isBlogPhoto } from './blog/define';
