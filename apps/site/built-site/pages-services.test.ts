import { edition, locales, servicePath } from '@lumenor/content';
import { describe, expect, it } from 'vitest';
import { type BuiltPage, requireBuild } from './built-site';
import {
  all,
  builtPage,
  byId,
  headingLevels,
  headingTexts,
  hrefOfLink,
  hrefsIn,
  itemsOf,
  listItemsIn,
  listNamed,
  mainOf,
  nameOf,
  sectionByHeading,
  textIn,
} from './queries';

/**
 * The home, services and government-solution pages as built, in both languages: what each shows
 * of its content records, in order, and where its links lead. The browser keeps what needs one
 * (e2e/pages-services.spec.ts: in-page jumps that scroll, the alternating layout).
 */

/** One h1, with this text, and heading levels that never skip one going down. */
function expectHeadings(page: BuiltPage, h1: string): void {
  const main = mainOf(page);
  expect(headingTexts(page.document, 1), `${page.file}: <h1>`).toEqual([h1]);
  const levels = headingLevels(main);
  expect(levels[0], `${page.file}: first heading of <main>`).toBe(1);
  levels.forEach((level, index) => {
    const previous = levels[index - 1] ?? 1;
    expect(level - previous, `${page.file}: heading ${index} after h${previous}`).toBeLessThan(2);
  });
}

requireBuild();

describe.each(locales)('services pages (%s)', (locale) => {
  const content = edition(locale);
  const copy = content.pages;

  it('home: the hero with its actions, a card per service, the reasons, the testimonials and the closing call', () => {
    const page = builtPage(content.href('/'));
    const main = mainOf(page);
    expectHeadings(page, copy.home.hero.heading);
    const hero = sectionByHeading(page, main, copy.home.hero.heading);
    expect(hrefsIn(hero), `${page.file}: the hero's links`).toEqual(
      [copy.home.hero.primaryAction, copy.home.hero.secondaryAction].map((action) => action?.href),
    );

    const services = sectionByHeading(page, main, copy.home.servicesSection.heading);
    expect(headingTexts(services, 3)).toEqual(content.services.map((service) => service.title));
    expect(hrefsIn(services)).toEqual(content.services.map((service) => service.href));
    for (const service of content.services) {
      expect(hrefOfLink(page, services, service.title)).toBe(service.href);
    }

    const reasons = sectionByHeading(page, main, copy.home.whyChooseUsSection.heading);
    expect(headingTexts(reasons, 3)).toEqual(content.whyChooseUs.map((item) => item.title));

    const testimonials = sectionByHeading(page, main, copy.home.testimonialsSection.heading);
    const figures = all(testimonials, 'figure');
    expect(figures).toHaveLength(content.testimonials.length);
    content.testimonials.forEach((testimonial, index) => {
      const figure = figures[index] as (typeof figures)[number];
      expect(all(figure, 'blockquote').map(textIn)).toEqual([testimonial.content]);
      for (const part of [testimonial.author, testimonial.position, testimonial.company]) {
        expect(textIn(figure)).toContain(part);
      }
    });

    const cta = sectionByHeading(page, main, copy.home.cta.heading);
    expect(hrefOfLink(page, cta, copy.home.cta.action.label)).toBe(copy.home.cta.action.href);
  });

  it('/services: an overview card per service, a section per detailed service at its id, the promo, the stack and the closing call', () => {
    const page = builtPage(content.href('/services'));
    const main = mainOf(page);
    expectHeadings(page, copy.services.hero.heading);
    const overview = sectionByHeading(page, main, copy.services.overviewSection.heading);
    // The detailed services jump to their sections; the rest to their own pages.
    const servicesPage = content.href('/services');
    expect(hrefsIn(overview)).toEqual(content.services.map((service) => service.href));
    for (const service of content.detailedServices) {
      expect(hrefsIn(overview)).toContain(`${servicesPage}#${service.id}`);
    }

    for (const service of content.detailedServices) {
      const section = byId(page, service.id);
      expect(section.tagName, `${page.file}: #${service.id}`).toBe('section');
      expect(headingTexts(section, 2)).toEqual([service.title]);
      const features = listNamed(page, section, copy.services.detailSection.featuresHeading);
      expect(itemsOf(features)).toHaveLength(service.features.length);
      const caseStudies = all(section, 'article');
      expect(caseStudies).toHaveLength(1);
      expect(textIn(caseStudies[0] as (typeof caseStudies)[number])).toContain(
        service.caseStudy.title,
      );
      expect(textIn(caseStudies[0] as (typeof caseStudies)[number])).toContain(
        copy.services.detailSection.caseStudyHeading,
      );
    }

    const promo = sectionByHeading(page, main, copy.services.govConnectPromo.heading);
    expect(textIn(promo)).toContain(copy.services.govConnectPromo.partnerClaim);
    expect(hrefsIn(promo)).toEqual([content.href('/govconnect-360'), content.href('/contact')]);

    const stack = sectionByHeading(page, main, copy.services.technologySection.heading);
    expect(headingTexts(stack, 3)).toEqual(content.technologyStack.map((entry) => entry.category));
    for (const entry of content.technologyStack) {
      expect(itemsOf(listNamed(page, stack, entry.category))).toHaveLength(
        entry.technologies.length,
      );
    }
    const cta = sectionByHeading(page, main, copy.services.cta.heading);
    expect(hrefsIn(cta)).toEqual([content.href('/contact')]);
  });

  it('each government service page: hero, sections, outcomes, case study with results, related links, closing call', () => {
    for (const record of content.govServicePages) {
      const page = builtPage(content.href(servicePath(record.id)));
      const main = mainOf(page);
      expectHeadings(page, record.hero.heading);
      const title = textIn(all(page.document, 'title')[0] as ReturnType<typeof all>[number]);
      expect(title.startsWith(`${record.meta.title} |`), `${page.file}: <title>`).toBe(true);
      const h2s = headingTexts(main, 2);
      for (const section of record.sections) expect(h2s).toContain(section.heading);
      expect(h2s).toContain(record.caseStudy.title);
      const text = textIn(main);
      for (const outcome of record.outcomes) expect(text).toContain(outcome.label);
      const results = listNamed(page, main, copy.industryDetail.resultsHeading);
      expect(itemsOf(results)).toHaveLength(record.caseStudy.results.length);
      for (const link of record.related) expect(hrefOfLink(page, main, link.label)).toBe(link.href);
      const cta = sectionByHeading(page, main, record.cta.heading);
      expect(hrefOfLink(page, cta, record.cta.action.label)).toBe(content.href('/contact'));
    }
  });

  it('/gov-solutions: a card per solution area, its title the link to a page of that heading, and the state pages', () => {
    const page = builtPage(content.href('/gov-solutions'));
    const main = mainOf(page);
    expectHeadings(page, copy.govSolutions.hero.heading);
    const areas = sectionByHeading(page, main, copy.govSolutions.areasSection.heading);
    expect(headingTexts(areas, 3)).toHaveLength(content.govSolutionAreas.length);
    expect(hrefsIn(areas)).toEqual(content.govSolutionAreas.map((area) => area.href));
    for (const area of content.govSolutionAreas) {
      expect(hrefOfLink(page, areas, area.title)).toBe(area.href);
      // No dead end: the page it opens is built, and its one heading names the area.
      const areaHeadings = headingTexts(builtPage(area.href).document, 1);
      expect(areaHeadings, `${area.href}: <h1>`).toHaveLength(1);
      expect(areaHeadings[0]).toContain(area.title);
    }
    const states = sectionByHeading(page, main, copy.govSolutions.statesSection.heading);
    expect(hrefsIn(states)).toEqual(
      ['/andhra-pradesh-government', '/telangana-government'].map(content.href),
    );
  });

  it('/digital-transformation: the framework, the steps as one ordered list, the technologies, the links on', () => {
    const page = builtPage(content.href('/digital-transformation'));
    const main = mainOf(page);
    const transformation = copy.digitalTransformation;
    expectHeadings(page, transformation.hero.heading);
    const framework = sectionByHeading(page, main, transformation.framework.heading);
    expect(headingTexts(framework, 3)).toHaveLength(transformation.framework.pillars.length);

    const steps = sectionByHeading(page, main, transformation.stepsSection.heading);
    const lists = all(steps, 'ol');
    expect(lists, `${page.file}: the steps' <ol>`).toHaveLength(1);
    expect(itemsOf(lists[0] as (typeof lists)[number])).toHaveLength(
      content.transformationSteps.length,
    );
    expect(headingTexts(steps, 3)).toEqual(content.transformationSteps.map((step) => step.title));
    for (const step of content.transformationSteps) {
      expect(textIn(steps)).toContain(step.description);
      for (const activity of step.activities) expect(textIn(steps)).toContain(activity);
    }
    const technologies = sectionByHeading(page, main, transformation.technologiesSection.heading);
    expect(headingTexts(technologies, 3)).toEqual(
      content.enablingTechnologies.map((technology) => technology.title),
    );
    const cta = sectionByHeading(page, main, transformation.cta.heading);
    expect(hrefsIn(cta)).toEqual(
      [transformation.cta.action, transformation.cta.secondaryAction].map((action) => action?.href),
    );
  });

  it('/govconnect-360: an article per offering, the figures, the how-it-works steps at their anchor, demo links to /contact', () => {
    const page = builtPage(content.href('/govconnect-360'));
    const main = mainOf(page);
    const govConnect = copy.govConnect360;
    expectHeadings(page, govConnect.hero.heading);
    const offerings = sectionByHeading(page, main, govConnect.offeringsSection.heading);
    expect(headingTexts(offerings, 3)).toEqual(
      content.govConnectOfferings.map((offering) => offering.title),
    );
    const articles = all(offerings, 'article');
    for (const offering of content.govConnectOfferings) {
      const article = articles.find((candidate) => nameOf(page, candidate) === offering.title);
      if (!article) throw new Error(`${page.file}: no <article> named "${offering.title}"`);
      expect(textIn(article)).toContain(offering.subtitle);
      expect(textIn(article)).toContain(offering.description);
      expect(listItemsIn(article)).toHaveLength(offering.benefits.length);
    }
    const text = textIn(main);
    for (const stat of govConnect.stats) {
      expect(text).toContain(stat.label);
      expect(text).toContain(stat.value);
    }
    const howItWorks = byId(page, 'how-it-works');
    expect(headingTexts(howItWorks, 2)).toEqual([govConnect.howItWorks.heading]);
    expect(itemsOf(all(howItWorks, 'ol')[0] as ReturnType<typeof all>[number])).toHaveLength(
      govConnect.howItWorks.steps.length,
    );
    const hero = sectionByHeading(page, main, govConnect.hero.heading);
    expect(hrefOfLink(page, hero, govConnect.hero.secondaryAction?.label ?? '')).toBe(
      '#how-it-works',
    );
    expect(hrefOfLink(page, hero, govConnect.hero.primaryAction?.label ?? '')).toBe(
      content.href('/contact'),
    );
    const cta = sectionByHeading(page, main, govConnect.cta.heading);
    expect(hrefOfLink(page, cta, govConnect.cta.action.label)).toBe(content.href('/contact'));
  });
});
