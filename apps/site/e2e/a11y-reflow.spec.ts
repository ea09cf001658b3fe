import {
  allLocalizedPagePaths,
  edition,
  localeOfPath,
  locales,
  localizedPath,
} from '@lumenor/content';
import type { CDPSession, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Pages fit the screen (WCAG 1.4.10 Reflow, 1.4.4 Resize Text), in both languages:
 * - every page, at 320 and 360 px: nothing scrolls sideways and the menu button, a phone's only
 *   way to the navigation, is wholly on screen;
 * - the header, from 1024 to 1100 px (where the full bar is most crowded) and at 1280 px with the
 *   text alone enlarged to 200 % (the browser's text size, not page zoom): every link and button
 *   of the header is on screen. The header differs between pages only by which entry is marked
 *   current, so the pages of the navigation (each entry and each dropdown child) cover it.
 * One page is loaded per route and resized; failures are gathered, so one run names them all.
 */

const phoneWidths = [320, 360] as const;
const crowdedDesktopWidths = [1024, 1080, 1100] as const;

/** Chromium's default text sizes, and twice them: text-only zoom, as a reader's browser setting does it. */
const defaultFontSizes = { standard: 16, fixed: 13 };
const doubledFontSizes = { standard: 32, fixed: 26 };

async function setFontSizes(cdp: CDPSession, fontSizes: typeof defaultFontSizes) {
  await cdp.send('Page.setFontSizes', { fontSizes });
}

/**
 * Where the page (with `wholePage`) or the header's controls leave the viewport, as readable lines
 * (none when it fits); with `menuButton` (its accessible name), also whether that button is shown
 * and wholly on screen. One evaluate per check: the test resizes one page many times.
 */
async function overflows(
  page: Page,
  { wholePage, menuButton }: { wholePage: boolean; menuButton?: string },
): Promise<string[]> {
  return page.evaluate(
    ({ wholePage, menuButton }) => {
      const problems: string[] = [];
      const width = window.innerWidth;
      const header = document.querySelector('header');
      if (!header) return ['no header'];
      if (wholePage && document.documentElement.scrollWidth > width) {
        problems.push(`page is ${document.documentElement.scrollWidth} px wide`);
      }
      if (header.scrollWidth > header.clientWidth) {
        problems.push(`header content is ${header.scrollWidth} px wide`);
      }
      // Every shown control of the bar (the closed panels render nothing).
      for (const control of header.querySelectorAll<HTMLElement>('a, button')) {
        const box = control.getBoundingClientRect();
        if (box.width === 0 && box.height === 0) continue;
        if (box.left < 0 || box.right > width) {
          const name = control.getAttribute('aria-label') ?? control.textContent?.trim();
          problems.push(`"${name}" spans x = ${Math.round(box.left)}-${Math.round(box.right)}`);
        }
      }
      if (menuButton) {
        const button = [...header.querySelectorAll('button')].find(
          (candidate) => candidate.getAttribute('aria-label') === menuButton,
        );
        const box = button?.getBoundingClientRect();
        if (!box || box.width === 0) problems.push(`no "${menuButton}" button shown`);
        else if (box.left < 0 || box.right > width || box.top < 0 || box.bottom > innerHeight) {
          problems.push(`"${menuButton}" is not wholly on screen`);
        }
      }
      return problems;
    },
    { wholePage, menuButton },
  );
}

for (const locale of locales) {
  const { layoutCopy, mainNavigation } = edition(locale);

  test.describe(`${locale} pages`, () => {
    test('every page fits at 320 and 360 px, the menu button on screen', async ({ page }) => {
      test.slow(); // Every page of the language, one after another.
      const failures: string[] = [];
      const paths = allLocalizedPagePaths().filter((path) => localeOfPath(path).locale === locale);
      for (const path of paths) {
        await page.setViewportSize({ width: phoneWidths[0], height: 640 });
        // The stylesheets block rendering and images have their sizes: only web fonts come later.
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await page.evaluate(() => document.fonts.ready);
        for (const width of phoneWidths) {
          await page.setViewportSize({ width, height: 640 });
          const problems = await overflows(page, {
            wholePage: true,
            menuButton: layoutCopy.openMenu,
          });
          failures.push(...problems.map((problem) => `${path} at ${width} px: ${problem}`));
        }
      }
      expect(failures).toEqual([]);
    });

    test('the header fits from 1024 to 1100 px, and at 1280 px with text at 200 %', async ({
      page,
    }) => {
      test.slow(); // Nine pages, each resized four times.
      const cdp = await page.context().newCDPSession(page);
      const failures: string[] = [];
      const paths = mainNavigation
        .flatMap((item) => [item, ...(item.children ?? [])])
        .map((item) => localizedPath(item.href, locale));
      for (const path of paths) {
        await setFontSizes(cdp, defaultFontSizes);
        await page.setViewportSize({ width: crowdedDesktopWidths[0], height: 800 });
        await page.goto(path, { waitUntil: 'domcontentloaded' });
        await page.evaluate(() => document.fonts.ready);
        for (const width of crowdedDesktopWidths) {
          await page.setViewportSize({ width, height: 800 });
          const problems = await overflows(page, { wholePage: false });
          failures.push(...problems.map((problem) => `${path} at ${width} px: ${problem}`));
        }

        await page.setViewportSize({ width: 1280, height: 800 });
        await setFontSizes(cdp, doubledFontSizes);
        const rootFontSize = await page.evaluate(
          () => getComputedStyle(document.documentElement).fontSize,
        );
        expect(rootFontSize, 'text-only zoom doubles the root font size').toBe('32px');
        const problems = await overflows(page, { wholePage: false });
        failures.push(...problems.map((problem) => `${path} at 1280 px, text 200 %: ${problem}`));
      }
      expect(failures).toEqual([]);
    });
  });
}
