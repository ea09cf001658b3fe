import { blogPostPath, blogPosts, edition } from '@lumenor/content';
import type { Page } from '@playwright/test';
import { expect, showChatBubble, test } from './fixtures';

/**
 * The chat bubble never covers a link or button of a phone's first screen (WCAG 2.4.11 and
 * 1.4.10: nothing the visitor came for sits under it), and it is there once the visitor scrolls
 * or tabs to it. One page of each kind, in both languages.
 */

const firstPost = blogPosts[0];
if (!firstPost) throw new Error('the blog needs posts');
const paths = [
  '/te/privacy-policy',
  '/',
  '/te/services',
  blogPostPath(firstPost.id),
  '/industries',
];
const openLabel = (path: string) =>
  edition(path.startsWith('/te') ? 'te' : 'en').layoutCopy.chat.openLabel;

test.use({ viewport: { width: 390, height: 844 } });

/** The links and buttons of the page the bubble's box overlaps, by their text. */
function coveredControls(page: Page, bubbleName: string): Promise<string[]> {
  return page.evaluate((name) => {
    const bubble = [...document.querySelectorAll('button')].find(
      (button) => button.getAttribute('aria-label') === name || button.textContent?.trim() === name,
    );
    if (!bubble) return ['no bubble'];
    const box = bubble.getBoundingClientRect();
    if (box.top >= innerHeight || box.width === 0) return [];
    const overlaps = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.left < box.right &&
      rect.right > box.left &&
      rect.top < box.bottom &&
      rect.bottom > box.top;
    return [...document.querySelectorAll('a[href], button, input, select, textarea')]
      .filter(
        (control) => control !== bubble && !bubble.closest('[data-island]')?.contains(control),
      )
      .filter((control) => [...control.getClientRects()].some(overlaps))
      .map((control) => (control.textContent ?? '').trim().slice(0, 40));
  }, bubbleName);
}

for (const path of paths) {
  test(`${path}: the bubble covers no control of the first screen, and comes with scrolling`, async ({
    page,
  }) => {
    await page.goto(path);
    const bubble = page.getByRole('button', { name: openLabel(path) });
    await showChatBubble(page);
    expect(await coveredControls(page, openLabel(path))).toEqual([]);

    await page.mouse.wheel(0, 400);
    await expect(bubble).toBeInViewport();
    await bubble.click();
    await expect(
      page.getByRole('heading', {
        name: edition(path.startsWith('/te') ? 'te' : 'en').layoutCopy.chat.title,
      }),
    ).toBeVisible();
  });
}

test('at the top of a page, Tab reaches the bubble in view', async ({ page }) => {
  await page.goto('/te/privacy-policy');
  await showChatBubble(page);
  const bubble = page.getByRole('button', { name: openLabel('/te') });
  await bubble.focus();
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(bubble).toBeFocused();
  await expect(bubble).toBeInViewport({ ratio: 1 });
});
