import {
  allBlogPaths,
  type BlogCategory,
  type BlogCopy,
  type BlogPost,
  blogCategories,
  blogCategoryMeta,
  blogCategoryPath,
  blogCopy,
  blogPath,
  blogPostMeta,
  blogPostPath,
  blogPosts,
  getPostsByCategory,
  listingPageCount,
  listingPagePaths,
} from '../blog/index';
import { edition, pageLocales } from '../edition';
import { type Locale, locales, localizedPath } from '../locale';
import { humanSitemapPath, listingPagePath, parseListingPagePath } from '../paths';
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
 * Every page path of the site, the pages of the page table (table.ts): its single pages, then
 * `/services/{id}`, the human sitemap's later pages, `/industries/{id}` and the blog's pages.
 * The one source for prerendering, sitemap.xml and the human sitemap; table.test.ts holds every
 * path to an entry of the table.
 */
export function allPagePaths(
  statics: readonly SitePage[] = sitePages,
  industryList: readonly SitePage[] = industryPages,
  blogPaths: readonly string[] = allBlogPaths(),
  posts: readonly BlogPost[] = blogPosts,
): string[] {
  const paths = [
    ...statics.map((page) => page.path),
    // The human sitemap lists the articles, so it has pages as the blog does.
    ...listingPagePaths(humanSitemapPath, posts.length).slice(1),
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
  | { kind: 'page'; page: SitePage; listingPage?: number }
  | { kind: 'post'; post: BlogPost }
  | { kind: 'category'; category: BlogCategory; listingPage?: number };

/** The site path of a page record (without a locale prefix). */
export function pageRecordPath(record: PageRecord): string {
  switch (record.kind) {
    case 'page':
      return listingPagePath(record.page.path, record.listingPage ?? 1);
    case 'post':
      return blogPostPath(record.post.id);
    case 'category':
      return listingPagePath(blogCategoryPath(record.category.slug), record.listingPage ?? 1);
  }
}

/** The head data of a page record (title, description, keywords) in the language of `copy`. */
export function pageRecordMeta(record: PageRecord, copy: BlogCopy = blogCopy): PageMeta {
  const meta = (() => {
    switch (record.kind) {
      case 'page':
        return record.page.meta;
      case 'post':
        return blogPostMeta(record.post, copy);
      case 'category':
        return blogCategoryMeta(record.category, copy);
    }
  })();
  const number = record.kind === 'post' ? undefined : record.listingPage;
  // A later page of a list is named by its number, so no two pages share a title or description.
  return number && number > 1
    ? {
        ...meta,
        title: copy.pagination.title(meta.title, number),
        description: `${copy.pagination.page(number)}: ${meta.description}`,
      }
    : meta;
}

/**
 * How many articles the list of a page record holds (the blog index, a category, the human
 * sitemap), or undefined for a page that is no list.
 */
export function listedArticleCount(
  record: PageRecord,
  records: PageMetaRecords = englishRecords,
): number | undefined {
  if (record.kind === 'category') {
    return getPostsByCategory(record.category.slug, records.blogPosts, records.blogCategories)
      .length;
  }
  if (record.kind === 'page' && [blogPath, humanSitemapPath].includes(record.page.path)) {
    return records.blogPosts.length;
  }
  return undefined;
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
  const later = parseListingPagePath(wanted);
  if (later) {
    const first = pageRecordForPath(later.firstPagePath, records);
    if (!first || first.kind === 'post') return undefined;
    const count = listedArticleCount(first, records);
    if (count === undefined || later.number > listingPageCount(count)) return undefined;
    return { ...first, listingPage: later.number };
  }
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
 * The languages a page (a path of {@link allPagePaths}) exists in: every language, except for an
 * article awaiting its translation ({@link pageLocales}) and a later page of a list, which exists
 * in a language only if its list there runs that long.
 */
export function localesOfPage(path: string): Locale[] {
  if (!parseListingPagePath(normalizePath(path))) return pageLocales(path);
  return locales.filter((locale) => pageRecordForPath(path, edition(locale)));
}

/**
 * The page of `locale` nearest to `path` (a path of {@link allPagePaths}): the same page, or for a
 * later page of a list that the language's list does not reach, that list's last page there.
 */
export function nearestPageIn(path: string, locale: Locale): string {
  const later = parseListingPagePath(normalizePath(path));
  if (!later || localesOfPage(path).includes(locale)) return path;
  const first = pageRecordForPath(later.firstPagePath, edition(locale));
  const count = first && listedArticleCount(first, edition(locale));
  return listingPagePath(later.firstPagePath, count === undefined ? 1 : listingPageCount(count));
}

/**
 * Every page path of every language: the English paths, then each under its locale prefix (an
 * article or a later page of a list only where the language has it, {@link localesOfPage}).
 */
export function allLocalizedPagePaths(paths: readonly string[] = allPagePaths()): string[] {
  return locales.flatMap((locale) =>
    paths
      .filter((path) => localesOfPage(path).includes(locale))
      .map((path) => localizedPath(path, locale)),
  );
}
