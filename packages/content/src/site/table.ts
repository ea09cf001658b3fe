import { company } from '../company/en';
import {
  blogCategoryPath,
  blogPath,
  blogPostPath,
  humanSitemapPath,
  industryPath,
  listingPageSegment,
  servicePath,
} from '../paths';

/**
 * The page table: every page of the site, written once for every language. `apps/site/app/routes.ts`
 * makes its routes from it (`pageRoutes`), and the prerender list, sitemap.xml and the human
 * sitemap list the pages it gives (`allPagePaths`, `pageEntryOfPath`). A page's row is its whole
 * structure (its address, its template, its place in the sitemaps, and what of it is the same in
 * every language: links, anchors, figures, a document's date); all its words (title, description,
 * keywords, hero, body) are one record under the same key in
 * data/messages/pages/pages.<locale>.json (src/pages/records.ts puts the two together).
 *
 * This module imports nothing but the path helpers and the company record, so the route table can
 * read it without loading the articles.
 */

/** The addresses the documents point readers to, from the company record. */
const emailLink = { label: company.email, href: `mailto:${company.email}` };
const phoneLink = { label: company.phone, href: `tel:${company.phone.replaceAll(' ', '')}` };

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
  /**
   * What of a single page is the same in every language: links (`href`), anchors, figures, a
   * document's id and date. Its words fill in the rest, field by field.
   */
  structure?: object;
}

export const pageTable = {
  home: {
    path: '/',
    kind: 'home',
    section: 'main',
    inSitemap: true,
    structure: {
      hero: { primaryAction: { href: '/contact' }, secondaryAction: { href: '/services' } },
      cta: { action: { href: '/contact' }, secondaryAction: { href: '/industries' } },
    },
  },
  services: {
    path: '/services',
    kind: 'services',
    section: 'services',
    inSitemap: true,
    structure: {
      hero: { primaryAction: { href: '/contact' }, secondaryAction: { href: '/gov-solutions' } },
      govConnectPromo: {
        action: { href: '/govconnect-360' },
        secondaryAction: { href: '/contact' },
      },
      cta: { action: { href: '/contact' } },
    },
  },
  industries: {
    path: '/industries',
    kind: 'industries',
    section: 'industries',
    inSitemap: true,
    structure: {
      hero: { primaryAction: { href: '/contact' } },
      stateExcellence: {
        links: [{ href: '/andhra-pradesh-government' }, { href: '/telangana-government' }],
      },
      aiDataProducts: { action: { href: '/industries/ai-data-products' } },
      cta: { action: { href: '/contact' } },
    },
  },
  about: {
    path: '/about',
    kind: 'about',
    section: 'company',
    inSitemap: true,
    structure: {
      hero: { primaryAction: { href: '/contact' } },
      stats: [
        { value: String(company.foundedYear) },
        { value: '500+' },
        { value: '15' },
        { value: '12' },
      ],
      cta: { action: { href: '/contact' }, secondaryAction: { href: '/services' } },
    },
  },
  contact: { path: '/contact', kind: 'contact', section: 'company', inSitemap: true },
  andhraPradesh: {
    path: '/andhra-pradesh-government',
    kind: 'andhra-pradesh-government',
    section: 'government',
    inSitemap: true,
    structure: {
      hero: { primaryAction: { href: '/contact' }, secondaryAction: { href: '/gov-solutions' } },
      cta: { action: { href: '/contact' }, secondaryAction: { href: '/govconnect-360' } },
    },
  },
  telangana: {
    path: '/telangana-government',
    kind: 'telangana-government',
    section: 'government',
    inSitemap: true,
    structure: {
      hero: { primaryAction: { href: '/contact' }, secondaryAction: { href: '/gov-solutions' } },
      cta: { action: { href: '/contact' }, secondaryAction: { href: '/services/smart-cities' } },
    },
  },
  govSolutions: {
    path: '/gov-solutions',
    kind: 'gov-solutions',
    section: 'government',
    inSitemap: true,
    structure: {
      hero: { primaryAction: { href: '/contact' }, secondaryAction: { href: '/govconnect-360' } },
      statesSection: {
        links: [{ href: '/andhra-pradesh-government' }, { href: '/telangana-government' }],
      },
      cta: { action: { href: '/contact' } },
    },
  },
  digitalTransformation: {
    path: '/digital-transformation',
    kind: 'digital-transformation',
    section: 'services',
    inSitemap: true,
    structure: {
      hero: { primaryAction: { href: '/contact' }, secondaryAction: { href: '/gov-solutions' } },
      cta: { action: { href: '/gov-solutions' }, secondaryAction: { href: '/services' } },
    },
  },
  govConnect360: {
    path: '/govconnect-360',
    kind: 'govconnect-360',
    section: 'services',
    inSitemap: true,
    structure: {
      hero: { primaryAction: { href: '/contact' }, secondaryAction: { href: '#how-it-works' } },
      stats: [{ value: '500+' }, { value: '15' }, { value: '12' }],
      howItWorks: { anchor: 'how-it-works' },
      cta: { action: { href: '/contact' }, secondaryAction: { href: '/gov-solutions' } },
    },
  },
  blog: { path: blogPath, kind: 'blog', section: 'blog', inSitemap: true, laterPages: 'blog-page' },
  sitemap: {
    path: humanSitemapPath,
    kind: 'sitemap',
    section: 'legal',
    inSitemap: true,
    // The human sitemap lists the articles, so it has pages as the blog does.
    laterPages: 'sitemap-page',
    structure: {
      machineReadable: {
        links: [{ href: '/sitemap.xml' }, { href: '/rss.xml' }, { href: '/atom.xml' }],
      },
    },
  },
  search: { path: '/search', kind: 'search', section: 'main', inSitemap: true },
  privacy: {
    path: '/privacy-policy',
    kind: 'document',
    section: 'legal',
    inSitemap: true,
    structure: { document: { id: 'privacy', lastUpdatedIso: '2025-05-22' } },
  },
  terms: {
    path: '/terms-of-service',
    kind: 'document',
    section: 'legal',
    inSitemap: true,
    structure: { document: { id: 'terms', lastUpdatedIso: '2025-05-22' } },
  },
  accessibility: {
    path: '/accessibility',
    kind: 'document',
    section: 'legal',
    inSitemap: true,
    structure: {
      document: {
        id: 'accessibility',
        lastUpdatedIso: '2026-11-29',
        sections: [{}, {}, {}, {}, { links: [{ href: '/feedback' }, emailLink, phoneLink] }],
      },
    },
  },
  screenReaderAccess: {
    path: '/screen-reader-access',
    kind: 'document',
    section: 'legal',
    inSitemap: true,
    structure: {
      document: {
        id: 'screen-reader-access',
        lastUpdatedIso: '2026-11-24',
        sections: [
          { links: [{ href: 'https://www.nvaccess.org/download/' }] },
          { links: [{ href: 'https://www.freedomscientific.com/products/software/jaws/' }] },
          { links: [{ href: 'https://support.apple.com/guide/voiceover/' }] },
          { links: [{ href: 'https://support.google.com/accessibility/android/answer/6283677' }] },
          {
            links: [
              {
                href: 'https://support.microsoft.com/windows/complete-guide-to-narrator-e4397a0d-ef4f-b386-d8ae-c172f109bdb1',
              },
            ],
          },
          {},
          { links: [{ href: '/feedback' }, emailLink] },
        ],
      },
    },
  },
  help: {
    path: '/help',
    kind: 'document',
    section: 'legal',
    inSitemap: true,
    structure: {
      document: {
        id: 'help',
        lastUpdatedIso: '2026-11-24',
        sections: [
          { links: [{ href: '/search' }, { href: '/sitemap' }] },
          {},
          {},
          { links: [{ href: '/rss.xml' }, { href: '/atom.xml' }] },
          { links: [{ href: '/contact' }, { href: '/feedback' }, emailLink, phoneLink] },
        ],
      },
    },
  },
  feedback: { path: '/feedback', kind: 'feedback', section: 'legal', inSitemap: true },
  hyperlinking: {
    path: '/hyperlinking-policy',
    kind: 'document',
    section: 'legal',
    inSitemap: true,
    structure: {
      document: {
        id: 'hyperlinking',
        lastUpdatedIso: '2026-11-24',
        sections: [{}, {}, {}, { links: [{ href: '/feedback' }, emailLink] }],
      },
    },
  },
  copyright: {
    path: '/copyright-policy',
    kind: 'document',
    section: 'legal',
    inSitemap: true,
    structure: {
      document: {
        id: 'copyright',
        lastUpdatedIso: '2026-11-24',
        sections: [{}, {}, {}, { links: [{ href: '/feedback' }, emailLink] }],
      },
    },
  },
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

/** A row of a page table, by its key: the site's (`pageEntries`), or a test's with a page more. */
export type PageRow = PageEntry & { key: string };

/** The pages that show a document (kind `document`: the legal pages, the statement, the guides). */
export type DocumentPageKey = {
  [Key in PageKey]: (typeof pageTable)[Key]['kind'] extends 'document' ? Key : never;
}[PageKey];

/** The key of the document page at a site path, or undefined for any other page. */
export function documentPageKeyOfPath(path: string): DocumentPageKey | undefined {
  const entry = pageEntries.find((row) => row.path === path && row.kind === 'document');
  return entry?.key as DocumentPageKey | undefined;
}

/** A route of the site, in the default language: its path pattern (no leading slash), its kind. */
export interface PageRoute {
  path: string;
  /** The route module `routes/<kind>.tsx`. */
  kind: string;
  /** The route's id, where its module renders several pages (one per document). */
  id?: string;
}

/**
 * The routes of a page table, but its home page ('/', the index route): each row's path, then a
 * list's later pages; what no row answers goes to the not-found page ('*').
 */
export function pageRoutes(rows: readonly PageRow[] = pageEntries): PageRoute[] {
  const kinds = rows.map((row) => row.kind);
  const shared = new Set(kinds.filter((kind, at) => kinds.indexOf(kind) !== at));
  return [
    ...rows
      .filter((row) => row.path !== '/')
      .flatMap((row): PageRoute[] => {
        const path = row.path.slice(1);
        return [
          { path, kind: row.kind, ...(shared.has(row.kind) ? { id: path } : {}) },
          ...(row.laterPages
            ? [{ path: laterPagesPattern(row.path).slice(1), kind: row.laterPages }]
            : []),
        ];
      }),
    { path: '*', kind: notFoundKind },
  ];
}

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
 * patterns that fit, the one with more fixed segments wins, as in the router. `rows`: another
 * page table (a test's).
 */
export function pageEntryOfPath<Row extends PageRow = PageEntry & { key: PageKey }>(
  path: string,
  rows: readonly Row[] = pageEntries as unknown as readonly Row[],
): { entry: Row; laterPage: boolean } | undefined {
  const candidates = rows.flatMap((entry) => [
    ...(fits(entry.path, path) ? [{ entry, laterPage: false, pattern: entry.path }] : []),
    ...(entry.laterPages && fits(laterPagesPattern(entry.path), path)
      ? [{ entry, laterPage: true, pattern: laterPagesPattern(entry.path) }]
      : []),
  ]);
  const fixed = (pattern: string) => pattern.split('/').filter((s) => !s.startsWith(':')).length;
  const [best] = candidates.sort((a, b) => fixed(b.pattern) - fixed(a.pattern));
  return best && { entry: best.entry, laterPage: best.laterPage };
}
