import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  additionalSectors,
  CompanySchema,
  CoreValueSchema,
  company,
  coreValues,
  documents,
  EnablingTechnologySchema,
  enablingTechnologies,
  FaqSchema,
  FeatureItemSchema,
  FooterContentSchema,
  faqs,
  footerContent,
  GovConnectOfferingSchema,
  GovServicePageSchema,
  GovSolutionAreaSchema,
  govConnectOfferings,
  govServicePages,
  govSolutionAreas,
  IndustrySchema,
  industries,
  industryPages,
  LayoutCopySchema,
  LegalDocumentSchema,
  LinkSchema,
  LiveChatSchema,
  layoutCopy,
  liveChat,
  mainNavigation,
  NavItemSchema,
  PagesSchema,
  pages,
  primaryCta,
  ReplyPromiseSchema,
  replyPromise,
  SectorSchema,
  ServiceOptionSchema,
  ServiceSchema,
  SitePageSchema,
  StatePageSchema,
  serviceOptions,
  services,
  sitePages,
  statePages,
  TechnologyCategorySchema,
  TestimonialSchema,
  TransformationStepSchema,
  technologyStack,
  testimonials,
  transformationSteps,
  validateCollection,
  validateRecord,
  whyChooseUs,
} from './index';

const collections: Array<[string, v.GenericSchema, readonly unknown[]]> = [
  ['mainNavigation', NavItemSchema, mainNavigation],
  ['sitePages', SitePageSchema, sitePages],
  ['industryPages', SitePageSchema, industryPages],
  ['services', ServiceSchema, services],
  ['serviceOptions', ServiceOptionSchema, serviceOptions],
  ['technologyStack', TechnologyCategorySchema, technologyStack],
  ['industries', IndustrySchema, industries],
  ['additionalSectors', SectorSchema, additionalSectors],
  ['testimonials', TestimonialSchema, testimonials],
  ['whyChooseUs', FeatureItemSchema, whyChooseUs],
  ['coreValues', CoreValueSchema, coreValues],
  ['govConnectOfferings', GovConnectOfferingSchema, govConnectOfferings],
  ['transformationSteps', TransformationStepSchema, transformationSteps],
  ['enablingTechnologies', EnablingTechnologySchema, enablingTechnologies],
  ['govSolutionAreas', GovSolutionAreaSchema, govSolutionAreas],
  ['govServicePages', GovServicePageSchema, govServicePages],
  ['statePages', StatePageSchema, Object.values(statePages)],
  ['faqs', FaqSchema, faqs],
  ['documents', LegalDocumentSchema, Object.values(documents)],
];

const records: Array<[string, v.GenericSchema, unknown]> = [
  ['company', CompanySchema, company],
  ['footerContent', FooterContentSchema, footerContent],
  ['layoutCopy', LayoutCopySchema, layoutCopy],
  ['pages', PagesSchema, pages],
  ['primaryCta', LinkSchema, primaryCta],
  ['liveChat', LiveChatSchema, liveChat],
  ['replyPromise', ReplyPromiseSchema, replyPromise],
];

describe.each(collections)('collection %s', (name, schema, list) => {
  it('passes its schema', () => {
    expect(() => validateCollection(name, schema, list)).not.toThrow();
  });

  it('has unique ids', () => {
    const keys = list.map((record) => {
      const r = record as Record<string, unknown>;
      return r.id ?? r.path ?? r.value ?? r.href ?? r.category ?? r.title;
    });
    expect(keys.every((key) => typeof key === 'string')).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe.each(records)('record %s', (name, schema, record) => {
  it('passes its schema', () => {
    expect(() => validateRecord(name, schema, record)).not.toThrow();
  });
});

describe('malformed records', () => {
  it('an industry with too few challenges fails naming the industry and the field', () => {
    const [first, ...rest] = industries;
    if (!first) throw new Error('no industries');
    const broken = { ...first, challenges: first.challenges.slice(0, 2) };
    expect(() => validateCollection('industries', IndustrySchema, [broken, ...rest])).toThrow(
      `industries[${first.id}].challenges: must list at least 4 challenges`,
    );
  });

  it('a service with an unknown icon fails naming the service and the field', () => {
    const broken = services.map((service) =>
      service.id === 'ai-ml' ? { ...service, icon: 'unicorn' } : service,
    );
    expect(() => validateCollection('services', ServiceSchema, broken)).toThrow(
      /^services\[ai-ml\]\.icon: /m,
    );
  });

  it('a case study without results fails naming the nested field', () => {
    const broken = industries.map((industry) =>
      industry.id === 'law-enforcement'
        ? {
            ...industry,
            caseStudies: industry.caseStudies.map((study, index) =>
              index === 1 ? { ...study, results: [] } : study,
            ),
          }
        : industry,
    );
    expect(() => validateCollection('industries', IndustrySchema, broken)).toThrow(
      'industries[law-enforcement].caseStudies[1].results: must list at least one result',
    );
  });

  it('an image with a hot-linked src fails', () => {
    const broken = industries.map((industry) =>
      industry.id === 'gov-contracting'
        ? { ...industry, image: { ...industry.image, src: 'https://images.example.com/a.jpg' } }
        : industry,
    );
    expect(() => validateCollection('industries', IndustrySchema, broken)).toThrow(
      /industries\[gov-contracting\]\.image\.src: must be an \/images\//,
    );
  });

  it('a page body with an empty heading fails naming the page and the field', () => {
    const broken = {
      ...pages,
      about: { ...pages.about, mission: { ...pages.about.mission, heading: '' } },
    };
    expect(() => validateRecord('pages', PagesSchema, broken)).toThrow(
      'pages.about.mission.heading: must not be empty',
    );
  });
});

describe('the published counts', () => {
  it.each([
    ['services', services.length, 6],
    ['industries', industries.length, 5],
    ['testimonials', testimonials.length, 3],
    ['whyChooseUs', whyChooseUs.length, 6],
    ['coreValues', coreValues.length, 4],
    ['govConnectOfferings', govConnectOfferings.length, 5],
    ['technologyStack', technologyStack.length, 12],
    ['additionalSectors', additionalSectors.length, 8],
    ['transformationSteps', transformationSteps.length, 4],
    ['govSolutionAreas', govSolutionAreas.length, 4],
    ['govServicePages', govServicePages.length, 4],
    ['faqs', faqs.length, 4],
  ])('%s has %i records', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('industries carry at least 4 challenges, 4 solutions and 2 case studies with results', () => {
    for (const industry of industries) {
      expect(industry.challenges.length, industry.id).toBeGreaterThanOrEqual(4);
      expect(industry.solutions.length, industry.id).toBeGreaterThanOrEqual(4);
      expect(industry.caseStudies.length, industry.id).toBeGreaterThanOrEqual(2);
      for (const study of industry.caseStudies) expect(study.results.length).toBeGreaterThan(0);
    }
  });

  it('state pages hold two case studies each', () => {
    expect(statePages.andhraPradesh.caseStudies).toHaveLength(2);
    expect(statePages.telangana.caseStudies).toHaveLength(2);
  });

  it('core values, steps and sectors are the published ones', () => {
    expect(coreValues.map((value) => value.title)).toEqual([
      'Innovation',
      'Integrity',
      'Excellence',
      'Collaboration',
    ]);
    expect(transformationSteps.map((step) => step.id)).toEqual([
      'discovery',
      'strategy',
      'implementation',
      'optimization',
    ]);
    expect(additionalSectors.map((sector) => sector.name)).toEqual([
      'Healthcare & Life Sciences',
      'Financial Services',
      'Manufacturing',
      'Retail & E-commerce',
      'Transportation & Logistics',
      'Energy & Utilities',
      'Education & Research',
      'Non-profit Organizations',
    ]);
  });

  it('GovConnect offerings are the five modules, each with subtitle and benefits', () => {
    expect(govConnectOfferings.map((offering) => offering.title)).toEqual([
      'Voice-Call Feedback System',
      'Messaging-Platform Engagement',
      'QR Feedback',
      'Geo-tagged Field Force Tracking',
      'AI Political Intelligence',
    ]);
    for (const offering of govConnectOfferings) {
      expect(offering.subtitle.length).toBeGreaterThan(10);
      expect(offering.benefits.length).toBeGreaterThanOrEqual(3);
    }
  });
});
