import { edition, formatAddress, locales } from '@lumenor/content';
import { describe, expect, it } from 'vitest';
import { attributeOf, type HtmlElement } from '../scripts/lib/html';
import { type BuiltPage, requireBuild } from './built-site';
import {
  all,
  builtPage,
  byId,
  headingTexts,
  hrefOfLink,
  hrefsIn,
  itemsOf,
  linksNamed,
  listItemsIn,
  listNamed,
  mainOf,
  nameOf,
  sectionByHeading,
  textIn,
} from './queries';

/**
 * The industries, state, about and contact pages as built, in both languages: what each shows of
 * its content records and where its links lead. The browser keeps what needs one
 * (e2e/pages-industries.spec.ts: following cards, the jump to the case studies, the FAQ's
 * disclosures).
 */

function expectOneH1(page: BuiltPage, text: string): void {
  expect(headingTexts(page.document, 1), `${page.file}: <h1>`).toEqual([text]);
}

/** The images of `scope` named `alt`. */
function imagesNamed(scope: HtmlElement, alt: string): HtmlElement[] {
  return all(scope, 'img').filter((image) => attributeOf(image, 'alt') === alt);
}

/** The `<article>` inside `scope` that holds a heading of this text. */
function articleWithHeading(page: BuiltPage, scope: HtmlElement, heading: string): HtmlElement {
  return sectionByHeading(page, scope, heading, 'article');
}

requireBuild();

describe.each(locales)('industries pages (%s)', (locale) => {
  const content = edition(locale);
  const copy = content.pages;
  const industryHref = (id: string) => content.href(`/industries/${id}`);

  it('/industries: a card per industry with a sized image, the state and AI blocks, the sectors, keywords, the closing call', () => {
    const page = builtPage(content.href('/industries'));
    const main = mainOf(page);
    expectOneH1(page, copy.industries.hero.heading);
    const grid = sectionByHeading(page, main, copy.industries.gridSection.heading);
    expect(listItemsIn(grid)).toHaveLength(content.industries.length);
    expect(hrefsIn(grid)).toEqual(content.industries.map((industry) => industryHref(industry.id)));
    for (const industry of content.industries) {
      expect(hrefOfLink(page, grid, industry.title)).toBe(industryHref(industry.id));
    }
    for (const image of all(grid, 'img')) {
      expect(attributeOf(image, 'width'), `${page.file}: card image width`).toMatch(/^\d+$/);
      expect(attributeOf(image, 'height'), `${page.file}: card image height`).toMatch(/^\d+$/);
    }
    expect(headingTexts(main, 2)).toContain(copy.industries.stateExcellence.heading);
    for (const state of ['/andhra-pradesh-government', '/telangana-government']) {
      expect(hrefsIn(main).filter((href) => href === content.href(state))).toHaveLength(1);
    }
    const ai = copy.industries.aiDataProducts;
    expect(headingTexts(main, 2)).toContain(ai.heading);
    expect(hrefOfLink(page, main, ai.action.label)).toBe(industryHref('ai-data-products'));
    const sectors = sectionByHeading(page, main, copy.industries.sectorsSection.heading);
    expect(listItemsIn(sectors)).toHaveLength(content.additionalSectors.length);
    expect(headingTexts(sectors, 3)).toEqual(
      content.additionalSectors.map((sector) => sector.name),
    );
    const keywords = page.elements.filter(
      (element) => element.tagName === 'meta' && attributeOf(element, 'name') === 'keywords',
    );
    expect(keywords, `${page.file}: <meta name="keywords">`).toHaveLength(1);
    expect(attributeOf(keywords[0] as HtmlElement, 'content')?.split(', ').length).toBeGreaterThan(
      2,
    );
    sectionByHeading(page, main, copy.industries.cta.heading);
  });

  it('each industry: the hero with its call and first image, challenges, solutions, case studies at their anchor, the featured project, related industries, the closing call', () => {
    const detail = copy.industryDetail;
    for (const industry of content.industries) {
      const page = builtPage(industryHref(industry.id));
      const main = mainOf(page);
      expectOneH1(page, industry.title);
      const hero = sectionByHeading(page, main, industry.title);
      expect(hrefsIn(hero)).toContain(content.href('/contact'));
      expect(hrefOfLink(page, hero, detail.caseStudiesActionLabel)).toBe(
        `#${detail.caseStudiesAnchor}`,
      );
      const heroImages = imagesNamed(hero, industry.image.alt);
      expect(heroImages, `${page.file}: the hero's image`).toHaveLength(1);
      expect(attributeOf(heroImages[0] as HtmlElement, 'fetchpriority')).toBe('high');

      const challenges = articleWithHeading(page, main, detail.challengesHeading);
      expect(listItemsIn(challenges)).toHaveLength(industry.challenges.length);
      const solutions = articleWithHeading(page, main, detail.solutionsHeading);
      expect(listItemsIn(solutions)).toHaveLength(industry.solutions.length);

      const caseStudies = byId(page, detail.caseStudiesAnchor);
      const studies = all(caseStudies, 'article');
      expect(studies).toHaveLength(industry.caseStudies.length);
      industry.caseStudies.forEach((study, index) => {
        const card = studies[index] as HtmlElement;
        expect(headingTexts(card, 3)).toEqual([study.title]);
        expect(headingTexts(card, 4)).toEqual([detail.resultsHeading]);
        expect(listItemsIn(card)).toHaveLength(study.results.length);
      });

      const featured = industry.featuredProject;
      if (featured) {
        const region = sectionByHeading(page, main, featured.title);
        expect(textIn(region)).toContain(detail.featuredProjectHeading);
        expect(textIn(region)).toContain(featured.description);
        expect(itemsOf(listNamed(page, region, detail.achievementsHeading))).toHaveLength(
          featured.achievements.length,
        );
        const images = imagesNamed(region, featured.image.alt);
        expect(images).toHaveLength(1);
        expect(attributeOf(images[0] as HtmlElement, 'width')).toBe(String(featured.image.width));
        expect(attributeOf(images[0] as HtmlElement, 'height')).toBe(String(featured.image.height));
      } else {
        expect(textIn(main)).not.toContain(detail.featuredProjectHeading);
      }

      const related = hrefsIn(sectionByHeading(page, main, detail.relatedHeading));
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(3);
      expect(related).not.toContain(industryHref(industry.id));
      expect(new Set(related).size).toBe(related.length);
      const industryHrefs = content.industries.map((other) => industryHref(other.id));
      for (const href of related) expect(industryHrefs).toContain(href);

      const cta = sectionByHeading(page, main, detail.cta.heading);
      expect(hrefOfLink(page, cta, detail.cta.action.label)).toBe(content.href('/contact'));
    }
  });

  it('each state page: challenges, solutions, case studies with results, figures, calls to /contact', () => {
    const states = [
      {
        path: '/andhra-pradesh-government',
        copy: copy.andhraPradesh,
        state: content.statePages.andhraPradesh,
      },
      { path: '/telangana-government', copy: copy.telangana, state: content.statePages.telangana },
    ];
    for (const { path, copy: stateCopy, state } of states) {
      const page = builtPage(content.href(path));
      const main = mainOf(page);
      expectOneH1(page, stateCopy.hero.heading);
      const challenges = sectionByHeading(page, main, stateCopy.challengesSection.heading);
      expect(
        itemsOf(listNamed(page, challenges, stateCopy.challengesSection.heading)),
      ).toHaveLength(state.challenges.length);
      const solutions = sectionByHeading(page, main, stateCopy.solutionsSection.heading);
      expect(headingTexts(solutions, 3)).toEqual(state.solutions.map((solution) => solution.title));
      const caseStudies = sectionByHeading(page, main, stateCopy.caseStudiesSection.heading);
      expect(all(caseStudies, 'article')).toHaveLength(state.caseStudies.length);
      expect(headingTexts(caseStudies, 3)).toEqual(state.caseStudies.map((study) => study.title));
      expect(
        headingTexts(caseStudies, 4).filter((text) => text === stateCopy.resultsHeading),
      ).toHaveLength(state.caseStudies.length);
      for (const stat of state.stats) expect(textIn(main)).toContain(stat.label);
      const hero = sectionByHeading(page, main, stateCopy.hero.heading);
      expect(hrefOfLink(page, hero, stateCopy.hero.primaryAction?.label ?? '')).toBe(
        content.href('/contact'),
      );
      const cta = sectionByHeading(page, main, stateCopy.cta.heading);
      expect(hrefOfLink(page, cta, stateCopy.cta.action.label)).toBe(content.href('/contact'));
    }
  });

  it('/about: the story with the founding year, mission, vision, a card per core value, the closing call', () => {
    const page = builtPage(content.href('/about'));
    const main = mainOf(page);
    const about = copy.about;
    expectOneH1(page, about.hero.heading);
    const story = sectionByHeading(page, main, about.story.heading);
    expect(textIn(story)).toContain(String(content.company.foundedYear));
    expect(headingTexts(main, 2)).toEqual(
      expect.arrayContaining([about.mission.heading, about.vision.heading]),
    );
    expect(textIn(main)).toContain(about.mission.body);
    expect(textIn(main)).toContain(about.vision.body);
    const values = sectionByHeading(page, main, about.valuesSection.heading);
    expect(listItemsIn(values)).toHaveLength(content.coreValues.length);
    expect(headingTexts(values, 3)).toEqual(content.coreValues.map((value) => value.title));
    const cta = sectionByHeading(page, main, about.cta.heading);
    expect(hrefOfLink(page, cta, about.cta.action.label)).toBe(content.href('/contact'));
  });

  it('/contact: the office, the mail and phone links, the social links, the named form, a closed disclosure per FAQ', () => {
    const page = builtPage(content.href('/contact'));
    const main = mainOf(page);
    const contact = copy.contact;
    const company = content.company;
    expectOneH1(page, contact.hero.heading);
    expect(textIn(main)).toContain(formatAddress(company.address));
    // The office card and the form's no-JavaScript fallback may both offer the address.
    const mailLinks = linksNamed(page, main, company.email);
    expect(mailLinks.length, `${page.file}: links named ${company.email}`).toBeGreaterThan(0);
    for (const link of mailLinks) expect(attributeOf(link, 'href')).toBe(`mailto:${company.email}`);
    expect(hrefOfLink(page, main, company.phone)).toBe(`tel:${company.phone.replace(/\s+/g, '')}`);
    // The chat's hours and the reply promise.
    expect(textIn(main)).toContain(contact.liveChatSection.body);
    expect(textIn(main)).toContain(content.replyPromise.text);
    for (const social of company.social) {
      expect(linksNamedStartingWith(page, main, social.label)).toEqual([social.href]);
    }
    const forms = all(main, 'form').filter(
      (form) => nameOf(page, form) === contact.formSection.heading,
    );
    expect(forms, `${page.file}: the form named "${contact.formSection.heading}"`).toHaveLength(1);
    const faq = sectionByHeading(page, main, contact.faqSection.heading);
    const disclosures = all(faq, 'details');
    expect(disclosures).toHaveLength(content.faqs.length);
    expect(disclosures.filter((details) => attributeOf(details, 'open') !== undefined)).toEqual([]);
    const summaries = disclosures.map((details) => all(details, 'summary')[0]);
    expect(summaries.map((summary) => (summary ? textIn(summary) : ''))).toEqual(
      content.faqs.map((entry) => entry.question),
    );
    expect(headingTexts(faq, 3)).toEqual(content.faqs.map((entry) => entry.question));
  });
});

/** The hrefs of links whose name is `label` or starts with it (a name may add "opens another website"). */
function linksNamedStartingWith(page: BuiltPage, scope: HtmlElement, label: string): string[] {
  return all(scope, 'a')
    .filter((link) => nameOf(page, link).startsWith(label))
    .map((link) => attributeOf(link, 'href') ?? '');
}
