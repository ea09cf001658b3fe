import { webFontStorageKey } from '@lumenor/ui/theming';
import type { CDPSession } from '@playwright/test';
import { requireBuild } from '../built-site/built-site';
import { sweepPages } from '../built-site/page-kinds';
import { useColorMode } from './axe';
import { cspViolations, watchPage } from './csp-watch';
import { expect, islandReady, renderEveryBand, test } from './fixtures';
import {
  moveToState,
  openedState,
  pageChecks,
  type SweepWidth,
  stateFor,
  sweepWidths,
  type Visit,
} from './page-checks';
import { phoneTeluguFamily } from './phone-fonts';

/**
 * The page sweep: one page of each kind in both languages (each template of app/routes.ts, the
 * not-found and empty-category answers among them), and every page whose structure differs from
 * the others of its kind (built-site/page-kinds.ts chooses them from the build), so the visits
 * follow the templates, not the number of articles. Each is visited once, and every page-wide
 * check of page-checks.ts runs on that one visit, at a phone width and then at a desktop width:
 * axe in every theme, reflow, 200 % text, text spacing, whole words, the focus walk. Throughout,
 * the visit watches for CSP violations and console errors from the first byte, under the
 * production server's headers, and it ends with the header's and the chat's islands hydrated.
 *
 * Facts the HTML and the host's rules settle, for every page (titles, links, head data, the
 * policy and its hashes), are checked without a browser, in built-site/pages.test.ts.
 */

requireBuild();
/** What the sweep visits, chosen from the build when the file loads (about 0.5 s per 100 pages). */
const targets = sweepPages();

interface PlatformFont {
  familyName: string;
  isCustomFont: boolean;
  glyphCount: number;
}

/** The fonts that draw the page's heading and first paragraph, as DevTools reports them. */
async function fontsOfFirstText(cdp: CDPSession): Promise<Map<string, PlatformFont[]>> {
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  await cdp.send('CSS.enable');
  const found = new Map<string, PlatformFont[]>();
  for (const selector of ['h1', 'main p']) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (nodeId)
      found.set(selector, (await cdp.send('CSS.getPlatformFontsForNode', { nodeId })).fonts);
  }
  // Enabled, DevTools' CSS and DOM agents follow every restyle and mutation after this: 6 % of the
  // sweep's CPU on the checks' changes of theme, size and spacing.
  await cdp.send('CSS.disable');
  await cdp.send('DOM.disable');
  return found;
}

/** Whether the page's heading and first paragraph are drawn in web fonts only, not a fallback. */
async function drawnInWebFonts(cdp: CDPSession): Promise<boolean> {
  const fonts = [...(await fontsOfFirstText(cdp)).values()].flat();
  return fonts.every((font) => font.isCustomFont);
}

/** Whether the Telugu of the page's heading and first paragraph is drawn in the phone's face. */
async function drawnInPhoneTelugu(cdp: CDPSession): Promise<boolean> {
  const fonts = [...(await fontsOfFirstText(cdp)).values()];
  return fonts.every((used) => used.some((font) => font.familyName === phoneTeluguFamily));
}

// Visits are independent: with two workers, both take pages from this one file.
test.describe.configure({ mode: 'parallel' });

function checks(width: SweepWidth) {
  return pageChecks.filter((check) => !check.widths || check.widths.includes(width.name));
}

const [firstWidth] = sweepWidths;
const title = sweepWidths
  .map(
    (width) =>
      `at ${width.width} px: ${checks(width)
        .map((check) => check.name)
        .join(', ')}`,
  )
  .join('; then ');

test.describe(`page sweep (${title}; CSP and console throughout)`, () => {
  test.use({
    viewport: { width: firstWidth.width, height: firstWidth.height },
    reducedMotion: 'reduce',
  });

  for (const { path, status, locale } of targets) {
    test(`${path}`, async ({ page }) => {
      // A long Telugu page takes about 40 s of checks at both widths when both workers and the
      // other test stages share two cores; twice that ran out under heavier load.
      test.setTimeout(180_000);
      const { consoleErrors } = await watchPage(page);
      await useColorMode(page, 'light');
      // At the load event the fonts the first layout asked for have arrived (they delay it); at
      // DOMContentLoaded they may not have been asked for yet, and fonts.ready resolves at once.
      const response = await page.goto(path, { waitUntil: 'load' });
      expect(response?.status(), `status of ${path}`).toBe(status);
      // The load event also waited for the stylesheet linked after the first screen. Then the one
      // wait for the web fonts: the checks after it only restyle text the page already shows (a
      // size, a spacing, a theme, a width), which needs no font the page has not loaded.
      await page.evaluate(() => document.fonts.ready);
      const cdp = await page.context().newCDPSession(page);
      // A Telugu page downloads no font: its Telugu comes from the phone's own face at once, and
      // its Latin words are set in Inter's fallback.
      if (locale === 'te') {
        const inPhoneFace = await drawnInPhoneTelugu(cdp);
        expect(inPhoneFace, `${path}: its Telugu is not drawn in ${phoneTeluguFamily}`).toBe(true);
      }
      // A first visit's English page is set in Inter's fallback until the page has fetched Inter
      // into the cache (web-font.spec.ts), and Inter is `optional`: on a loaded machine even the
      // cached file can miss its moment. The page is measured as a later visit sees it: visited
      // again (not reloaded: a reload shows the page as it was), once Inter is remembered, until
      // its text is drawn in Inter.
      for (let load = 1; locale === 'en' && !(await drawnInWebFonts(cdp)); load += 1) {
        expect(load, `${path}: the text is not drawn in Inter`).toBeLessThan(4);
        await page.waitForFunction((key) => localStorage.getItem(key) !== null, webFontStorageKey);
        await page.goto(path, { waitUntil: 'load' });
        await page.evaluate(() => document.fonts.ready);
      }
      // The bubble's 3 s entrance delay is a CSS animation: end it rather than wait for it.
      await page.evaluate(() => {
        for (const animation of document.getAnimations()) animation.finish();
      });
      // Every check measures the whole page, as a visitor who scrolls through it sees it.
      await renderEveryBand(page);
      const hasChat = (await page.locator('[data-island="chat"]').count()) > 0;
      if (hasChat) await expect(page.locator('[data-island="chat"] button').first()).toBeVisible();

      const problems: string[] = [];
      const timings: string[] = [];
      // One visit, as a reader who turns a phone or widens a window: the page is measured at
      // each width in turn, each from the state a visitor opens it in at that width.
      let state = openedState(firstWidth);
      for (const width of sweepWidths) {
        const visit: Visit = { page, path, locale, width, cdp };
        await moveToState(visit, state, openedState(width));
        state = openedState(width);
        for (const check of checks(width)) {
          const started = performance.now();
          const next = stateFor(check, width, state);
          await moveToState(visit, state, next);
          state = next;
          for (const problem of await check.run(visit)) {
            problems.push(`${width.width} px, ${check.name}: ${problem}`);
          }
          timings.push(`${width.name} ${check.name} ${Math.round(performance.now() - started)} ms`);
        }
      }
      // What each check costs, in the report: the sweep's time grows with pages times checks.
      test.info().annotations.push({ type: 'check times', description: timings.join(', ') });

      // The islands load and hydrate under the policy too: the header's on a hover, the chat's
      // when its bubble takes focus. At the last width only: what they render, and so what
      // hydration matches, does not depend on it.
      await page.getByRole('banner').hover();
      await islandReady(page, 'header');
      if (hasChat) {
        await page.locator('[data-island="chat"] button').first().focus();
        await islandReady(page, 'chat');
      }
      const violations = await cspViolations(page);
      problems.push(...violations.map((violation) => `CSP: ${JSON.stringify(violation)}`));
      problems.push(
        ...consoleErrors
          .filter((text) => status !== 404 || !/404 \(Not Found\)/.test(text))
          .map((text) => `console: ${text}`),
      );
      // A text that does not fit may be a font that changed since the visit began: say which.
      if (problems.length > 0) {
        const fonts = [...(await fontsOfFirstText(cdp))].map(
          ([selector, used]) =>
            `${selector}: ${used.map((font) => `${font.familyName} (${font.glyphCount})`).join(', ')}`,
        );
        problems.push(`fonts at the end: ${fonts.join('; ')}`);
      }
      expect(problems, path).toEqual([]);
    });
  }
});
