import { localeDetails, locales } from '@lumenor/content/locale';
import { pageEntries, pageRoutes } from '@lumenor/content/page-table';
import { index, type RouteConfig, route } from '@react-router/dev/routes';

/**
 * The site's routes, made from the content's page table (@lumenor/content/page-table, which the
 * prerender list, sitemap.xml and the human sitemap read too) and served in every language:
 * English at the root, Telugu under /te. Each entry's kind names its route module,
 * routes/<kind>.tsx; a loader reads its page's language from the address (lib/edition.ts).
 */
const moduleOf = (kind: string) => `routes/${kind}.tsx`;

const pages = pageRoutes(pageEntries);

const home = pageEntries.find((entry) => entry.path === '/');
if (!home) throw new Error('The page table has no home page (path "/")');

export default locales.flatMap((locale) => {
  const prefix = localeDetails[locale].pathPrefix.replace(/^\//, '');
  if (!prefix) {
    return [
      index(moduleOf(home.kind)),
      ...pages.map(({ path, kind, id }) => route(path, moduleOf(kind), id ? { id } : {})),
    ];
  }
  // The same modules again under the prefix; React Router needs each route's id to be unique.
  return [
    route(prefix, moduleOf(home.kind), { id: `${prefix}/${home.kind}` }),
    ...pages.map(({ path, kind }) =>
      route(`${prefix}/${path}`, moduleOf(kind), { id: `${prefix}/${path}` }),
    ),
  ];
}) satisfies RouteConfig;
