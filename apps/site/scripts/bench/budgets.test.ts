import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../security/write-serving-files';
import { byteBudgets } from './budgets';
import {
  formatKb,
  htmlFileFor,
  measureRouteBytes,
  resourcesInHtml,
  staticImportsOf,
} from './route-bytes';

/**
 * Byte budgets over the real build output. turbo runs the site's build before its tests
 * (apps/site/turbo.json); run `pnpm --filter @lumenor/site run build` first when calling vitest by hand.
 * SITE_CLIENT_DIR measures another build's client output (e.g. one built with SITE_BUILD_DIR).
 */
const clientDirectory = process.env.SITE_CLIENT_DIR
  ? path.resolve(process.env.SITE_CLIENT_DIR)
  : fileURLToPath(new URL('../../build/client', import.meta.url));

describe('route byte measurement', () => {
  it('finds scripts, module preloads, stylesheets and the scripts inline modules name (imports, preloads, import())', () => {
    const html =
      '<link rel="stylesheet" href="/assets/root.css"><link rel="modulepreload" href="/assets/a.js">' +
      '<link rel="icon" href="/favicon.ico"><script type="application/ld+json">{}</script>' +
      '<script type="module">import "/assets/manifest.js"; import * as r from "/assets/home.js";</script>' +
      '<script type="module">await x; for (const href of ["/assets/root.js"]) preload(href); import("/assets/entry.js");</script>' +
      '<script src="https://cdn.example/x.js"></script>';
    expect(resourcesInHtml(html)).toEqual({
      scripts: [
        '/assets/a.js',
        '/assets/manifest.js',
        '/assets/home.js',
        '/assets/root.js',
        '/assets/entry.js',
      ],
      stylesheets: ['/assets/root.css'],
    });
  });

  it('follows static imports and re-exports but not dynamic import()', () => {
    const code =
      'import{a as b}from"./chunk-1.js";export*from"./chunk-2.js";import"./side.js";const l=()=>import("./lazy.js");';
    expect(staticImportsOf(code)).toEqual(['./chunk-1.js', './chunk-2.js', './side.js']);
  });

  it('maps routes to their prerendered files', () => {
    expect(htmlFileFor('/')).toBe('index.html');
    expect(htmlFileFor('/blog/a-post')).toBe('blog/a-post/index.html');
    expect(htmlFileFor('/404.html')).toBe('404.html');
  });
});

describe.runIf(existsSync(clientDirectory) || process.env.CI)('byte budgets of the build', () => {
  it('the build output exists (build the site before its tests)', () => {
    expect(existsSync(path.join(clientDirectory, 'index.html'))).toBe(true);
  });

  it(`every route loads at most ${formatKb(byteBudgets.jsPerRoute)} of JS and ${formatKb(byteBudgets.cssPerRoute)} of CSS (gzip)`, async () => {
    const pages = (await listFiles(clientDirectory)).filter((file) => file.endsWith('.html'));
    expect(pages.length).toBeGreaterThan(1);
    const overBudget: string[] = [];
    for (const page of pages) {
      const route = page === 'index.html' ? '/' : `/${page.replace(/\/?index\.html$/, '')}`;
      const bytes = await measureRouteBytes(clientDirectory, route);
      expect(
        bytes.js.files.length,
        `${route} loads no JavaScript: is the measurement broken?`,
      ).toBeGreaterThan(0);
      if (bytes.js.gzipBytes > byteBudgets.jsPerRoute) {
        overBudget.push(
          `${route}: JS ${formatKb(bytes.js.gzipBytes)} > ${formatKb(byteBudgets.jsPerRoute)}`,
        );
      }
      if (bytes.css.gzipBytes > byteBudgets.cssPerRoute) {
        overBudget.push(
          `${route}: CSS ${formatKb(bytes.css.gzipBytes)} > ${formatKb(byteBudgets.cssPerRoute)}`,
        );
      }
    }
    expect(overBudget).toEqual([]);
  });

  it('what loads on demand (toast UI and queue, mobile menu, the form checks, the not-found page) stays out of every page', async () => {
    const onDemand = ['ToastView', 'useToastState', 'MobileMenu', 'validation', 'NotFoundPage'];
    const assets = await listFiles(path.join(clientDirectory, 'assets'));
    for (const name of onDemand) {
      // A lazy part the bundler merged into another chunk would have no file of its own.
      expect(assets.some((file) => file.startsWith(`${name}-`) && file.endsWith('.js'))).toBe(true);
    }
    const pages = (await listFiles(clientDirectory)).filter((file) => file.endsWith('.html'));
    for (const page of pages) {
      const route = page === 'index.html' ? '/' : `/${page.replace(/\/?index\.html$/, '')}`;
      const { js } = await measureRouteBytes(clientDirectory, route);
      // The not-found page itself is the one page that loads NotFoundPage up front.
      const lazyHere = route.startsWith('/404')
        ? onDemand.filter((name) => name !== 'NotFoundPage')
        : onDemand;
      const loaded = js.files.filter((file) =>
        lazyHere.some((name) => file.startsWith(`/assets/${name}-`)),
      );
      expect(loaded, route).toEqual([]);
    }
  });

  it(`the HTML of / is at most ${formatKb(byteBudgets.homeHtml)} gzip`, async () => {
    const bytes = await measureRouteBytes(clientDirectory, '/');
    expect(bytes.html.gzipBytes).toBeGreaterThan(0);
    expect(bytes.html.gzipBytes).toBeLessThanOrEqual(byteBudgets.homeHtml);
  });
});
