import { readdirSync } from 'node:fs';
import {
  allPagePaths,
  laterPagesPattern,
  listedArticleCount,
  listingPagePath,
  locales,
  localizedPath,
  notFoundKind,
  pageEntries,
  pageRecordForPath,
} from '@lumenor/content';
import { matchPath } from 'react-router';
import { describe, expect, it } from 'vitest';
import routes from './routes';

/**
 * The route table is made from the content's page table: each entry (and each list's later pages)
 * is a route in every language, rendered by the module its kind names, and nothing else is but the
 * not-found catch-all. So a page is added in the page table and its route module, never here.
 */
describe('the route table, from the page table', () => {
  const moduleOf = (kind: string) => `routes/${kind}.tsx`;

  it('is the page table’s routes, in every language, each with the module of its kind', () => {
    const expected = locales.flatMap((locale) =>
      pageEntries.flatMap((entry) => [
        `${localizedPath(entry.path, locale)} ${moduleOf(entry.kind)}`,
        ...(entry.laterPages
          ? [
              `${localizedPath(laterPagesPattern(entry.path), locale)} ${moduleOf(entry.laterPages)}`,
            ]
          : []),
      ]),
    );
    const made = routes
      .filter((entry) => entry.path !== '*' && !entry.path?.endsWith('/*'))
      .map((entry) => `/${entry.path ?? ''} ${entry.file}`);
    expect([...made].sort()).toEqual([...expected].sort());
  });

  it('has a module in app/routes for every kind of page, and no module the table does not name', () => {
    const kinds = new Set([
      ...pageEntries.flatMap((entry) => [
        entry.kind,
        ...(entry.laterPages ? [entry.laterPages] : []),
      ]),
      notFoundKind,
    ]);
    const modules = readdirSync(new URL('./routes/', import.meta.url)).filter(
      (file) => file.endsWith('.tsx') && !file.includes('.test.'),
    );
    expect(modules.map((file) => file.replace(/\.tsx$/, '')).sort()).toEqual([...kinds].sort());
  });
});

/**
 * The routes and the pages the content lists (`allPagePaths`: the prerender list, sitemap.xml and
 * the human sitemap) describe the same site: every listed page has a route of its own, and every
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
