import type { Page } from '@playwright/test';
import { expect, islandReady, showChatBubble, stylesheetsApplied, test } from './fixtures';
import { measureScript, obscured, walkInPage, walkWithTab } from './focus-walk';

/**
 * The page sweep (page-sweep.spec.ts) walks the Tab order of every page in the page itself, with
 * the chat card closed and open. Here, on one page at each width, real Tab presses must meet the
 * same elements as that walk, none of them hidden with the card open.
 */
const widths = [390, 1280] as const;

async function openAbout(page: Page): Promise<void> {
  await page.goto('/about', { waitUntil: 'domcontentloaded' });
  await stylesheetsApplied(page);
  await showChatBubble(page);
  await page.evaluate(measureScript);
}

for (const width of widths) {
  test.describe(`focus at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });

    test('on /about, pressing Tab meets the same elements as the walk, none of them hidden', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await openAbout(page);
      const walked = await walkInPage(page);
      const tabbed = await walkWithTab(page);
      expect(tabbed.map((stop) => stop.element)).toEqual(walked.map((stop) => stop.element));
      await page.locator('[data-island="chat"] button').first().click();
      await islandReady(page, 'chat');
      expect(obscured(await walkWithTab(page))).toEqual([]);
    });
  });
}
