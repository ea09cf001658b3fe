import { allBlogPaths, allPagePaths, parseListingPagePath } from '@lumenor/content';
import { humanSitemapPath } from '../app/lib/config';

/**
 * Which pages a build prerenders, from SITE_PAGES:
 * - unset or `all`: every page of the site, as deployed.
 * - `articles`: only the pages the blog's articles can change (the blog's index, every article,
 *   every category, the human sitemap), in every language, with their share images, and the
 *   not-found pages; the files built from the articles (feeds, sitemap.xml, the search index of
 *   these pages) as usual; no precompressed copies. A partial build, never to be deployed: the
 *   editor's end-to-end test builds it to find a writer's article where it must appear, in a
 *   fraction of the whole build's time.
 */
export const builtPagesVariable = 'SITE_PAGES';

const scopes = ['all', 'articles'] as const;
export type BuiltPages = (typeof scopes)[number];

export function builtPages(env: Record<string, string | undefined> = process.env): BuiltPages {
  const value = env[builtPagesVariable] || 'all';
  if (!(scopes as readonly string[]).includes(value)) {
    throw new Error(`${builtPagesVariable}=${value}: expected one of ${scopes.join(', ')}`);
  }
  return value as BuiltPages;
}

/** The page paths (without a locale prefix) a build of these pages prerenders. */
export function builtPagePaths(scope: BuiltPages = builtPages()): string[] {
  if (scope === 'all') return allPagePaths();
  const articlePages = new Set([...allBlogPaths(), humanSitemapPath]);
  // A later page of a list (the sitemap's included) goes with its first page.
  return allPagePaths().filter((path) =>
    articlePages.has(parseListingPagePath(path)?.firstPagePath ?? path),
  );
}
