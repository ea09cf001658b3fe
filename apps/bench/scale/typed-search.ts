/**
 * `node scale/typed-search.ts <client folder> [ms between characters, default 150]`: the first
 * search as a visitor types it, beside the benchmark's pasted query (measure-search.ts). The
 * build is served by the site's server; the search page is opened at 4x CPU slowdown and left to
 * settle, and the query is typed a character at a time (each one an input event, as a Telugu
 * letter and each of its signs are). Printed: from the last character to the result list's first
 * change, and to its last (the first results show before the rest), five first visits each.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { testBrowserPath } from '../../../scripts/test-browser.mjs';

const queries = [
  ['/search', 'governance'],
  ['/te/search', 'ప్రభుత్వ'],
] as const;
const visits = 5;

const clientDirectory = path.resolve(process.argv[2] ?? '../site/build/client');
const keyDelayMs = Number(process.argv[3] ?? 150);
const port = 5193;
const origin = `http://127.0.0.1:${port}`;
const server = spawn(
  process.execPath,
  [fileURLToPath(import.meta.resolve('@lumenor/server/serve'))],
  {
    env: { ...process.env, PORT: String(port), SITE_CLIENT_DIR: clientDirectory },
    stdio: 'ignore',
  },
);
const browser = await chromium.launch({ executablePath: testBrowserPath });
try {
  while (
    !(await fetch(`${origin}/`).then(
      (response) => response.ok,
      () => false,
    ))
  ) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const [searchPath, query] of queries) {
    const times: string[] = [];
    for (let visit = 0; visit < visits; visit += 1) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.goto(`${origin}${searchPath}`, { waitUntil: 'networkidle' });
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
      for (const character of query) {
        await page.keyboard.insertText(character);
        await page.waitForTimeout(keyDelayMs);
      }
      await page.waitForTimeout(1_500);
      const [first, last] = await page.evaluate(() => {
        const state = window as unknown as { typedAt: number[]; listChangedAt: number[] };
        const lastKey = state.typedAt.at(-1) ?? 0;
        const after = state.listChangedAt.filter((time) => time > lastKey);
        return [(after[0] ?? lastKey) - lastKey, (after.at(-1) ?? lastKey) - lastKey];
      });
      times.push(`${Math.round(first)} (${Math.round(last)})`);
      await context.close();
    }
    console.log(
      `${searchPath} "${query}": last key to the list's first change (last), ms: ${times.join(', ')}`,
    );
  }
} finally {
  await browser.close();
  server.kill();
}
