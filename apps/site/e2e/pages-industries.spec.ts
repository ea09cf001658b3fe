import { company, faqs, formatAddress, industries, pages } from '@lumenor/content';
import { expect, sectionByHeading, test } from './fixtures';

/**
 * The industries and contact pages in the browser: the hero's jump to the case studies, the FAQ's
 * disclosures, and the contact details without JavaScript. What the pages show and where their
 * links lead is read from the built HTML (built-site/pages-industries.test.ts).
 */

test("an industry's hero jumps to its case studies, on screen", async ({ page }) => {
  const copy = pages.industryDetail;
  const industry = industries[0];
  if (!industry) throw new Error('no industries');
  const response = await page.goto(`/industries/${industry.id}`);
  expect(response?.status()).toBe(200);
  const hero = sectionByHeading(page.getByRole('main'), industry.title);
  await hero.getByRole('link', { name: copy.caseStudiesActionLabel }).click();
  await expect(page).toHaveURL(new RegExp(`#${copy.caseStudiesAnchor}$`));
  await expect(
    page.locator(`#${copy.caseStudiesAnchor}`).getByRole('heading', { level: 2 }),
  ).toBeInViewport();
});

test('an unknown industry id answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/industries/space-mining');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.notFound.heading);
});

test.describe('/contact', () => {
  test('the FAQ answers open one at a time', async ({ page }) => {
    const response = await page.goto('/contact');
    expect(response?.status()).toBe(200);
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

  test('without JavaScript the page still shows the e-mail address and the office address', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const response = await page.goto('/contact');
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    await expect(main.getByText(formatAddress(company.address))).toBeVisible();
    await expect(main.getByRole('link', { name: company.email }).first()).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    await context.close();
  });
});
