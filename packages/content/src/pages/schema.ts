import * as v from 'valibot';
import {
  CtaBlockSchema,
  HeroSchema,
  LinkSchema,
  SectionIntroSchema,
  StatSchema,
  TextSchema,
  TitledTextSchema,
} from '../shared/schema';
import { type PageRow, pageEntries, type pageTable, type SinglePageKey } from '../site/table';

const Texts = v.pipe(v.array(TextSchema), v.minLength(1));
const Anchor = v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'must be an id usable as #anchor'));

export const HomePageSchema = v.object({
  hero: HeroSchema,
  servicesSection: v.object({ ...SectionIntroSchema.entries, cardActionLabel: TextSchema }),
  whyChooseUsSection: SectionIntroSchema,
  testimonialsSection: SectionIntroSchema,
  cta: CtaBlockSchema,
});

export const ServicesPageSchema = v.object({
  hero: HeroSchema,
  overviewSection: v.object({ ...SectionIntroSchema.entries, cardActionLabel: TextSchema }),
  detailSection: v.object({ featuresHeading: TextSchema, caseStudyHeading: TextSchema }),
  govConnectPromo: v.object({
    eyebrow: TextSchema,
    heading: TextSchema,
    body: TextSchema,
    partnerClaim: TextSchema,
    points: Texts,
    action: LinkSchema,
    secondaryAction: LinkSchema,
  }),
  technologySection: SectionIntroSchema,
  cta: CtaBlockSchema,
});

export const IndustriesPageSchema = v.object({
  hero: HeroSchema,
  gridSection: v.object({ ...SectionIntroSchema.entries, cardActionLabel: TextSchema }),
  stateExcellence: v.object({
    heading: TextSchema,
    body: TextSchema,
    points: Texts,
    links: v.pipe(v.array(LinkSchema), v.length(2)),
  }),
  aiDataProducts: v.object({
    heading: TextSchema,
    body: TextSchema,
    points: Texts,
    action: LinkSchema,
  }),
  sectorsSection: SectionIntroSchema,
  cta: CtaBlockSchema,
});

/** Template copy of /industries/{industryId}; the industry record supplies the rest. */
export const IndustryDetailPageSchema = v.object({
  eyebrow: TextSchema,
  primaryAction: LinkSchema,
  caseStudiesAnchor: Anchor,
  caseStudiesActionLabel: TextSchema,
  challengesHeading: TextSchema,
  solutionsHeading: TextSchema,
  caseStudiesHeading: TextSchema,
  resultsHeading: TextSchema,
  featuredProjectHeading: TextSchema,
  achievementsHeading: TextSchema,
  relatedHeading: TextSchema,
  relatedActionLabel: TextSchema,
  cta: CtaBlockSchema,
});

export const AboutPageSchema = v.object({
  hero: HeroSchema,
  story: v.object({ heading: TextSchema, paragraphs: Texts }),
  mission: v.object({ heading: TextSchema, body: TextSchema }),
  vision: v.object({ heading: TextSchema, body: TextSchema }),
  stats: v.pipe(v.array(StatSchema), v.minLength(2)),
  valuesSection: SectionIntroSchema,
  cta: CtaBlockSchema,
});

export const ContactPageSchema = v.object({
  hero: HeroSchema,
  office: v.object({
    heading: TextSchema,
    addressLabel: TextSchema,
    emailLabel: TextSchema,
    phoneLabel: TextSchema,
  }),
  liveChatSection: v.object({ heading: TextSchema, body: TextSchema }),
  socialHeading: TextSchema,
  formSection: SectionIntroSchema,
  faqSection: SectionIntroSchema,
});

export const StateLandingPageSchema = v.object({
  hero: HeroSchema,
  challengesSection: SectionIntroSchema,
  solutionsSection: SectionIntroSchema,
  caseStudiesSection: SectionIntroSchema,
  resultsHeading: TextSchema,
  cta: CtaBlockSchema,
});

export const GovSolutionsPageSchema = v.object({
  hero: HeroSchema,
  areasSection: SectionIntroSchema,
  statesSection: v.object({
    heading: TextSchema,
    body: TextSchema,
    links: v.pipe(v.array(LinkSchema), v.length(2)),
  }),
  cta: CtaBlockSchema,
});

export const DigitalTransformationPageSchema = v.object({
  hero: HeroSchema,
  framework: v.object({
    ...SectionIntroSchema.entries,
    pillars: v.pipe(v.array(TitledTextSchema), v.minLength(3)),
  }),
  stepsSection: v.object({ ...SectionIntroSchema.entries, stepLabel: TextSchema }),
  technologiesSection: SectionIntroSchema,
  cta: CtaBlockSchema,
});

export const GovConnect360PageSchema = v.object({
  hero: HeroSchema,
  stats: v.pipe(v.array(StatSchema), v.length(3)),
  offeringsSection: v.object({ ...SectionIntroSchema.entries, benefitsHeading: TextSchema }),
  howItWorks: v.object({
    anchor: Anchor,
    heading: TextSchema,
    intro: TextSchema,
    steps: v.pipe(v.array(TitledTextSchema), v.minLength(3)),
  }),
  cta: CtaBlockSchema,
});

export const BlogPageSchema = v.object({
  hero: HeroSchema,
  latestSection: SectionIntroSchema,
  categoriesSection: SectionIntroSchema,
});

export const SitemapPageSchema = v.object({
  hero: HeroSchema,
  groupHeadings: v.object({
    main: TextSchema,
    company: TextSchema,
    services: TextSchema,
    government: TextSchema,
    industries: TextSchema,
    blog: TextSchema,
    legal: TextSchema,
  }),
  machineReadable: v.object({
    heading: TextSchema,
    links: v.pipe(v.array(LinkSchema), v.minLength(1)),
  }),
});

export const SearchPageSchema = v.object({
  hero: HeroSchema,
});

export const DocumentPageSchema = v.object({
  hero: HeroSchema,
  lastUpdatedLabel: TextSchema,
  contentsHeading: TextSchema,
});

/** /feedback: the hero and the short form's heading and introduction. */
export const FeedbackPageSchema = v.object({
  hero: HeroSchema,
  formSection: SectionIntroSchema,
});

export const NotFoundPageSchema = v.object({
  heading: TextSchema,
  body: TextSchema,
  action: LinkSchema,
  logMessage: TextSchema,
});

/** The template copy of the pages of records and of what no page answers. */
export const TemplatesSchema = {
  industryDetail: IndustryDetailPageSchema,
  notFound: NotFoundPageSchema,
};

/**
 * The words of each template of a single page, by its kind in the page table: every page of a
 * kind has words of that shape, under its key in data/messages/pages/pages.<locale>.json.
 */
export const pageKindSchemas = {
  home: HomePageSchema,
  services: ServicesPageSchema,
  industries: IndustriesPageSchema,
  about: AboutPageSchema,
  contact: ContactPageSchema,
  'andhra-pradesh-government': StateLandingPageSchema,
  'telangana-government': StateLandingPageSchema,
  'gov-solutions': GovSolutionsPageSchema,
  'digital-transformation': DigitalTransformationPageSchema,
  'govconnect-360': GovConnect360PageSchema,
  blog: BlogPageSchema,
  sitemap: SitemapPageSchema,
  search: SearchPageSchema,
  document: DocumentPageSchema,
  feedback: FeedbackPageSchema,
} as const;

/** The words of a template the table names and this file does not (yet): a hero, and any others. */
export const AnyPageSchema = v.looseObject({ hero: HeroSchema });

type KindSchema<Kind> = Kind extends keyof typeof pageKindSchemas
  ? (typeof pageKindSchemas)[Kind]
  : typeof AnyPageSchema;

/** The schema of a page's words by its kind (a kind without one: {@link AnyPageSchema}). */
export function pageKindSchema(kind: string): v.ObjectSchema<v.ObjectEntries, undefined> {
  const known: Record<string, v.ObjectSchema<v.ObjectEntries, undefined>> = pageKindSchemas;
  return known[kind] ?? (AnyPageSchema as unknown as v.ObjectSchema<v.ObjectEntries, undefined>);
}

/**
 * The copy of the pages: each single page of the page table by its key, in the shape of its kind,
 * and the templates of the pages of records.
 */
export function pagesSchema(rows: readonly PageRow[]) {
  return v.object({
    ...Object.fromEntries(
      rows.filter((row) => !row.records).map((row) => [row.key, pageKindSchema(row.kind)]),
    ),
    ...TemplatesSchema,
  });
}

/** The copy of the site's pages (the page table's), as {@link pagesRecords} gives it. */
export type Pages = {
  [Key in SinglePageKey]: v.InferOutput<KindSchema<(typeof pageTable)[Key]['kind']>>;
} & { [Key in keyof typeof TemplatesSchema]: v.InferOutput<(typeof TemplatesSchema)[Key]> };

export const PagesSchema = pagesSchema(pageEntries) as unknown as v.GenericSchema<Pages>;
export type HomePage = Pages['home'];
export type ServicesPage = Pages['services'];
export type IndustriesPage = Pages['industries'];
export type IndustryDetailPage = Pages['industryDetail'];
export type AboutPage = Pages['about'];
export type ContactPage = Pages['contact'];
export type StateLandingPage = Pages['andhraPradesh'];
export type GovSolutionsPage = Pages['govSolutions'];
export type DigitalTransformationPage = Pages['digitalTransformation'];
export type GovConnect360Page = Pages['govConnect360'];
export type BlogPage = Pages['blog'];
export type SitemapPage = Pages['sitemap'];
export type SearchPage = Pages['search'];
export type DocumentPage = Pages['privacy'];
export type FeedbackPage = Pages['feedback'];
export type NotFoundPage = Pages['notFound'];
