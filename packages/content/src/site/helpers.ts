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
} from '../blog/index';
import { pageLocales } from '../edition';
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

/** The records {@link pageRecordForPath} reads: one language's (English by default). */
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
 * The record a page of the site is drawn from: a page record (static pages, /services/<id>,
 * /industries/<id>), an article or a blog category. A route's loader finds it once and hands it
 * on; its address, head data, structured data and breadcrumbs all come from it.
 */
export type PageRecord =
  | { kind: 'page'; page: SitePage }
  | { kind: 'post'; post: BlogPost }
  | { kind: 'category'; category: BlogCategory };

/** The site path of a page record (without a locale prefix). */
export function pageRecordPath(record: PageRecord): string {
  switch (record.kind) {
    case 'page':
      return record.page.path;
    case 'post':
      return blogPostPath(record.post.id);
    case 'category':
      return blogCategoryPath(record.category.slug);
  }
}

/** The head data of a page record (title, description, keywords) in the language of `copy`. */
export function pageRecordMeta(record: PageRecord, copy: BlogCopy = blogCopy): PageMeta {
  switch (record.kind) {
    case 'page':
      return record.page.meta;
    case 'post':
      return blogPostMeta(record.post, copy);
    case 'category':
      return blogCategoryMeta(record.category, copy);
  }
}

/**
 * The record of any path of {@link allPagePaths} (without a locale prefix), or undefined for an
 * unknown path. For code that starts from an address (the human sitemap, share images, feeds);
 * a route's loader finds its record by its own id instead.
 */
export function pageRecordForPath(
  path: string,
  records: PageMetaRecords = englishRecords,
): PageRecord | undefined {
  const wanted = normalizePath(path);
  const page = getSitePage(wanted, records.sitePages) ?? getSitePage(wanted, records.industryPages);
  if (page) return { kind: 'page', page };
  const post = records.blogPosts.find((candidate) => blogPostPath(candidate.id) === wanted);
  if (post) return { kind: 'post', post };
  const category = records.blogCategories.find(
    (candidate) => blogCategoryPath(candidate.slug) === wanted,
  );
  if (category) return { kind: 'category', category };
  return undefined;
}

/** Head data for any path of {@link allPagePaths}, or undefined for an unknown path. */
export function pageMetaForPath(
  path: string,
  records: PageMetaRecords = englishRecords,
): PageMeta | undefined {
  const record = pageRecordForPath(path, records);
  return record && pageRecordMeta(record, records.blogCopy);
}

/**
 * Every page path of every language: the English paths, then each under its locale prefix (an
 * article only in the languages that have it, {@link pageLocales}).
 */
export function allLocalizedPagePaths(paths: readonly string[] = allPagePaths()): string[] {
  return locales.flatMap((locale) =>
    paths
      .filter((path) => pageLocales(path).includes(locale))
      .map((path) => localizedPath(path, locale)),
  );
}
