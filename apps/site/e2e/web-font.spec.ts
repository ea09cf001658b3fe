import { webFontAttribute, webFontPending, webFontStorageKey } from '@lumenor/ui/theming';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * A visitor's first English page is set in Inter's metric-matched fallback, so its first paint
 * waits for no font and no line moves when Inter arrives; the page then fetches Inter into the
 * cache and remembers it, and every later page is set in Inter from the start. (That Inter then
 * draws the text is checked on every kind of English page by the page sweep; the head script's rules, a
 * new build of the face and a page that names none among them, by @lumenor/ui's webFont.test.ts.)
 */

const root = (page: Page) => page.locator('html');

/** The first family of the stack the page's heading is set in. */
const headingFace = (page: Page) =>
  page
    .getByRole('heading', { level: 1 })
    .evaluate((heading) => getComputedStyle(heading).fontFamily.split(',')[0]?.replaceAll('"', ''));

/** The address the page prefetches Inter from. */
const prefetchedFace = (page: Page) =>
  page.locator('link[rel=prefetch][as=font]').evaluate((link: HTMLLinkElement) => link.href);

test('a first visit is set in the fallback, and the next page in Inter once the file is cached', async ({
  page,
}) => {
  await page.goto('/');
  await expect(root(page)).toHaveAttribute(webFontAttribute, webFontPending);
  expect(await headingFace(page)).toBe('Inter Fallback');
  // Once the page has loaded, the file is fetched and its address remembered.
  const face = await prefetchedFace(page);
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), webFontStorageKey))
    .toBe(face);
  expect(
    await page.evaluate(
      (url) => performance.getEntriesByName(url).some((entry) => entry.name === url),
      face,
    ),
  ).toBe(true);

  await page.goto('/about');
  await expect(root(page)).not.toHaveAttribute(webFontAttribute);
  expect(await headingFace(page)).toBe('Inter Variable');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('nothing is marked, and Inter is used wherever it is there in time', async ({ page }) => {
    await page.goto('/');
    await expect(root(page)).not.toHaveAttribute(webFontAttribute);
    expect(await headingFace(page)).toBe('Inter Variable');
  });
});
