import { industries, pages } from '@lumenor/content';
import { expect, sectionByHeading, test } from './fixtures';

/**
 * The industry pages in the browser: the hero's jump to the case studies. What the pages show and
 * where their links lead is read from the built HTML (built-site/pages-industries.test.ts); the
 * contact page's FAQ and its details without JavaScript: no-javascript.spec.ts.
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
