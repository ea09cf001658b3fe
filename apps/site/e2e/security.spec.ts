import { layoutCopy } from '@lumenor/content';
import { cspViolations, watchPage } from './csp-watch';
import { expect, islandReady, test } from './fixtures';

/**
 * The production server (@lumenor/server, started by playwright.config.ts) sends the headers of
 * the build's `_headers` file. The page sweep (page-sweep.spec.ts) loads every kind of page under them and
 * hydrates the header and the chat; here the contact form hydrates, checks its fields and opens
 * the phone menu, with not one CSP violation or console error. What the headers say is checked
 * without a browser: built-site/server/serve.test.ts and built-site/pages.test.ts.
 */

test('the contact form hydrates, checks and shows its errors with no CSP violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { consoleErrors } = await watchPage(page);
  await page.goto('/contact');
  await page.getByRole('button', { name: layoutCopy.openMenu }).click();
  await expect(page.locator('[popover]:popover-open')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await islandReady(page, 'contact-form');
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  expect(await cspViolations(page), 'CSP violations').toEqual([]);
  expect(consoleErrors, 'console errors').toEqual([]);
});
