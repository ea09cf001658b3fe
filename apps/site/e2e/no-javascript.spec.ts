import { company, faqs, layoutCopy, mainNavigation, pages } from '@lumenor/content';
import type { Locator } from '@playwright/test';
import { expect, sectionByHeading, showChatBubble, test } from './fixtures';

/**
 * With JavaScript off, the site still works as far as HTML and CSS can take it (that every page's
 * HTML holds its heading, text, header and footer: built-site/layout.test.ts; the forms' note in
 * their place: built-site/contact-form.test.ts): the navigation opens on a phone and on a
 * desktop, the FAQ answers open one at a time, the theme follows the system and /contact offers
 * a mail link in place of the form.
 */
// Motion reduced: the dropdowns' entrance animation, run at a few frames a second on a busy CI
// machine, kept their links "not stable" for Playwright's click past a test's time.
test.use({ javaScriptEnabled: false, reducedMotion: 'reduce' });

const popoverOpen = (button: Locator) =>
  button.evaluate(
    (element) =>
      (element as HTMLButtonElement).popoverTargetElement?.matches(':popover-open') ?? false,
  );

// Where each of its links leads, on every page: built-site/layout.test.ts.
test('on a 390 px phone the menu opens, shows every page of the navigation and leads to one', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  const menuButton = page.getByRole('button', { name: layoutCopy.openMenu });
  await menuButton.click();
  await expect.poll(() => popoverOpen(menuButton)).toBe(true);
  const menu = page.locator('[popover]:popover-open');
  const targets = mainNavigation.flatMap((item) => [item, ...(item.children ?? [])]);
  for (const target of targets) {
    await expect(menu.locator(`a[href="${target.href}"]`).first(), target.href).toBeVisible();
  }
  const last = targets.at(-1)?.href ?? '';
  await menu.locator(`a[href="${last}"]`).first().click();
  await expect(page).toHaveURL(last);
});

test('on a desktop the dropdowns open and lead to their pages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: layoutCopy.mainMenuLabel }).first();
  for (const item of mainNavigation.filter((entry) => entry.children?.length)) {
    const button = nav.getByRole('button', { name: item.label });
    await button.click();
    await expect.poll(() => popoverOpen(button), { message: item.label }).toBe(true);
    for (const child of item.children ?? []) {
      await expect(nav.locator(`a[href="${child.href}"]`)).toBeVisible();
    }
    await page.keyboard.press('Escape');
  }
  const services = nav.getByRole('button', { name: 'Services' });
  await services.click();
  await expect.poll(() => popoverOpen(services)).toBe(true);
  await nav.locator('a[href="/govconnect-360"]').click();
  await expect(page).toHaveURL('/govconnect-360');
});

test("the header's search entry is a link to the search page, on a desktop and in the phone menu", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/about');
  const banner = page.getByRole('banner');
  // The dialog's button needs a script: CSS shows the link in its place.
  await expect(banner.getByRole('button', { name: layoutCopy.search.openLabel })).toHaveCount(0);
  await banner.getByRole('link', { name: layoutCopy.search.openLabel }).click();
  await expect(page).toHaveURL(layoutCopy.search.href);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/about');
  await page.getByRole('button', { name: layoutCopy.openMenu }).click();
  const menu = page.locator('[popover]:popover-open');
  await menu.getByRole('link', { name: layoutCopy.search.openLabel }).click();
  await expect(page).toHaveURL(layoutCopy.search.href);
});

test('the FAQ answers open one at a time', async ({ page }) => {
  await page.goto('/contact');
  const faq = sectionByHeading(page.getByRole('main'), pages.contact.faqSection.heading);
  // Native disclosures: each question is a <summary> holding a heading.
  const questions = faq.locator('details > summary');
  const answer = faqs[0]?.answer ?? '';
  await expect(faq.locator('details[open]')).toHaveCount(0);
  await expect(faq.getByText(answer)).toBeHidden();
  await questions.first().click();
  await expect(faq.locator('details[open]')).toHaveCount(1);
  await expect(faq.getByText(answer)).toBeVisible();
  // One answer open at a time: opening the second closes the first.
  await questions.nth(1).click();
  await expect(faq.getByText(answer)).toBeHidden();
  await expect(faq.locator('details[open]')).toHaveCount(1);
});

test('the theme follows the system setting, and the toggle that needs a script is not shown', async ({
  page,
}) => {
  const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/about');
  const light = await background();
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(background).not.toBe(light);
  await expect(page.getByRole('button', { name: /Switch to (dark|light) theme/ })).toHaveCount(0);
});

test('/contact shows the e-mail, phone and address with a mail link in place of the form', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page.locator('form[aria-labelledby]')).toBeHidden();
  const main = page.locator('main');
  await expect(main.locator(`a[href="mailto:${company.email}"]`).first()).toBeVisible();
  await expect(main.getByText(company.phone).first()).toBeVisible();
  await expect(main.getByText(company.address.streetAddress).first()).toBeVisible();
  await expect(main.getByText(/needs JavaScript to send/)).toBeVisible();
});

test('the chat bubble appears (its delay is CSS) and opens its card', async ({ page }) => {
  await page.goto('/about');
  const bubble = page.getByRole('button', { name: layoutCopy.chat.openLabel });
  // The delay itself is measured once, in layout.spec.ts; here it is ended rather than waited for.
  await showChatBubble(page);
  await expect(bubble).toBeVisible();
  await bubble.click();
  await expect(page.getByRole('link', { name: layoutCopy.chat.action.label })).toBeVisible();
});
