import { existsSync } from 'node:fs';
import path from 'node:path';
import { isSitePage } from '@lumenor/editor/admin-page';
import { beforeAll, describe, expect, it } from 'vitest';
import { byteBudgets } from '../budgets/budgets';
import {
  formatKb,
  measureRouteBytes,
  type RouteBytes,
  ShippedModules,
} from '../budgets/route-bytes';
import { routeOfFile } from '../scripts/lib/file-routes';
import { listFiles } from '../scripts/lib/files';
import { clientDirectory, requireBuild } from './built-site';

/**
 * Byte budgets over the build output (budgets/budgets.ts), measured as budgets/route-bytes.ts does.
 * SITE_CLIENT_DIR measures another build's client output (e.g. one built with SITE_BUILD_DIR).
 */

function table(rows: RouteBytes[]): string {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const lines = [
    '| Page | Islands | JS, no interaction | JS, all islands | CSS | HTML |',
    '| --- | --- | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (row) =>
        `| ${row.route} | ${[...new Set(row.islands)].join(', ')} | ${kb(row.initialJs.gzipBytes)} | ${kb(row.allIslandsJs.gzipBytes)} | ${kb(row.css.gzipBytes)} | ${kb(row.html.gzipBytes)} |`,
    ),
  ];
  return `${lines.join('\n')}\n(KB gzip level 9; budgets: ${formatKb(byteBudgets.initialJsPerPage)}, ${formatKb(byteBudgets.allIslandsJsPerPage)}, ${formatKb(byteBudgets.cssPerPage)}, HTML of / ${formatKb(byteBudgets.homeHtml)})`;
}

requireBuild();

describe('byte budgets of the build', () => {
  let pages: RouteBytes[] = [];

  beforeAll(async () => {
    const modules = new ShippedModules(clientDirectory);
    // Every page of the site; the editor at /admin is no visitor's page (its own test covers it).
    const htmlFiles = (await listFiles(clientDirectory)).filter(isSitePage);
    pages = [];
    for (const file of htmlFiles) {
      pages.push(await measureRouteBytes(clientDirectory, routeOfFile(file), modules));
    }
    console.log(`Bytes of every page of ${clientDirectory}:\n${table(pages)}`);
  });

  it('the build output exists, and every page has islands that it loads the code of', () => {
    expect(existsSync(path.join(clientDirectory, 'index.html'))).toBe(true);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      // Every page has a header island: no island found means the measurement is broken.
      expect(page.islands, page.route).toContain('header');
      expect(page.initialJs.files.length, page.route).toBeGreaterThan(0);
      expect(page.allIslandsJs.gzipBytes, page.route).toBeGreaterThan(page.initialJs.gzipBytes);
    }
  });

  it(`every page loads at most ${formatKb(byteBudgets.initialJsPerPage)} of JavaScript without interaction`, () => {
    const over = pages
      .filter((page) => page.initialJs.gzipBytes > byteBudgets.initialJsPerPage)
      .map((page) => `${page.route}: ${formatKb(page.initialJs.gzipBytes)}`);
    expect(over).toEqual([]);
  });

  it(`every page loads at most ${formatKb(byteBudgets.allIslandsJsPerPage)} of JavaScript with every island hydrated`, () => {
    const over = pages
      .filter((page) => page.allIslandsJs.gzipBytes > byteBudgets.allIslandsJsPerPage)
      .map(
        (page) =>
          `${page.route} (${[...new Set(page.islands)].join(', ')}): ${formatKb(page.allIslandsJs.gzipBytes)}`,
      );
    expect(over).toEqual([]);
  });

  it(`opening search loads at most ${formatKb(byteBudgets.searchEngineJs)} more: the search engine, apart from the islands`, () => {
    for (const page of pages) {
      expect(page.searchEngineJs.files, page.route).toHaveLength(1);
      expect(page.allIslandsJs.files, page.route).not.toContain(page.searchEngineJs.files[0]);
      expect(page.searchEngineJs.gzipBytes, page.route).toBeLessThanOrEqual(
        byteBudgets.searchEngineJs,
      );
    }
  });

  it(`every page has at most ${formatKb(byteBudgets.cssPerPage)} of CSS, its first screen's inline`, () => {
    const over = pages
      .filter((page) => page.css.gzipBytes > byteBudgets.cssPerPage)
      .map((page) => `${page.route}: ${formatKb(page.css.gzipBytes)}`);
    expect(over).toEqual([]);
    for (const page of pages) {
      // The rest follows in one stylesheet (scripts/first-screen-styles.ts).
      expect(page.css.files[0], `${page.route}: CSS arrives with the HTML`).toBe('<style>');
      expect(page.css.files, page.route).toHaveLength(2);
    }
  });

  it(`the HTML of / is at most ${formatKb(byteBudgets.homeHtml)} gzip, its CSS included`, () => {
    const home = pages.find((page) => page.route === '/');
    expect(home?.css.gzipBytes).toBeGreaterThan(0);
    expect(home?.html.gzipBytes).toBeLessThanOrEqual(byteBudgets.homeHtml);
  });
});
