import AxeBuilder from '@axe-core/playwright';
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

/** Marks the content of the band that waits to render furthest down the page; false if none. */
const markFarBand = (page: Page) =>
  page.locator('main section, body > footer').evaluateAll((bands) => {
    const waiting = bands.filter((band) => getComputedStyle(band).contentVisibility === 'auto');
    const content = waiting.at(-1)?.firstElementChild;
    content?.setAttribute('data-far-band', '');
    return content !== undefined && content !== null;
  });
/** Whether the far band's content is rendered now (false while its band is skipped). */
const farBandRendered = (page: Page) =>
  page
    .locator('[data-far-band]')
    .evaluate((content) => content.checkVisibility({ contentVisibilityAuto: true }));
/** How many bands wait to render. */
const waitingBands = (page: Page) =>
  page
    .locator('main section, body > footer')
    .evaluateAll(
      (bands) => bands.filter((band) => getComputedStyle(band).contentVisibility === 'auto').length,
    );
const root = (page: Page) => page.locator('html');

test('on a fresh visit, a band far below renders only once the reader scrolls near it', async ({
  page,
}) => {
  await page.goto('/');
  await expect(root(page)).toHaveAttribute(bandRenderingAttribute, bandsNearViewport);
  expect(await markFarBand(page), 'a band that waits to render').toBe(true);
  expect(await farBandRendered(page)).toBe(false);
  await page.locator('[data-far-band]').scrollIntoViewIfNeeded();
  await expect.poll(() => farBandRendered(page)).toBe(true);
});

// A contrast checker (axe, in Lighthouse) compares text it cannot see rendered with white: a band
// with light text on its own dark background (the footer, the brand tone) renders at once.
for (const path of ['/', '/te/contact']) {
  test(`on a fresh visit, before its bands render, ${path} has no text a contrast checker fails`, async ({
    page,
  }) => {
    await page.goto(path);
    await expect(root(page)).toHaveAttribute(bandRenderingAttribute, bandsNearViewport);
    const results = await new AxeBuilder({ page })
      .withRules(['color-contrast'])
      .setLegacyMode(true)
      .analyze();
    expect(
      results.violations.flatMap((violation) =>
        violation.nodes.map((node) => node.target.join(' ')),
      ),
    ).toEqual([]);
  });
}

test('a reload, or a visit to a #fragment, renders every band at once', async ({ page }) => {
  await page.goto('/');
  await page.reload();
  await expect(root(page)).not.toHaveAttribute(bandRenderingAttribute);
  expect(await waitingBands(page)).toBe(0);

  await page.goto('/about#main-content');
  await expect(root(page)).not.toHaveAttribute(bandRenderingAttribute);
});
