import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSize, measureRouteBytes } from '@lumenor/site/route-bytes';
import { type Browser, chromium } from '@playwright/test';
import { testBrowserPath } from '../../../scripts/test-browser.mjs';
import type { LanguageFigures } from './report.ts';

/** The search page of each language, and the query its first search is measured with. */
export const searchQueries = {
  en: { searchPath: '/search', query: 'governance' },
  te: { searchPath: '/te/search', query: 'ప్రభుత్వ' },
} as const;

/** A page of its own context, at a desktop's width and 4x CPU slowdown (a mid-range phone's CPU). */
async function throttledPage(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { context, page, cdp };
}

/** What loads with any page and is no part of search: fonts, icons, styles, documents. */
const pageFile = /\.(woff2?|svg|png|ico|webmanifest|css|html)$|\/[^./]*$/;

/**
 * The first search of a visitor, measured without knowing how search works: the search page is
 * opened at 4x CPU slowdown (CDP Emulation.setCPUThrottlingRate) and left to settle, the query
 * typed, and the time until a result link shows in <main> (a `li a` that was not there before)
 * is taken in the page, and until the last of its results shows (the first few show before the
 * rest). The query arrives as one input event (CDP Input.insertText, as a paste: the whole query
 * at once, before any of its files can have been fetched), and the page tells when it has a
 * result by a promise, not by Playwright's polling: `fill` and `waitForFunction` run Playwright's
 * own script on the page's throttled main thread, 35-58 ms of the time measured. The search's
 * bytes are every file the visit fetched that the page itself does not need (route-bytes.ts: its
 * document, styles, fonts, icons and its islands' JavaScript), gzipped at level 9 from the build,
 * as the byte budgets count.
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
    const { page, cdp } = await throttledPage(browser);
    await cdp.send('Network.enable');
    await cdp.send('Performance.enable');
    const urls = new Map<string, string>();
    const transfer = new Map<string, number>();
    // Requests under way, and when the last one began or ended.
    const pending = new Set<string>();
    let lastActivity = Date.now();
    const settle = (requestId: string) => {
      pending.delete(requestId);
      lastActivity = Date.now();
    };
    cdp.on('Network.requestWillBeSent', (event) => {
      pending.add(event.requestId);
      lastActivity = Date.now();
    });
    cdp.on('Network.responseReceived', (event) => urls.set(event.requestId, event.response.url));
    cdp.on('Network.loadingFinished', (event) => {
      transfer.set(event.requestId, event.encodedDataLength);
      settle(event.requestId);
    });
    cdp.on('Network.loadingFailed', (event) => settle(event.requestId));
    /** Until no request has begun or ended for half a second (the page's own networkidle). */
    const quiet = async () => {
      while (pending.size > 0 || Date.now() - lastActivity < 500) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };

    await page.goto(`${options.origin}${options.searchPath}`, { waitUntil: 'networkidle' });
    const field = page.locator('main').getByRole('searchbox');
    await field.waitFor({ state: 'visible' });
    // Settled: hydrated, and whatever the page loads before anyone types has loaded.
    await quiet();
    await page.evaluate(() => {
      const known = new Set(
        [...document.querySelectorAll('main li a')].map((link) => link.getAttribute('href')),
      );
      const state = window as unknown as {
        scaleTyped?: number;
        scaleShown?: Promise<number>;
        scaleLastChange?: number;
      };
      state.scaleShown = new Promise((resolve) => {
        let count = 0;
        new MutationObserver(() => {
          const fresh = [...document.querySelectorAll('main li a')].filter(
            (link) => !known.has(link.getAttribute('href')),
          ).length;
          if (fresh === count) return;
          count = fresh;
          // The first results, then each time more show: the last is when all have.
          state.scaleLastChange = performance.now();
          resolve(state.scaleLastChange);
        }).observe(document.querySelector('main') as Node, { childList: true, subtree: true });
      });
      document.querySelector('main input[type=search]')?.addEventListener('input', () => {
        state.scaleTyped ??= performance.now();
      });
    });
    await field.focus();
    await page.keyboard.insertText(options.query);
    const [typed, shown] = await page.evaluate(async () => {
      const state = window as unknown as { scaleTyped: number; scaleShown: Promise<number> };
      const timeout = new Promise<number>((_, reject) =>
        setTimeout(() => reject(new Error('no result within 60 s')), 60_000),
      );
      return [state.scaleTyped, await Promise.race([state.scaleShown, timeout])];
    });
    // Everything the query fetches: the search page shows its first results, then more.
    await quiet();
    const allShown = await page.evaluate(
      () => (window as unknown as { scaleLastChange: number }).scaleLastChange,
    );
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
      allResultsMs: allShown - typed,
      mainThreadMs: taskSeconds * 1000,
    };
  } finally {
    await browser.close();
  }
}

/**
 * The first search as a visitor types it, beside the pasted query of {@link measureFirstSearch}:
 * the search page opened at 4x CPU slowdown and left to settle, the query typed a character at a
 * time, `keyDelayMs` apart (each one an input event, as a Telugu letter and each of its signs
 * are). From the last character to the result list's first change, and to its last (the first
 * results show before the rest); 0 where the list already showed the query's results.
 */
export async function measureTypedSearch(options: {
  origin: string;
  searchPath: string;
  query: string;
  keyDelayMs: number;
}): Promise<{ firstChangeMs: number; lastChangeMs: number }> {
  const browser = await chromium.launch({ executablePath: testBrowserPath });
  try {
    const { page } = await throttledPage(browser);
    await page.goto(`${options.origin}${options.searchPath}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1_000);
    await page.evaluate(() => {
      const state = window as unknown as { typedAt: number[]; listChangedAt: number[] };
      state.typedAt = [];
      state.listChangedAt = [];
      new MutationObserver((records) => {
        const inList = records.some((record) => {
          const target = record.target;
          const element = target instanceof Element ? target : target.parentElement;
          return (
            Boolean(element?.closest('ul')) ||
            [...record.addedNodes, ...record.removedNodes].some((node) => node.nodeName === 'UL')
          );
        });
        if (inList) state.listChangedAt.push(performance.now());
      }).observe(document.querySelector('main') as Node, {
        childList: true,
        subtree: true,
        characterData: true,
      });
      document
        .querySelector('main input[type=search]')
        ?.addEventListener('input', () => state.typedAt.push(performance.now()));
    });
    await page.locator('main').getByRole('searchbox').focus();
    for (const character of options.query) {
      await page.keyboard.insertText(character);
      await page.waitForTimeout(options.keyDelayMs);
    }
    await page.waitForTimeout(1_500);
    return await page.evaluate(() => {
      const state = window as unknown as { typedAt: number[]; listChangedAt: number[] };
      const lastKey = state.typedAt.at(-1) ?? 0;
      const after = state.listChangedAt.filter((time) => time > lastKey);
      return {
        firstChangeMs: (after[0] ?? lastKey) - lastKey,
        lastChangeMs: (after.at(-1) ?? lastKey) - lastKey,
      };
    });
  } finally {
    await browser.close();
  }
}
