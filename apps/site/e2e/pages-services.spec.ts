import {
  detailedServices,
  enablingTechnologies,
  govConnectOfferings,
  govServicePages,
  govSolutionAreas,
  pages,
  servicePath,
  services,
  technologyStack,
  testimonials,
  transformationSteps,
  whyChooseUs,
} from '@lumenor/content';
import type { Locator, Page } from '@playwright/test';
import { expect, sectionByHeading, test } from './fixtures';

/**
 * Home, services and government-solution pages: headings, counts and links, in-page anchors,
 * navigation flows, and axe in both themes at a phone and a desktop width. Published figures and
 * anchor ids (linked from elsewhere) are written out here, so a content change that breaks them
 * fails.
 */

const spec = {
  homeHeading: 'Where Innovation Meets Illumination',
  serviceAnchors: ['custom-software', 'ai-ml', 'cloud-devops', 'cybersecurity', 'dashboards'],
  govServicePaths: [
    '/services/e-governance',
    '/services/smart-cities',
    '/services/administrative-modernization',
    '/services/government-analytics',
  ],
  statePaths: ['/andhra-pradesh-government', '/telangana-government'],
  steps: ['Discovery', 'Strategy', 'Implementation', 'Optimization'],
  offerings: [
    'Voice-Call Feedback System',
    'Messaging-Platform Engagement',
    'QR Feedback',
    'Geo-tagged Field Force Tracking',
    'AI Political Intelligence',
  ],
  govConnectStats: ['500+', '15', '12'],
  notFound: 'Page Not Found',
} as const;

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
}

async function expectSingleH1(page: Page, text: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
}

function region(page: Page, name: string): Locator {
  return sectionByHeading(page, name);
}

async function hrefs(links: Locator): Promise<string[]> {
  return links.evaluateAll((elements) => elements.map((link) => link.getAttribute('href') ?? ''));
}

/** Heading levels in document order must never skip a level going down. */
async function expectLogicalHeadingOrder(page: Page): Promise<void> {
  const levels = await page
    .locator('main')
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((elements) => elements.map((element) => Number(element.tagName.slice(1))));
  expect(levels[0]).toBe(1);
  for (let index = 1; index < levels.length; index += 1) {
    const previous = levels[index - 1] ?? 1;
    const current = levels[index] ?? 1;
    expect(
      current - previous,
      `heading ${index} jumps from h${previous} to h${current}`,
    ).toBeLessThanOrEqual(1);
  }
}

async function expectInViewport(locator: Locator): Promise<void> {
  await expect(locator).toBeInViewport();
}

test.describe('home page /', () => {
  test('hero with its title and buttons to /contact and /services', async ({ page }) => {
    await open(page, '/');
    await expectSingleH1(page, spec.homeHeading);
    const hero = region(page, spec.homeHeading);
    await expect(hero.getByRole('link')).toHaveCount(2);
    expect(await hrefs(hero.getByRole('link'))).toEqual(['/contact', '/services']);
    await expectLogicalHeadingOrder(page);
  });

  test('six service cards linking to their pages', async ({ page }) => {
    await open(page, '/');
    const section = region(page, pages.home.servicesSection.heading);
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(6);
    const links = section.getByRole('link');
    await expect(links).toHaveCount(6);
    expect(await hrefs(links)).toEqual(services.map((service) => service.href));
    expect(await hrefs(links)).toContain('/govconnect-360');
    for (const service of services) {
      await expect(section.getByRole('link', { name: service.title, exact: true })).toBeVisible();
    }
  });

  test('six reasons to choose the company', async ({ page }) => {
    await open(page, '/');
    const section = region(page, pages.home.whyChooseUsSection.heading);
    await expect(section.getByRole('heading', { level: 3 })).toHaveCount(6);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(
      whyChooseUs.map((item) => item.title),
    );
  });

  test('three testimonials with content, author, position and company', async ({ page }) => {
    await open(page, '/');
    const section = region(page, pages.home.testimonialsSection.heading);
    const figures = section.getByRole('figure');
    await expect(figures).toHaveCount(3);
    for (const [index, testimonial] of testimonials.entries()) {
      const figure = figures.nth(index);
      await expect(figure.locator('blockquote')).toHaveText(testimonial.content);
      await expect(figure).toContainText(testimonial.author);
      await expect(figure).toContainText(testimonial.position);
      await expect(figure).toContainText(testimonial.company);
    }
  });

  test('closing call to action to /contact, and a service card navigates', async ({ page }) => {
    await open(page, '/');
    const cta = region(page, pages.home.cta.heading);
    await expect(cta.getByRole('link', { name: pages.home.cta.action.label })).toHaveAttribute(
      'href',
      '/contact',
    );
    const section = region(page, pages.home.servicesSection.heading);
    await section.getByRole('link', { name: 'Cybersecurity & Compliance' }).click();
    await expect(page).toHaveURL(/\/services#cybersecurity$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.services.hero.heading);
    await expectInViewport(page.locator('#cybersecurity h2'));
  });
});

test.describe('services page /services', () => {
  test('heading and an overview of six services with in-page anchors', async ({ page }) => {
    await open(page, '/services');
    await expectSingleH1(page, pages.services.hero.heading);
    const overview = region(page, pages.services.overviewSection.heading);
    const links = overview.getByRole('link');
    await expect(links).toHaveCount(6);
    expect(await hrefs(links)).toEqual([
      ...spec.serviceAnchors.map((id) => `/services#${id}`),
      '/govconnect-360',
    ]);
    await expectLogicalHeadingOrder(page);
  });

  test('five detailed sections under their linkable ids, each with features and a case study', async ({
    page,
  }) => {
    await open(page, '/services');
    expect(detailedServices.map((service) => service.id)).toEqual([...spec.serviceAnchors]);
    for (const service of detailedServices) {
      const section = page.locator(`section#${service.id}`);
      await expect(section).toHaveCount(1);
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(service.title);
      const features = section.getByRole('list', {
        name: pages.services.detailSection.featuresHeading,
      });
      await expect(features.getByRole('listitem')).toHaveCount(service.features.length);
      await expect(section.getByRole('article')).toContainText(service.caseStudy.title);
      await expect(section.getByRole('article')).toContainText(
        pages.services.detailSection.caseStudyHeading,
      );
    }
  });

  test('detailed sections alternate their layout on desktop', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/services');
    for (const [index, id] of spec.serviceAnchors.entries()) {
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
    const overview = region(page, pages.services.overviewSection.heading);
    await overview.getByRole('link', { name: 'Customized Dashboards & Analytics' }).click();
    await expect(page).toHaveURL(/\/services#dashboards$/);
    await expectInViewport(page.locator('#dashboards h2'));
  });

  test('GovConnect promo with the partner claim, 12 technology categories and a CTA', async ({
    page,
  }) => {
    await open(page, '/services');
    const promo = region(page, pages.services.govConnectPromo.heading);
    await expect(promo).toContainText(pages.services.govConnectPromo.partnerClaim);
    await expect(promo).toContainText('collaboration');
    expect(await hrefs(promo.getByRole('link'))).toEqual(['/govconnect-360', '/contact']);

    const stack = region(page, pages.services.technologySection.heading);
    await expect(stack.getByRole('heading', { level: 3 })).toHaveCount(12);
    await expect(stack.getByRole('heading', { level: 3 })).toHaveText(
      technologyStack.map((entry) => entry.category),
    );
    for (const entry of technologyStack) {
      await expect(
        stack.getByRole('list', { name: entry.category }).getByRole('listitem'),
      ).toHaveCount(entry.technologies.length);
    }
    const cta = region(page, pages.services.cta.heading);
    await expect(cta.getByRole('link')).toHaveAttribute('href', '/contact');
  });
});

test.describe('government service pages /services/{id}', () => {
  for (const record of govServicePages) {
    const path = servicePath(record.id);
    test(`${path}: hero, sections, outcomes, case study, related links, CTA`, async ({ page }) => {
      await open(page, path);
      await expectSingleH1(page, record.hero.heading);
      await expect(page).toHaveTitle(new RegExp(`^${record.meta.title} \\|`));
      for (const section of record.sections) {
        await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
      }
      for (const outcome of record.outcomes) {
        await expect(page.getByText(outcome.label, { exact: true })).toBeVisible();
      }
      const caseStudy = page.getByRole('heading', { level: 2, name: record.caseStudy.title });
      await expect(caseStudy).toBeVisible();
      const results = page.getByRole('list', { name: pages.industryDetail.resultsHeading });
      await expect(results.getByRole('listitem')).toHaveCount(record.caseStudy.results.length);
      for (const link of record.related) {
        await expect(
          page.locator('main').getByRole('link', { name: link.label, exact: true }),
        ).toHaveAttribute('href', link.href);
      }
      const cta = region(page, record.cta.heading);
      await expect(cta.getByRole('link', { name: record.cta.action.label })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expectLogicalHeadingOrder(page);
    });
  }

  test('an unknown service area answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/services/no-such-area');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spec.notFound);
  });
});

test.describe('government solutions /gov-solutions', () => {
  test('four solution areas link to the four /services pages; two state pages', async ({
    page,
  }) => {
    await open(page, '/gov-solutions');
    await expectSingleH1(page, pages.govSolutions.hero.heading);
    const areas = region(page, pages.govSolutions.areasSection.heading);
    await expect(areas.getByRole('heading', { level: 3 })).toHaveCount(4);
    expect(await hrefs(areas.getByRole('link'))).toEqual([...spec.govServicePaths]);
    const states = region(page, pages.govSolutions.statesSection.heading);
    expect(await hrefs(states.getByRole('link'))).toEqual([...spec.statePaths]);
    await expectLogicalHeadingOrder(page);
  });

  test('each solution area opens its own page (no dead ends)', async ({ page }) => {
    await open(page, '/gov-solutions');
    const areas = region(page, pages.govSolutions.areasSection.heading);
    const smartCities = govSolutionAreas.find((area) => area.id === 'smart-cities');
    if (!smartCities) throw new Error('no smart-cities solution area');
    // The card's title is its link; the page it opens carries the same title.
    await areas.getByRole('link', { name: smartCities.title, exact: true }).click();
    await expect(page).toHaveURL(/\/services\/smart-cities$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(smartCities.title);
    for (const path of spec.govServicePaths) {
      expect((await page.request.get(path)).status(), path).toBe(200);
    }
  });
});

test.describe('digital transformation /digital-transformation', () => {
  test('framework, four process steps in order, enabling technologies, links', async ({ page }) => {
    await open(page, '/digital-transformation');
    const copy = pages.digitalTransformation;
    await expectSingleH1(page, copy.hero.heading);
    const framework = region(page, copy.framework.heading);
    await expect(framework.getByRole('heading', { level: 3 })).toHaveCount(
      copy.framework.pillars.length,
    );

    const steps = region(page, copy.stepsSection.heading);
    const stepList = steps.locator('ol');
    await expect(stepList).toHaveCount(1);
    await expect(stepList.locator(':scope > li')).toHaveCount(4);
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([...spec.steps]);
    for (const step of transformationSteps) {
      await expect(steps).toContainText(step.description);
      for (const activity of step.activities) await expect(steps).toContainText(activity);
    }

    const technologies = region(page, copy.technologiesSection.heading);
    await expect(technologies.getByRole('heading', { level: 3 })).toHaveText(
      enablingTechnologies.map((technology) => technology.title),
    );

    const cta = region(page, copy.cta.heading);
    expect(await hrefs(cta.getByRole('link'))).toEqual(['/gov-solutions', '/services']);
    await expectLogicalHeadingOrder(page);
  });
});

test.describe('GovConnect 360 /govconnect-360', () => {
  test('five offerings with subtitle, description and benefits', async ({ page }) => {
    await open(page, '/govconnect-360');
    const copy = pages.govConnect360;
    await expectSingleH1(page, copy.hero.heading);
    const offerings = region(page, copy.offeringsSection.heading);
    await expect(offerings.getByRole('heading', { level: 3 })).toHaveText([...spec.offerings]);
    for (const offering of govConnectOfferings) {
      const article = offerings.getByRole('article', { name: offering.title });
      await expect(article).toContainText(offering.subtitle);
      await expect(article).toContainText(offering.description);
      await expect(article.getByRole('listitem')).toHaveCount(offering.benefits.length);
    }
    await expectLogicalHeadingOrder(page);
  });

  test('the figures: 500+ villages, 15 departments, 12 pilot districts', async ({ page }) => {
    await open(page, '/govconnect-360');
    for (const [index, value] of spec.govConnectStats.entries()) {
      const stat = pages.govConnect360.stats[index];
      expect(stat?.value).toBe(value);
      await expect(page.getByText(stat?.label ?? '', { exact: true })).toBeVisible();
      await expect(page.getByText(value, { exact: true }).first()).toBeVisible();
    }
  });

  test('how-it-works anchor, reached from the hero, and a request-demo link to /contact', async ({
    page,
  }) => {
    await open(page, '/govconnect-360');
    const copy = pages.govConnect360;
    const section = page.locator('section#how-it-works');
    await expect(section).toHaveCount(1);
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(copy.howItWorks.heading);
    await expect(section.locator('ol > li')).toHaveCount(copy.howItWorks.steps.length);

    const hero = region(page, copy.hero.heading);
    const demo = hero.getByRole('link', { name: 'Request a Demo' });
    await expect(demo).toHaveAttribute('href', '/contact');
    await hero.getByRole('link', { name: copy.hero.secondaryAction?.label ?? '' }).click();
    await expect(page).toHaveURL(/\/govconnect-360#how-it-works$/);
    await expectInViewport(section.getByRole('heading', { level: 2 }));

    await region(page, copy.cta.heading).getByRole('link', { name: 'Request a Demo' }).click();
    await expect(page).toHaveURL(/\/contact$/);
  });
});
