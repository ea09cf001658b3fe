import type { Page } from '@playwright/test';
import { expect, islandReady, showChatBubble, stylesheetsApplied, test } from './fixtures';
import { measureScript, obscured, walkInPage, walkWithTab } from './focus-walk';

/**
 * The page sweep (page-sweep.spec.ts) walks the Tab order of every kind of page in the page itself. Here,
 * on one page at each width, real Tab presses must meet the same elements as that walk; and from
 * the open chat card, through the card and on round the page (the card closes as focus leaves it),
 * none of them is hidden.
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
      // Opened from the keyboard: focus brings the bubble in at any scroll position (a phone
      // slides it in only as the page scrolls), and Enter opens the card.
      const bubble = page.locator('[data-island="chat"] button').first();
      await bubble.focus();
      await page.keyboard.press('Enter');
      await islandReady(page, 'chat');
      await expect(page.locator('[data-island="chat"] [popover]')).toBeVisible();
      const fromCard = await walkWithTab(page, true);
      expect(fromCard.length, 'Tab went round the page').toBeGreaterThan(walked.length);
      expect(obscured(fromCard)).toEqual([]);
    });
  });
}
