import { blogAuthors as englishAuthors } from './blog/authors.en';
import { blogAuthors as teluguAuthors } from './blog/authors.te';
import * as blogEn from './blog/en';
import type { BlogAuthor } from './blog/schema';
import * as blogTe from './blog/te';
import * as companyEn from './company/en';
import * as companyTe from './company/te';
import { contactRecords } from './contact/records';
import { editorRecords } from './editor/records';
import { govconnectRecords } from './govconnect/records';
import { governmentRecords } from './government/records';
import { highlightsRecords } from './highlights/records';
import { industriesRecords } from './industries/records';
import { layoutRecords } from './layout/records';
import { type Locale, localeDetails, localizedPath } from './locale';
import { navigationRecords } from './navigation/records';
import { pagesRecords } from './pages/records';
import { blogPostPath } from './paths';
import { servicesRecords } from './services/records';
import { siteRecords } from './site/records';
import { supportRecords } from './support/records';
import { transformationRecords } from './transformation/records';

/** The writers of the blog, by the keys articles name them with, in one language. */
type BlogAuthors = Record<keyof typeof englishAuthors, BlogAuthor>;
const blogAuthorsEn: BlogAuthors = englishAuthors;
const blogAuthorsTe: BlogAuthors = teluguAuthors;

/**
 * The areas written as structure + messages (src/<area>/structure.ts, data/messages/<area>/<area>.*.json),
 * in one language: any language with its messages files.
 */
function messageRecords(locale: Locale) {
  const pages = pagesRecords(locale);
  const government = governmentRecords(locale);
  const industries = industriesRecords(locale);
  return {
    contact: contactRecords(locale),
    editor: editorRecords(locale),
    govconnect: govconnectRecords(locale),
    government,
    highlights: highlightsRecords(locale),
    industries,
    layout: layoutRecords(locale),
    navigation: navigationRecords(locale),
    pages,
    services: servicesRecords(locale),
    site: siteRecords(locale, {
      pages,
      govServicePages: government.govServicePages,
      industries: industries.industries,
    }),
    support: supportRecords(locale),
    transformation: transformationRecords(locale),
  };
}

/**
 * The records of one locale, area by area: the areas written as messages, and the modules
 * `src/<area>/<locale>.ts` of the others (the blog's articles, the company).
 */
export const recordModules = {
  en: {
    blog: blogEn,
    blogAuthors: { blogAuthors: blogAuthorsEn },
    company: companyEn,
    ...messageRecords('en'),
  },
  te: {
    blog: blogTe,
    blogAuthors: { blogAuthors: blogAuthorsTe },
    company: companyTe,
    ...messageRecords('te'),
  },
} as const;

type Modules = (typeof recordModules)['en'];

/** The copy and data of one language. */
function collect(modules: Modules) {
  const { blog, contact } = modules;
  return {
    blogCategories: blog.blogCategories,
    blogPosts: blog.blogPosts,
    blogCopy: blog.blogCopy,
    blogAuthors: modules.blogAuthors.blogAuthors,
    company: modules.company.company,
    contactFormCopy: contact.contactFormCopy,
    contactErrorMessages: contact.contactErrorMessages,
    feedbackFormCopy: contact.feedbackFormCopy,
    feedbackErrorMessages: contact.feedbackErrorMessages,
    newsletterCopy: contact.newsletterCopy,
    govConnectOfferings: modules.govconnect.govConnectOfferings,
    govSolutionAreas: modules.government.govSolutionAreas,
    govServicePages: modules.government.govServicePages,
    statePages: modules.government.statePages,
    testimonials: modules.highlights.testimonials,
    whyChooseUs: modules.highlights.whyChooseUs,
    coreValues: modules.highlights.coreValues,
    industries: modules.industries.industries,
    additionalSectors: modules.industries.additionalSectors,
    layoutCopy: modules.layout.layoutCopy,
    /** The documents (legal pages, accessibility statement, guides), by their page's key. */
    documents: modules.pages.documents,
    mainNavigation: modules.navigation.mainNavigation,
    primaryCta: modules.navigation.primaryCta,
    footerContent: modules.navigation.footerContent,
    pages: modules.pages.pages,
    services: modules.services.services,
    detailedServices: modules.services.detailedServices,
    serviceOptions: modules.services.serviceOptions,
    technologyStack: modules.services.technologyStack,
    sitePages: modules.site.sitePages,
    industryPages: modules.site.industryPages,
    notFoundMeta: modules.site.notFoundMeta,
    liveChat: modules.support.liveChat,
    replyPromise: modules.support.replyPromise,
    faqs: modules.support.faqs,
    transformationSteps: modules.transformation.transformationSteps,
    enablingTechnologies: modules.transformation.enablingTechnologies,
  };
}

export type EditionRecords = ReturnType<typeof collect>;

/** Everything one language edition shows, with the locale's tags. */
export type Edition = EditionRecords & {
  locale: Locale;
  details: (typeof localeDetails)[Locale];
  /** A site path ('/blog/x', from the path helpers) as a link of this edition ('/te/blog/x'). */
  href: (sitePath: string) => string;
};

/**
 * Every `href` of a record tree that points at a page of the site, moved into the locale
 * (`/services` → `/te/services`). Records are written with the site's paths once, in every
 * language; this is the one place that gives them their prefix.
 */
export function localizeHrefs<T>(value: T, locale: Locale): T {
  if (Array.isArray(value)) return value.map((item) => localizeHrefs(item, locale)) as T;
  if (value === null || typeof value !== 'object') return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    copy[key] =
      key === 'href' && typeof item === 'string'
        ? localizedPath(item, locale)
        : localizeHrefs(item, locale);
  }
  return copy as T;
}

const editions = new Map<Locale, Edition>();

/** The records of one language, with every site link inside that language's pages. */
export function edition(locale: Locale): Edition {
  const cached = editions.get(locale);
  if (cached) return cached;
  // A Telugu module of the same shape as its English twin: the type system checks it here.
  const modules: Modules = recordModules[locale];
  const made: Edition = {
    ...localizeHrefs(collect(modules), locale),
    locale,
    details: localeDetails[locale],
    href: (sitePath) => localizedPath(sitePath, locale),
  };
  editions.set(locale, made);
  return made;
}

/**
 * The languages a page of the site (a path without a locale prefix) is published in: every
 * language, but for an article only those that have it (an article awaiting its Telugu translation
 * is English only). Prerendering, hreflang, the sitemap and the language switch follow it.
 */
export function pageLocales(sitePath: string): Locale[] {
  const all = Object.keys(localeDetails) as Locale[];
  const articleIn = (locale: Locale) =>
    edition(locale).blogPosts.some((post) => blogPostPath(post.id) === sitePath);
  return all.some(articleIn) ? all.filter(articleIn) : all;
}
