import { localeDetails, locales } from '@lumenor/content/locale';
import {
  blogCategoryPath,
  blogPath,
  documentPaths,
  humanSitemapPath,
  listingPageSegment,
} from '@lumenor/content/paths';
import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The one route table of the site, written once and served in every language: English at the
 * root, Telugu under /te. A loader reads its page's language from the address (lib/edition.ts).
 * The prerender list, sitemap.xml and the human sitemap come from `allPagePaths()` in
 * @lumenor/content, which routes.test.ts keeps in step with this table.
 */
/** The route of a list's later pages ('blog/page/:pageNumber'), shaped as listingPagePath writes them. */
function laterPages(firstPagePath: string): string {
  return `${firstPagePath.slice(1)}/${listingPageSegment}/:pageNumber`;
}

const pages: Array<[path: string, file: string, id?: string]> = [
  ['services', 'routes/services.tsx'],
  ['services/:serviceAreaId', 'routes/gov-service.tsx'],
  ['industries', 'routes/industries.tsx'],
  ['industries/:industryId', 'routes/industry.tsx'],
  ['about', 'routes/about.tsx'],
  ['contact', 'routes/contact.tsx'],
  ['andhra-pradesh-government', 'routes/andhra-pradesh-government.tsx'],
  ['telangana-government', 'routes/telangana-government.tsx'],
  ['gov-solutions', 'routes/gov-solutions.tsx'],
  ['digital-transformation', 'routes/digital-transformation.tsx'],
  ['govconnect-360', 'routes/govconnect-360.tsx'],
  ['blog', 'routes/blog.tsx'],
  [laterPages(blogPath), 'routes/blog-page.tsx'],
  ['blog/:postId', 'routes/blog-post.tsx'],
  ['blog/category/:categoryId', 'routes/blog-category.tsx'],
  [laterPages(blogCategoryPath(':categoryId')), 'routes/blog-category-page.tsx'],
  ['sitemap', 'routes/sitemap.tsx'],
  [laterPages(humanSitemapPath), 'routes/sitemap-page.tsx'],
  ['search', 'routes/search.tsx'],
  ['feedback', 'routes/feedback.tsx'],
  // One module for every document; each of its routes needs an id of its own.
  ...Object.values(documentPaths).map((path): [string, string, string] => {
    const bare = path.slice(1);
    return [bare, 'routes/document.tsx', bare];
  }),
  ['*', 'routes/not-found.tsx'],
];

export default locales.flatMap((locale) => {
  const prefix = localeDetails[locale].pathPrefix.replace(/^\//, '');
  if (!prefix) {
    return [
      index('routes/home.tsx'),
      ...pages.map(([path, file, id]) => route(path, file, id ? { id } : {})),
    ];
  }
  // The same modules again under the prefix; React Router needs each route's id to be unique.
  return [
    route(prefix, 'routes/home.tsx', { id: `${prefix}/home` }),
    ...pages.map(([path, file]) => route(`${prefix}/${path}`, file, { id: `${prefix}/${path}` })),
  ];
}) satisfies RouteConfig;
