import {
  allBlogPaths,
  type BlogCategory,
  type BlogCopy,
  type BlogPost,
  blogCategories,
  blogCategoryMeta,
  blogCategoryPath,
  blogCopy,
  blogPostMeta,
  blogPostPath,
  blogPosts,
  getCategoriesWithPosts,
} from '../blog/index';
import { locales, localizedPath } from '../locale';
import type { PageMeta } from '../shared/schema';
import { industryPages, sitePages } from './en';
import type { SitePage } from './schema';

/** Pure helpers over the route list. Each takes the data as a trailing argument (the default
 * locale's records by default) so a Telugu edition and tests can pass their own. */

/** Strips a trailing slash (except for '/'), query and hash. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  if (bare.length > 1 && bare.endsWith('/')) return bare.slice(0, -1);
  return bare === '' ? '/' : bare;
}

/** The static page record of a path, or undefined. */
export function getSitePage(
  path: string,
  list: readonly SitePage[] = sitePages,
): SitePage | undefined {
  const wanted = normalizePath(path);
  return list.find((page) => page.path === wanted);
}

/**
 * Every page path of the site: the static routes, `/industries/{id}` for every industry,
 * and the blog index, posts and categories. The one source for prerendering, sitemap.xml
 * and the human sitemap.
 */
export function allPagePaths(
  statics: readonly SitePage[] = sitePages,
  industryList: readonly SitePage[] = industryPages,
  blogPaths: readonly string[] = allBlogPaths(),
): string[] {
  const paths = [
    ...statics.map((page) => page.path),
    ...industryList.map((page) => page.path),
    ...blogPaths,
  ];
  return [...new Set(paths)];
}

/** The records {@link pageMetaForPath} reads: one language's (English by default). */
export interface PageMetaRecords {
  sitePages: readonly SitePage[];
  industryPages: readonly SitePage[];
  blogPosts: readonly BlogPost[];
  blogCategories: readonly BlogCategory[];
  blogCopy: BlogCopy;
}

const englishRecords: PageMetaRecords = {
  sitePages,
  industryPages,
  blogPosts,
  blogCategories,
  blogCopy,
};

/**
 * Head data for any path of {@link allPagePaths} (without a locale prefix), or undefined for an
 * unknown path.
 */
export function pageMetaForPath(
  path: string,
  records: PageMetaRecords = englishRecords,
): PageMeta | undefined {
  const wanted = normalizePath(path);
  const page = getSitePage(wanted, records.sitePages) ?? getSitePage(wanted, records.industryPages);
  if (page) return page.meta;
  const post = records.blogPosts.find((candidate) => blogPostPath(candidate.id) === wanted);
  if (post) return blogPostMeta(post, records.blogCopy);
  const category = getCategoriesWithPosts(records.blogPosts, records.blogCategories).find(
    (candidate) => blogCategoryPath(candidate.slug) === wanted,
  );
  if (category) return blogCategoryMeta(category, records.blogCopy);
  return undefined;
}

/** Every page path of every language: the English paths, then each under its locale prefix. */
export function allLocalizedPagePaths(paths: readonly string[] = allPagePaths()): string[] {
  return locales.flatMap((locale) => paths.map((path) => localizedPath(path, locale)));
}
