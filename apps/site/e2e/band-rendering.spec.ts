import { bandRenderingAttribute, bandsNearViewport } from '@lumenor/ui/theming';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * On a fresh visit a page's bands below the first screen render only as the reader nears them
 * (the restyles and relayouts while it loads cost its first screen only); where the browser puts
 * the reader back at a place in the page, every band renders at once, so that place is where it
 * was (pages-blog.spec.ts goes back, forward and reloads to a link far down an article).
 */

test.use({ viewport: { width: 390, height: 844 } });

/** Whether the footer's content is rendered now (false while the footer band is skipped). */
const footerRendered = (page: Page) =>
  page
    .getByRole('contentinfo')
    .getByRole('link')
    .first()
    .evaluate((link) => link.checkVisibility({ contentVisibilityAuto: true }));
const root = (page: Page) => page.locator('html');

test('on a fresh visit, the footer renders only once the reader scrolls near it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(root(page)).toHaveAttribute(bandRenderingAttribute, bandsNearViewport);
  expect(await footerRendered(page)).toBe(false);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await expect.poll(() => footerRendered(page)).toBe(true);
});

test('a reload, or a visit to a #fragment, renders every band at once', async ({ page }) => {
  await page.goto('/');
  await page.reload();
  await expect(root(page)).not.toHaveAttribute(bandRenderingAttribute);
  expect(await footerRendered(page)).toBe(true);

  await page.goto('/about#main-content');
  await expect(root(page)).not.toHaveAttribute(bandRenderingAttribute);
});
