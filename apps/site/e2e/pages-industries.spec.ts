import {
  additionalSectors,
  company,
  coreValues,
  faqs,
  formatAddress,
  industries,
  industryIds,
  pages,
  statePages,
} from '@lumenor/content';
import type { Page } from '@playwright/test';
import { expect, sectionByHeading, test } from './fixtures';

/**
 * The industries, state, about and contact pages. The industry ids and a few published texts are
 * written out here, so a changed record fails the test; the rest comes from content (whose own
 * tests pin the published sectors and core values).
 */

const spec = {
  industryIds: [
    'gov-contracting',
    'law-enforcement',
    'andhra-pradesh-government',
    'telangana-government',
    'ai-data-products',
  ],
  requestConsultation: 'Request a Consultation',
  founded: '2010',
  liveChat: 'Monday-Friday, 9am-5pm IST',
  reply: '24 hours',
  notFound: 'Page Not Found',
} as const;

const statePaths = ['/andhra-pradesh-government', '/telangana-government'] as const;
const stateRecords = {
  '/andhra-pradesh-government': { copy: pages.andhraPradesh, state: statePages.andhraPradesh },
  '/telangana-government': { copy: pages.telangana, state: statePages.telangana },
} as const;

async function open(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), `status of ${path}`).toBe(200);
  return page.getByRole('main');
}

async function expectOneH1(page: Page, text: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
}

test.describe('/industries', () => {
  test('hero, five industry cards, state and AI blocks, eight sectors, keywords', async ({
    page,
  }) => {
    const main = await open(page, '/industries');
    await expectOneH1(page, pages.industries.hero.heading);

    const grid = sectionByHeading(main, pages.industries.gridSection.heading);
    const cards = grid.getByRole('listitem');
    await expect(cards).toHaveCount(5);
    const hrefs = await grid
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(spec.industryIds.map((id) => `/industries/${id}`));
    for (const industry of industries) {
      await expect(grid.getByRole('link', { name: industry.title })).toBeVisible();
    }
    // Every card image has intrinsic dimensions.
    for (const image of await grid.getByRole('img').all()) {
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
    }

    const excellence = pages.industries.stateExcellence;
    await expect(main.getByRole('heading', { level: 2, name: excellence.heading })).toBeVisible();
    for (const href of ['/andhra-pradesh-government', '/telangana-government']) {
      await expect(main.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    const ai = pages.industries.aiDataProducts;
    await expect(main.getByRole('heading', { level: 2, name: ai.heading })).toBeVisible();
    await expect(main.getByRole('link', { name: ai.action.label })).toHaveAttribute(
      'href',
      '/industries/ai-data-products',
    );

    const sectors = sectionByHeading(main, pages.industries.sectorsSection.heading);
    await expect(sectors.getByRole('listitem')).toHaveCount(8);
    await expect(sectors.getByRole('heading', { level: 3 })).toHaveText(
      additionalSectors.map((sector) => sector.name),
    );
    expect(additionalSectors).toHaveLength(8);

    const keywords = page.locator('head meta[name="keywords"]');
    await expect(keywords).toHaveCount(1);
    expect((await keywords.getAttribute('content'))?.split(', ').length).toBeGreaterThan(2);

    await expect(sectionByHeading(main, pages.industries.cta.heading)).toBeVisible();
  });

  test('a card leads to its industry, and a related industry to the next one', async ({ page }) => {
    const main = await open(page, '/industries');
    const first = industries[0];
    if (!first) throw new Error('no industries');
    await main.getByRole('link', { name: first.title }).click();
    await expect(page).toHaveURL(`/industries/${first.id}`);
    await expectOneH1(page, first.title);

    const related = sectionByHeading(page.getByRole('main'), pages.industryDetail.relatedHeading);
    const next = industries[1];
    if (!next) throw new Error('no second industry');
    await related.getByRole('link', { name: next.title }).click();
    await expect(page).toHaveURL(`/industries/${next.id}`);
    await expectOneH1(page, next.title);
  });
});

test.describe('/industries/{industryId}', () => {
  test('the content package holds exactly the five industry ids that have pages', () => {
    expect([...industryIds]).toEqual([...spec.industryIds]);
  });

  for (const industry of industries) {
    test(`${industry.id}: hero, lists, case studies, featured project, related`, async ({
      page,
    }) => {
      const copy = pages.industryDetail;
      const main = await open(page, `/industries/${industry.id}`);
      await expectOneH1(page, industry.title);

      const hero = sectionByHeading(main, industry.title);
      await expect(hero.getByRole('link', { name: spec.requestConsultation })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expect(hero.getByRole('img', { name: industry.image.alt })).toHaveAttribute(
        'fetchpriority',
        'high',
      );

      const challenges = page.getByRole('heading', { level: 2, name: copy.challengesHeading });
      await expect(challenges).toBeVisible();
      const challengeList = main.getByRole('article').filter({ has: challenges }).getByRole('list');
      await expect(challengeList.getByRole('listitem')).toHaveCount(industry.challenges.length);
      const solutions = page.getByRole('heading', { level: 2, name: copy.solutionsHeading });
      const solutionList = main.getByRole('article').filter({ has: solutions }).getByRole('list');
      await expect(solutionList.getByRole('listitem')).toHaveCount(industry.solutions.length);

      // Case studies sit at the anchor the hero jumps to.
      // (A plain band, not a named landmark: the page keeps few regions.)
      const caseStudies = main.locator(`#${copy.caseStudiesAnchor}`);
      const studies = caseStudies.getByRole('article');
      await expect(studies).toHaveCount(industry.caseStudies.length);
      for (const [index, study] of industry.caseStudies.entries()) {
        const card = studies.nth(index);
        await expect(card.getByRole('heading', { level: 3 })).toHaveText(study.title);
        await expect(card.getByRole('heading', { level: 4 })).toHaveText(copy.resultsHeading);
        await expect(card.getByRole('listitem')).toHaveCount(study.results.length);
      }
      const jump = hero.getByRole('link', { name: copy.caseStudiesActionLabel });
      await expect(jump).toHaveAttribute('href', `#${copy.caseStudiesAnchor}`);
      await jump.click();
      await expect(page).toHaveURL(new RegExp(`#${copy.caseStudiesAnchor}$`));
      await expect(caseStudies.getByRole('heading', { level: 2 })).toBeInViewport();

      const featured = industry.featuredProject;
      if (featured) {
        const region = sectionByHeading(main, featured.title);
        await expect(region.getByText(copy.featuredProjectHeading)).toBeVisible();
        await expect(region.getByText(featured.description)).toBeVisible();
        await expect(
          region.getByRole('list', { name: copy.achievementsHeading }).getByRole('listitem'),
        ).toHaveCount(featured.achievements.length);
        const image = region.getByRole('img', { name: featured.image.alt });
        await expect(image).toHaveAttribute('width', String(featured.image.width));
        await expect(image).toHaveAttribute('height', String(featured.image.height));
      } else {
        await expect(main.getByText(copy.featuredProjectHeading)).toHaveCount(0);
      }

      const related = sectionByHeading(main, copy.relatedHeading);
      const relatedHrefs = await related
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(relatedHrefs.length).toBeGreaterThan(0);
      expect(relatedHrefs.length).toBeLessThanOrEqual(3);
      expect(relatedHrefs).not.toContain(`/industries/${industry.id}`);
      expect(new Set(relatedHrefs).size).toBe(relatedHrefs.length);
      for (const href of relatedHrefs) {
        expect(spec.industryIds.map((id) => `/industries/${id}`)).toContain(href);
      }

      const cta = sectionByHeading(main, copy.cta.heading);
      await expect(cta.getByRole('link', { name: copy.cta.action.label })).toHaveAttribute(
        'href',
        '/contact',
      );
    });
  }

  test('an unknown industry id answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/industries/space-mining');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(spec.notFound);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  });
});

test.describe('state government pages', () => {
  for (const path of statePaths) {
    test(`${path}: challenges, solutions, two case studies, stats, calls to action`, async ({
      page,
    }) => {
      const { copy, state } = stateRecords[path];
      const main = await open(page, path);
      await expectOneH1(page, copy.hero.heading);

      const challenges = sectionByHeading(main, copy.challengesSection.heading);
      await expect(
        challenges
          .getByRole('list', { name: copy.challengesSection.heading })
          .getByRole('listitem'),
      ).toHaveCount(state.challenges.length);

      const solutions = sectionByHeading(main, copy.solutionsSection.heading);
      await expect(solutions.getByRole('heading', { level: 3 })).toHaveText(
        state.solutions.map((solution) => solution.title),
      );

      const caseStudies = sectionByHeading(main, copy.caseStudiesSection.heading);
      await expect(caseStudies.getByRole('article')).toHaveCount(2);
      await expect(caseStudies.getByRole('heading', { level: 3 })).toHaveText(
        state.caseStudies.map((study) => study.title),
      );
      await expect(
        caseStudies.getByRole('heading', { level: 4, name: copy.resultsHeading }),
      ).toHaveCount(2);

      for (const stat of state.stats) {
        await expect(main.getByText(stat.label, { exact: true })).toBeVisible();
      }

      // Calls to action to /contact: in the hero and in the closing band.
      const hero = sectionByHeading(main, copy.hero.heading);
      await expect(hero.getByRole('link', { name: spec.requestConsultation })).toHaveAttribute(
        'href',
        '/contact',
      );
      const cta = sectionByHeading(main, copy.cta.heading);
      await expect(cta.getByRole('link', { name: copy.cta.action.label })).toHaveAttribute(
        'href',
        '/contact',
      );
    });
  }
});

test.describe('/about', () => {
  test('story from 2010, mission, vision, four core values, call to action', async ({ page }) => {
    const main = await open(page, '/about');
    const copy = pages.about;
    await expectOneH1(page, copy.hero.heading);

    const story = sectionByHeading(main, copy.story.heading);
    await expect(story).toContainText(`founded in ${spec.founded}`);
    await expect(story.getByText(spec.founded, { exact: true })).toBeVisible();

    await expect(main.getByRole('heading', { level: 2, name: copy.mission.heading })).toBeVisible();
    await expect(main.getByText(copy.mission.body)).toBeVisible();
    await expect(main.getByRole('heading', { level: 2, name: copy.vision.heading })).toBeVisible();
    await expect(main.getByText(copy.vision.body)).toBeVisible();

    const values = sectionByHeading(main, copy.valuesSection.heading);
    await expect(values.getByRole('listitem')).toHaveCount(4);
    await expect(values.getByRole('heading', { level: 3 })).toHaveText(
      coreValues.map((value) => value.title),
    );

    const cta = sectionByHeading(main, copy.cta.heading);
    await expect(cta.getByRole('link', { name: copy.cta.action.label })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});

test.describe('/contact', () => {
  test('office, live chat, social links, form, four FAQ entries, reply promise', async ({
    page,
  }) => {
    const main = await open(page, '/contact');
    const copy = pages.contact;
    await expectOneH1(page, copy.hero.heading);

    await expect(main.getByText(formatAddress(company.address))).toBeVisible();
    await expect(main.getByRole('link', { name: company.email })).toHaveAttribute(
      'href',
      `mailto:${company.email}`,
    );
    await expect(main.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      `tel:${company.phone.replace(/\s+/g, '')}`,
    );

    await expect(main.getByText(spec.liveChat).first()).toBeVisible();
    await expect(main.getByText(spec.reply).first()).toBeVisible();

    for (const social of company.social) {
      await expect(main.getByRole('link', { name: social.label })).toHaveAttribute(
        'href',
        social.href,
      );
    }

    await expect(main.getByRole('form', { name: copy.formSection.heading })).toBeVisible();

    const faq = sectionByHeading(main, copy.faqSection.heading);
    // Native disclosures: each question is a <summary> holding a heading.
    const questions = faq.locator('details > summary');
    await expect(questions).toHaveCount(4);
    await expect(questions).toHaveText(faqs.map((entry) => entry.question));
    await expect(faq.getByRole('heading', { level: 3 })).toHaveText(
      faqs.map((entry) => entry.question),
    );
    const first = questions.first();
    const answer = faqs[0]?.answer ?? '';
    await expect(faq.locator('details[open]')).toHaveCount(0);
    await expect(faq.getByText(answer)).toBeHidden();
    await first.click();
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
