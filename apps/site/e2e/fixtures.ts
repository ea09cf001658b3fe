import { bandRenderingAttribute } from '@lumenor/ui/theming';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

/**
 * Every end-to-end test fails if the page throws an uncaught error.
 *
 * Pages are static HTML; their islands (header, chat, forms) hydrate when a visitor reaches for
 * them. Tests act as a visitor does, without waiting for hydration: what works before it (links,
 * popovers, details) must work at once, and what needs it must cope with a visitor who is quick.
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors, 'uncaught errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Resolves once the island named `name` has hydrated (is-land marks it `ready`). */
export async function islandReady(page: Page, name: string): Promise<void> {
  await expect(page.locator(`is-land[data-island="${name}"]`)).toHaveAttribute('ready', '');
}

/**
 * The band of the page (a `<section>`) that a heading opens. Most sections are not landmarks (only
 * a few are named regions), so tests find them by their heading, as a screen-reader user does.
 */
export function sectionByHeading(scope: Page | Locator, name: string): Locator {
  // A `has` locator is matched inside each section, so it must start from the page, not the scope.
  const page = 'goto' in scope ? scope : scope.page();
  return scope
    .locator('section')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .last();
}

/**
 * Shows the chat bubble at once: its 3 s entrance delay is a CSS animation, ended here rather than
 * waited for (layout.spec.ts has the one test that measures the delay).
 */
export async function showChatBubble(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.finish();
  });
  await expect(page.locator('[data-island="chat"] button').first()).toBeVisible();
}

/**
 * Waits until every stylesheet the page links has applied. A page paints its first screen with
 * inline CSS before its stylesheet arrives (scripts/first-screen-styles.ts), and `domcontentloaded`
 * does not wait for it: what measures layout must wait for this.
 */
export async function stylesheetsApplied(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every(
      (link) => link.sheet !== null,
    ),
  );
}

/**
 * Resolves once the page has drawn two frames and reached an idle period: by then whatever the
 * last action started (a focus handler's import, a scroll-triggered island, an idle-time prefetch)
 * has sent its requests, and its stylesheet has applied. Before asserting that nothing was
 * requested.
 */
export async function pageSettled(page: Page): Promise<void> {
  await stylesheetsApplied(page);
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 2000 })),
        ),
      ),
  );
}

/**
 * Renders every band of the page at once, as a reload does (`bandRenderingScript` of @lumenor/ui:
 * on a fresh visit the bands below the first screen render only near the viewport). A check that
 * reads the whole page (axe's colours, reflow, words, text fit) must see every band rendered, as a
 * visitor who scrolls through it does: a band not yet rendered paints nothing and clips its
 * content, so what would overflow it or stand on the wrong background would go unseen.
 */
export async function renderEveryBand(page: Page): Promise<void> {
  await page.evaluate(async (attribute) => {
    document.documentElement.removeAttribute(attribute);
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  }, bandRenderingAttribute);
}
