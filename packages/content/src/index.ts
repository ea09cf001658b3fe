// Public API of @lumenor/content. Each area keeps its schema, English records and helpers
// side by side in src/<area>/; this file re-exports them. Add lines; keep them grouped.

// Blog (owned by the blog area)
export * from './blog/index';
// Company
export { company } from './company/en';
export { formatAddress } from './company/helpers';
export type { Company, PostalAddress, SocialLink, SocialNetwork } from './company/schema';
export {
  CompanyFactsSchema,
  CompanySchema,
  CompanyTextSchema,
  SocialLinkSchema,
  socialNetworks,
} from './company/schema';
// Contact form (owned by the contact area)
export * from './contact/index';
// Languages: the locales and one language's records with its links (the Telugu edition)
export type { Edition, EditionRecords } from './edition';
export { edition, localizeHrefs, pageLocales } from './edition';
// The content editor at /admin: its labels, hints and messages in both languages
export * from './editor/index';
// GovConnect 360
export { govConnectOfferings } from './govconnect/en';
export type { GovConnectOffering } from './govconnect/schema';
export { GovConnectOfferingSchema, govConnectOfferingIds } from './govconnect/schema';
// Government solutions, /services/* pages, state pages
export { govServicePages, govSolutionAreas, statePages } from './government/en';
export type {
  GovServicePage,
  GovServicePageId,
  GovServiceSection,
  GovSolutionArea,
  StatePage,
} from './government/schema';
export {
  GovServicePageSchema,
  GovSolutionAreaSchema,
  govServicePageIds,
  StatePageSchema,
} from './government/schema';
// Testimonials, why choose us, core values
export { coreValues, testimonials, whyChooseUs } from './highlights/en';
export type { CoreValue, FeatureItem, Testimonial } from './highlights/schema';
export { CoreValueSchema, FeatureItemSchema, TestimonialSchema } from './highlights/schema';
// Industries
export { additionalSectors, industries } from './industries/en';
export { getIndustryById, getRelatedIndustries } from './industries/helpers';
export type { FeaturedProject, Industry, IndustryId, Sector } from './industries/schema';
export { IndustrySchema, industryIds, SectorSchema } from './industries/schema';
// Layout copy
export { layoutCopy } from './layout/en';
export type { LayoutCopy, SearchCopy } from './layout/schema';
export { LayoutCopySchema, SearchCopySchema } from './layout/schema';
// Documents: legal pages, accessibility statement, guides (each the `document` of its page)
export type { DocumentPageRecords, DocumentRecords } from './legal/helpers';
export { documentPage } from './legal/helpers';
export type { LegalDocument } from './legal/schema';
export { LegalDocumentSchema } from './legal/schema';
export type { Locale } from './locale';
export {
  defaultLocale,
  formatDate,
  isLocale,
  localeDetails,
  localeOfPath,
  locales,
  localizedPath,
  siteTimeZone,
} from './locale';
// Navigation and footer
export { footerContent, mainNavigation, primaryCta } from './navigation/en';
export type { FooterColumn, FooterContent, NavItem } from './navigation/schema';
export { FooterContentSchema, NavItemSchema } from './navigation/schema';
// Page bodies
export { documents, pageMeta, pages } from './pages/en';
export type {
  AboutPage,
  BlogPage,
  ContactPage,
  DigitalTransformationPage,
  DocumentPage,
  GovConnect360Page,
  GovSolutionsPage,
  HomePage,
  IndustriesPage,
  IndustryDetailPage,
  NotFoundPage,
  Pages,
  SearchPage,
  ServicesPage,
  SitemapPage,
  StateLandingPage,
} from './pages/schema';
export { PagesSchema, pageKindSchemas } from './pages/schema';
// Routes and head data
export {
  humanSitemapPath,
  industryPath,
  listingPageNumber,
  listingPagePath,
  listingPageSegment,
  parseListingPagePath,
  servicePath,
} from './paths';
// Services
export { detailedServices, serviceOptions, services, technologyStack } from './services/en';
// An area's records from a set of messages (the editor's tests put a saved file together).
export { servicesRecords } from './services/records';
export type { Service, ServiceId, ServiceOption, TechnologyCategory } from './services/schema';
export {
  ServiceOptionSchema,
  ServiceSchema,
  serviceIds,
  TechnologyCategorySchema,
} from './services/schema';
// Shared shapes and validation
export type {
  CaseStudy,
  CtaBlock,
  Hero,
  IconName,
  ImageAsset,
  Link,
  PageMeta,
  SectionIntro,
  Stat,
  TextSection,
  TitledText,
} from './shared/schema';
export {
  CaseStudySchema,
  CtaBlockSchema,
  HeroSchema,
  HrefSchema,
  IconNameSchema,
  ImageAssetSchema,
  iconNames,
  LinkSchema,
  PageMetaSchema,
  SectionIntroSchema,
  StatSchema,
  TextSchema,
  TextSectionSchema,
  TitledTextSchema,
} from './shared/schema';
export {
  ContentValidationError,
  formatIssues,
  validateCollection,
  validateRecord,
} from './shared/validate';
export { industryPages, notFoundMeta, sitePages } from './site/en';
export type { PageMetaRecords, PageRecord } from './site/helpers';
export {
  allLocalizedPagePaths,
  allPagePaths,
  getSitePage,
  listedArticleCount,
  localesOfPage,
  nearestPageIn,
  normalizePath,
  pageMetaForPath,
  pageRecordForPath,
  pageRecordMeta,
  pageRecordPath,
} from './site/helpers';
export { pageReviewDate, pageReviewDates } from './site/reviews';
export type { SitePage, SitePageWords, SiteSection } from './site/schema';
export { SitePageSchema, SitePageWordsSchema, siteSections } from './site/schema';
export type {
  DocumentPageKey,
  PageCollection,
  PageEntry,
  PageKey,
  PageRoute,
  PageRow,
  SinglePageKey,
} from './site/table';
export {
  documentPageKeyOfPath,
  laterPagesPattern,
  notFoundKind,
  pageEntries,
  pageEntryOfPath,
  pageRoutes,
  pageTable,
  singlePageEntries,
} from './site/table';
// FAQ, live chat, reply promise
export { faqs, liveChat, replyPromise } from './support/en';
export type { Faq, LiveChat, ReplyPromise } from './support/schema';
export { FaqSchema, LiveChatSchema, ReplyPromiseSchema } from './support/schema';
// Digital transformation
export { enablingTechnologies, transformationSteps } from './transformation/en';
export type { EnablingTechnology, TransformationStep } from './transformation/schema';
export { EnablingTechnologySchema, TransformationStepSchema } from './transformation/schema';
