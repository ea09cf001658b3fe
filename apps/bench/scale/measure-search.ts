import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSize, measureRouteBytes } from '@lumenor/site/route-bytes';
import { chromium } from '@playwright/test';
import { testBrowserPath } from '../../../scripts/test-browser.mjs';
import type { LanguageFigures } from './report.ts';

/** What loads with any page and is no part of search: fonts, icons, styles, documents. */
const pageFile = /\.(woff2?|svg|png|ico|webmanifest|css|html)$|\/[^./]*$/;

/**
 * The first search of a visitor, measured without knowing how search works: the search page is
 * opened at 4x CPU slowdown (CDP Emulation.setCPUThrottlingRate), left to settle, the query typed,
 * and the time until a result link shows in <main> (a `li a` that was not there before) is taken
 * in the page. The search's bytes are every file the visit fetched that the page itself does not
 * need (route-bytes.ts: its document, styles, fonts, icons and its islands' JavaScript), gzipped
 * at level 9 from the build, as the byte budgets count.
 */
export async function measureFirstSearch(options: {
  origin: string;
  clientDirectory: string;
  searchPath: string;
  query: string;
}): Promise<NonNullable<LanguageFigures['search']>> {
  const pageModules = new Set(
    (await measureRouteBytes(options.clientDirectory, options.searchPath)).allIslandsJs.files,
  );
  const browser = await chromium.launch({ executablePath: testBrowserPath });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Performance.enable');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const urls = new Map<string, string>();
    const transfer = new Map<string, number>();
    cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
    cdp.on('Network.loadingFinished', (event) =>
      transfer.set(event.requestId, event.encodedDataLength),
    );

    await page.goto(`${options.origin}${options.searchPath}`, { waitUntil: 'networkidle' });
    const field = page.locator('main').getByRole('searchbox');
    await field.waitFor({ state: 'visible' });
    // Settled: hydrated, and whatever the page loads before anyone types has loaded.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => {
      const known = new Set(
        [...document.querySelectorAll('main li a')].map((link) => link.getAttribute('href')),
      );
      const state = window as unknown as { scaleTyped?: number; scaleResult?: number };
      new MutationObserver((_, observer) => {
        const fresh = [...document.querySelectorAll('main li a')].some(
          (link) => !known.has(link.getAttribute('href')),
        );
        if (fresh) {
          state.scaleResult = performance.now();
          observer.disconnect();
        }
      }).observe(document.querySelector('main') as Node, { childList: true, subtree: true });
      document.querySelector('main input[type=search]')?.addEventListener('input', () => {
        state.scaleTyped ??= performance.now();
      });
    });
    await field.fill(options.query);
    await page.waitForFunction(
      () => (window as unknown as { scaleResult?: number }).scaleResult !== undefined,
      undefined,
      { timeout: 60_000 },
    );
    const [typed, shown] = await page.evaluate(() => {
      const state = window as unknown as { scaleTyped: number; scaleResult: number };
      return [state.scaleTyped, state.scaleResult];
    });
    await page.waitForLoadState('networkidle');
    const metrics = (await cdp.send('Performance.getMetrics')).metrics;
    const taskSeconds = metrics.find((metric) => metric.name === 'TaskDuration')?.value ?? 0;

    let gzipBytes = 0;
    let transferBytes = 0;
    let files = 0;
    for (const [id, url] of urls) {
      const { origin, pathname } = new URL(url);
      if (origin !== options.origin || pageFile.test(pathname) || pageModules.has(pathname)) {
        continue;
      }
      const file = path.join(options.clientDirectory, decodeURIComponent(pathname));
      gzipBytes += gzipSize(await readFile(file));
      transferBytes += transfer.get(id) ?? 0;
      files += 1;
    }
    return {
      gzipBytes,
      transferBytes,
      files,
      queryMs: shown - typed,
      mainThreadMs: taskSeconds * 1000,
    };
  } finally {
    await browser.close();
  }
}
