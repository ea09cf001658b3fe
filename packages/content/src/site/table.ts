import {
  blogCategoryPath,
  blogPath,
  blogPostPath,
  documentPaths,
  humanSitemapPath,
  industryPath,
  listingPageSegment,
  servicePath,
} from '../paths';

/**
 * The page table: every page of the site, written once for every language. `apps/site/app/routes.ts`
 * makes its routes from it, and the prerender list, sitemap.xml and the human sitemap list the
 * pages it gives (`allPagePaths`, `pageEntryOfPath`). A page's words (its title, description and
 * keywords) are in data/messages/site/site.<locale>.json, by the page's key here; its h1 is the
 * hero heading of its record in the pages area (structure.ts).
 *
 * This module imports nothing but the path helpers, so the route table can read it without
 * loading the articles.
 */

/** The groups of the human sitemap. */
export const siteSections = [
  'main',
  'services',
  'government',
  'industries',
  'blog',
  'legal',
  'company',
] as const;
export type SiteSection = (typeof siteSections)[number];

/** The collections whose records each have a page of their own. */
export type PageCollection = 'govServicePages' | 'industries' | 'blogPosts' | 'blogCategories';

export interface PageEntry {
  /**
   * The page's site path without a locale prefix ('/about'), or for a page per record, the
   * pattern of their paths (blogPostPath(':postId')), as `paths.ts` writes them.
   */
  path: string;
  /** The template that renders it: the route module `apps/site/app/routes/<kind>.tsx`. */
  kind: string;
  /** The group the human sitemap lists it in. */
  section: SiteSection;
  /** Whether sitemap.xml and the human sitemap list it. */
  inSitemap: boolean;
  /** A page per record of this collection, at `path` with the record's id or slug. */
  records?: PageCollection;
  /** A list shown a page at a time: the kind of its later pages (`<path>/page/:pageNumber`). */
  laterPages?: string;
}

export const pageTable = {
  home: { path: '/', kind: 'home', section: 'main', inSitemap: true },
  services: { path: '/services', kind: 'services', section: 'services', inSitemap: true },
  industries: { path: '/industries', kind: 'industries', section: 'industries', inSitemap: true },
  about: { path: '/about', kind: 'about', section: 'company', inSitemap: true },
  contact: { path: '/contact', kind: 'contact', section: 'company', inSitemap: true },
  andhraPradesh: {
    path: '/andhra-pradesh-government',
    kind: 'andhra-pradesh-government',
    section: 'government',
    inSitemap: true,
  },
  telangana: {
    path: '/telangana-government',
    kind: 'telangana-government',
    section: 'government',
    inSitemap: true,
  },
  govSolutions: {
    path: '/gov-solutions',
    kind: 'gov-solutions',
    section: 'government',
    inSitemap: true,
  },
  digitalTransformation: {
    path: '/digital-transformation',
    kind: 'digital-transformation',
    section: 'services',
    inSitemap: true,
  },
  govConnect360: {
    path: '/govconnect-360',
    kind: 'govconnect-360',
    section: 'services',
    inSitemap: true,
  },
  blog: { path: blogPath, kind: 'blog', section: 'blog', inSitemap: true, laterPages: 'blog-page' },
  sitemap: {
    path: humanSitemapPath,
    kind: 'sitemap',
    section: 'legal',
    inSitemap: true,
    // The human sitemap lists the articles, so it has pages as the blog does.
    laterPages: 'sitemap-page',
  },
  search: { path: '/search', kind: 'search', section: 'main', inSitemap: true },
  privacy: { path: documentPaths.privacy, kind: 'document', section: 'legal', inSitemap: true },
  terms: { path: documentPaths.terms, kind: 'document', section: 'legal', inSitemap: true },
  accessibility: {
    path: documentPaths.accessibility,
    kind: 'document',
    section: 'legal',
    inSitemap: true,
  },
  screenReaderAccess: {
    path: documentPaths['screen-reader-access'],
    kind: 'document',
    section: 'legal',
    inSitemap: true,
  },
  help: { path: documentPaths.help, kind: 'document', section: 'legal', inSitemap: true },
  feedback: { path: '/feedback', kind: 'feedback', section: 'legal', inSitemap: true },
  hyperlinking: {
    path: documentPaths.hyperlinking,
    kind: 'document',
    section: 'legal',
    inSitemap: true,
  },
  copyright: { path: documentPaths.copyright, kind: 'document', section: 'legal', inSitemap: true },
  serviceArea: {
    path: servicePath(':serviceAreaId'),
    kind: 'gov-service',
    section: 'government',
    inSitemap: true,
    records: 'govServicePages',
  },
  industry: {
    path: industryPath(':industryId'),
    kind: 'industry',
    section: 'industries',
    inSitemap: true,
    records: 'industries',
  },
  blogPost: {
    path: blogPostPath(':postId'),
    kind: 'blog-post',
    section: 'blog',
    inSitemap: true,
    records: 'blogPosts',
  },
  blogCategory: {
    path: blogCategoryPath(':categoryId'),
    kind: 'blog-category',
    section: 'blog',
    inSitemap: true,
    records: 'blogCategories',
    laterPages: 'blog-category-page',
  },
} as const satisfies Record<string, PageEntry>;

export type PageKey = keyof typeof pageTable;

/** The pages that are one page each (not a page per record): each has its words in the site's messages. */
export type SinglePageKey = {
  [Key in PageKey]: (typeof pageTable)[Key] extends { records: PageCollection } ? never : Key;
}[PageKey];

/** The route module of what no page answers: the not-found page (a 404 at any other address). */
export const notFoundKind = 'not-found';

/** The table's entries, in its order. */
export const pageEntries: ReadonlyArray<PageEntry & { key: PageKey }> = Object.entries(
  pageTable,
).map(([key, entry]) => ({ ...entry, key: key as PageKey }));

/** The pages that are one page each, in the table's order. */
export const singlePageEntries = pageEntries.filter(
  (entry): entry is PageEntry & { key: SinglePageKey } => !entry.records,
);

/** The pattern of a list's later pages: '/blog' → '/blog/page/:pageNumber'. */
export function laterPagesPattern(firstPagePath: string): string {
  return `${firstPagePath}/${listingPageSegment}/:pageNumber`;
}

/** Whether a site path fits a pattern of the table (a `:name` segment stands for any one segment). */
function fits(pattern: string, path: string): boolean {
  const want = pattern.split('/');
  const have = path.split('/');
  return (
    want.length === have.length &&
    want.every((segment, index) => segment.startsWith(':') || segment === have[index])
  );
}

/**
 * The entry of the table a page's site path (without a locale prefix) belongs to, and whether it
 * is a later page of that entry's list; undefined for an address the table has no page for. Of two
 * patterns that fit, the one with more fixed segments wins, as in the router.
 */
export function pageEntryOfPath(
  path: string,
): { entry: PageEntry & { key: PageKey }; laterPage: boolean } | undefined {
  const candidates = pageEntries.flatMap((entry) => [
    ...(fits(entry.path, path) ? [{ entry, laterPage: false, pattern: entry.path }] : []),
    ...(entry.laterPages && fits(laterPagesPattern(entry.path), path)
      ? [{ entry, laterPage: true, pattern: laterPagesPattern(entry.path) }]
      : []),
  ]);
  const fixed = (pattern: string) => pattern.split('/').filter((s) => !s.startsWith(':')).length;
  const [best] = candidates.sort((a, b) => fixed(b.pattern) - fixed(a.pattern));
  return best && { entry: best.entry, laterPage: best.laterPage };
}
