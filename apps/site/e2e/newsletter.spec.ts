import { blogCopy, company, newsletterCopy } from '@lumenor/content';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The blog's newsletter box (issue 5): never a dead button. Subscribe opens the visitor's mail
 * app with a request to the company inbox; the box says so.
 */

const subject = 'Subscribe to the Lumenor newsletter';

function box(page: Page) {
  return page.getByRole('region', { name: blogCopy.newsletter.heading });
}

async function openBlog(page: Page) {
  await page.goto('/blog');
  // The box's island hydrates when a visitor reaches for it.
  await box(page).hover();
  await expect(box(page).locator('form')).toHaveAttribute('data-ready', 'true');
}

function mailto(params: URLSearchParams | string) {
  return new URL(typeof params === 'string' ? params : `mailto:x?${params}`);
}

test('the box is labelled, and Subscribe is a mail link carrying the typed address', async ({
  page,
}) => {
  await openBlog(page);
  const newsletter = box(page);
  await expect(newsletter).toBeVisible();
  const input = newsletter.getByRole('textbox', { name: blogCopy.newsletter.emailLabel });
  await expect(input).toBeVisible();
  const subscribe = newsletter.getByRole('link', { name: blogCopy.newsletter.submitLabel });
  await expect(subscribe).toHaveAccessibleDescription(newsletterCopy.note(company.email));

  const before = mailto((await subscribe.getAttribute('href')) ?? '');
  expect(before.protocol).toBe('mailto:');
  expect(before.pathname).toBe(company.email);
  expect(before.searchParams.get('subject')).toBe(subject);
  expect(before.searchParams.get('body')).toBe(newsletterCopy.body);

  await input.fill('  ravi@ts.gov.in ');
  await expect(subscribe).toHaveAttribute('href', /ravi%40ts\.gov\.in/);
  const after = mailto((await subscribe.getAttribute('href')) ?? '');
  expect(after.searchParams.get('subject')).toBe(subject);
  expect(after.searchParams.get('body')).toBe(
    'Please add ravi@ts.gov.in to the Lumenor Technologies newsletter.',
  );
  // Spaces are %20, never '+', which mail apps show literally.
  expect(await subscribe.getAttribute('href')).not.toContain('+');
});

/** Records the mail links the page follows, instead of handing them to a mail app. */
async function recordMailLinks(page: Page) {
  await page.evaluate(() => {
    const followed: string[] = [];
    (window as unknown as { followedMailLinks: string[] }).followedMailLinks = followed;
    document.addEventListener(
      'click',
      (event) => {
        const link = (event.target as Element | null)?.closest?.('a[href^="mailto:"]');
        if (link instanceof HTMLAnchorElement) {
          followed.push(link.href);
          event.preventDefault();
        }
      },
      true,
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { followedMailLinks: string[] }).followedMailLinks);
}

test('Subscribe and Enter in the e-mail box both open the mail', async ({ page }) => {
  await openBlog(page);
  const newsletter = box(page);
  const input = newsletter.getByRole('textbox', { name: blogCopy.newsletter.emailLabel });
  const subscribe = newsletter.getByRole('link', { name: blogCopy.newsletter.submitLabel });
  await input.fill('ravi@ts.gov.in');
  await expect(subscribe).toHaveAttribute('href', /ravi%40ts\.gov\.in/);
  const expected = await subscribe.getAttribute('href');
  const followed = await recordMailLinks(page);

  await input.press('Enter');
  await expect.poll(followed).toEqual([expected]);
  await subscribe.click();
  await expect.poll(followed).toEqual([expected, expected]);
  await expect(page).toHaveURL(/\/blog$/);
});

test('without JavaScript Subscribe still opens a mail to the inbox', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/blog');
  const subscribe = box(page).getByRole('link', { name: blogCopy.newsletter.submitLabel });
  const href = mailto((await subscribe.getAttribute('href')) ?? '');
  expect(href.pathname).toBe(company.email);
  expect(href.searchParams.get('subject')).toBe(subject);
  await context.close();
});
