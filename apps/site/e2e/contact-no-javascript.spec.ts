import { company, contactFormCopy } from '@lumenor/content';
import { expect, test } from './fixtures';

test('without JavaScript the page names the inbox and the form cannot send', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  // The office details: the inbox as a mail link, and the postal address.
  await expect(page.locator(`main a[href="mailto:${company.email}"]`).first()).toBeVisible();
  await expect(page.locator('main')).toContainText(company.address.streetAddress);
  // The form cannot send without script, so it is not shown at all.
  await expect(page.locator('[data-contact-form]')).toBeHidden();
  await context.close();

  // The form's own noscript note, in the HTML as served. (Chromium with script disabled through
  // the DevTools protocol still parses <noscript> as text, so it is checked in the markup.)
  const html = await (await request.get('/contact')).text();
  const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
  expect(noscript).toContain(contactFormCopy.noScript.before);
  expect(noscript).toContain(`href="mailto:${company.email}"`);
  expect(noscript).toContain(contactFormCopy.noScript.after);
});
