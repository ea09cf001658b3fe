import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every end-to-end test fails if the page throws an uncaught error.
 *
 * Pages start hydrating once their first frame is on screen (scripts/hydrate-after-paint.ts),
 * which can be after the load event that `goto` and `reload` wait for. The tests drive the
 * hydrated page, so both also wait for hydration, unless given a `waitUntil` of their own (a test
 * whose clock is paused, say, lets the frames run itself).
 */
export const test = base.extend<{ pageErrors: Error[] }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      if (options?.waitUntil === undefined) await waitForHydration(page);
      return response;
    };
    page.reload = async (options) => {
      const response = await reload(options);
      if (options?.waitUntil === undefined) await waitForHydration(page);
      return response;
    };
    await use(page);
  },
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

/**
 * Resolves once React has hydrated the page (it attaches its fiber to the DOM nodes), so timers
 * started by effects run on the clock the test controls.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const header = document.querySelector('header');
    return header !== null && Object.keys(header).some((key) => key.startsWith('__reactFiber'));
  });
}
