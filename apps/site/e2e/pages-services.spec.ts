import { detailedServices, pages, services } from '@lumenor/content';
import type { Page } from '@playwright/test';
import { expect, sectionByHeading, test } from './fixtures';

/**
 * Home, services and government-solution pages in the browser: in-page jumps that land their
 * section on screen, and the alternating layout of the detailed services. What the pages show and
 * where their links lead is read from the built HTML (built-site/pages-services.test.ts).
 */

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
}

test('a home service card that jumps into /services lands its section on screen', async ({
  page,
}) => {
  await open(page, '/');
  const section = sectionByHeading(page, pages.home.servicesSection.heading);
  const inPage = services.find((service) => service.href.startsWith('/services#'));
  if (!inPage) throw new Error('no service card jumps into /services');
  await section.getByRole('link', { name: inPage.title, exact: true }).click();
  const id = inPage.href.split('#')[1] ?? '';
  await expect(page).toHaveURL(new RegExp(`/services#${id}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.services.hero.heading);
  await expect(page.locator(`#${id} h2`)).toBeInViewport();
});

test.describe('services page /services', () => {
  test('detailed sections alternate their layout on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/services');
    const ids = detailedServices.map((service) => service.id);
    for (const [index, id] of ids.entries()) {
      const heading = await page.locator(`#${id} h2`).boundingBox();
      const caseStudy = await page.locator(`#${id} article`).boundingBox();
      expect(heading && caseStudy, id).toBeTruthy();
      if (!heading || !caseStudy) continue;
      const caseStudyOnRight = caseStudy.x > heading.x;
      expect(caseStudyOnRight, `${id}: case study side`).toBe(index % 2 === 0);
    }
  });

  test('an overview card jumps to its section', async ({ page }) => {
    await open(page, '/services');
    const overview = sectionByHeading(page, pages.services.overviewSection.heading);
    const last = services.filter((service) => service.href.startsWith('/services#')).at(-1);
    if (!last) throw new Error('no overview card jumps into /services');
    await overview.getByRole('link', { name: last.title, exact: true }).click();
    const id = last.href.split('#')[1] ?? '';
    await expect(page).toHaveURL(new RegExp(`/services#${id}$`));
    await expect(page.locator(`#${id} h2`)).toBeInViewport();
  });
});

test('/govconnect-360: the hero jumps to how it works, on screen; the closing call opens /contact', async ({
  page,
}) => {
  await open(page, '/govconnect-360');
  const copy = pages.govConnect360;
  const hero = sectionByHeading(page, copy.hero.heading);
  await hero.getByRole('link', { name: copy.hero.secondaryAction?.label ?? '' }).click();
  await expect(page).toHaveURL(/\/govconnect-360#how-it-works$/);
  await expect(
    page.locator('section#how-it-works').getByRole('heading', { level: 2 }),
  ).toBeInViewport();
  await sectionByHeading(page, copy.cta.heading)
    .getByRole('link', { name: copy.cta.action.label })
    .click();
  await expect(page).toHaveURL(/\/contact$/);
});
