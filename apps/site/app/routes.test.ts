import {
  allPagePaths,
  listedArticleCount,
  listingPagePath,
  locales,
  localizedPath,
  pageRecordForPath,
} from '@lumenor/content';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from './routes';

/**
 * The route table and the content package's page list (the prerender list, sitemap.xml and the
 * human sitemap) describe the same site: every listed page has a route of its own, and every
 * route but the not-found catch-all serves a listed page.
 */
describe('the route table', () => {
  const patterns = routes
    .map((entry) => `/${entry.path ?? ''}`)
    .filter((pattern) => !pattern.endsWith('*'));
  const patternsOf = (pagePath: string) =>
    patterns.filter((pattern) => matchPath({ path: pattern, end: true }, pagePath));

  it('has a route for every page the content lists, in every language', () => {
    for (const locale of locales) {
      for (const pagePath of allPagePaths()) {
        const address = localizedPath(pagePath, locale);
        expect(patternsOf(address), address).not.toEqual([]);
      }
    }
  });

  it('serves a listed page on every route but the not-found one', () => {
    // A list's later pages have routes before the list is long enough to have them.
    const record = (pagePath: string) => pageRecordForPath(pagePath);
    const secondPages = allPagePaths().flatMap((pagePath) => {
      const list = record(pagePath);
      return list && listedArticleCount(list) !== undefined ? [listingPagePath(pagePath, 2)] : [];
    });
    const addresses = locales.flatMap((locale) =>
      [...allPagePaths(), ...secondPages].map((pagePath) => localizedPath(pagePath, locale)),
    );
    const unused = patterns.filter(
      (pattern) => !addresses.some((address) => matchPath({ path: pattern, end: true }, address)),
    );
    expect(unused).toEqual([]);
  });
});
