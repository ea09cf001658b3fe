import * as v from 'valibot';
import {
  CaseStudySchema,
  CtaBlockSchema,
  HeroSchema,
  IconCardSchema,
  LinkSchema,
  PageMetaSchema,
  StatSchema,
  TextSchema,
} from '../shared/schema';

export const govServicePageIds = [
  'e-governance',
  'smart-cities',
  'administrative-modernization',
  'government-analytics',
] as const;
export type GovServicePageId = (typeof govServicePageIds)[number];

export const GovSolutionAreaSchema = v.object({
  id: v.picklist(govServicePageIds),
  ...IconCardSchema.entries,
  highlights: v.pipe(v.array(TextSchema), v.minLength(3)),
  href: v.pipe(v.string(), v.regex(/^\/services\/[a-z-]+$/, 'must be a /services/… path')),
  linkLabel: TextSchema,
});
export type GovSolutionArea = v.InferOutput<typeof GovSolutionAreaSchema>;

export const GovServiceSectionSchema = v.object({
  heading: TextSchema,
  body: TextSchema,
  points: v.optional(v.pipe(v.array(TextSchema), v.minLength(2))),
});
export type GovServiceSection = v.InferOutput<typeof GovServiceSectionSchema>;

export const GovServicePageSchema = v.object({
  /** The page's address is `servicePath(id)`. */
  id: v.picklist(govServicePageIds),
  meta: PageMetaSchema,
  hero: HeroSchema,
  sections: v.pipe(v.array(GovServiceSectionSchema), v.minLength(3)),
  outcomes: v.pipe(v.array(StatSchema), v.minLength(2)),
  caseStudy: CaseStudySchema,
  relatedHeading: TextSchema,
  related: v.pipe(v.array(LinkSchema), v.minLength(1)),
  cta: CtaBlockSchema,
});
export type GovServicePage = v.InferOutput<typeof GovServicePageSchema>;

export const StatePageSchema = v.object({
  id: v.picklist(['andhra-pradesh', 'telangana']),
  path: v.picklist(['/andhra-pradesh-government', '/telangana-government']),
  stats: v.pipe(v.array(StatSchema), v.minLength(2)),
  challenges: v.pipe(v.array(TextSchema), v.minLength(4, 'must list at least 4 challenges')),
  solutions: v.pipe(v.array(IconCardSchema), v.minLength(4, 'must list at least 4 solutions')),
  caseStudies: v.pipe(v.array(CaseStudySchema), v.length(2, 'must hold exactly 2 case studies')),
});
export type StatePage = v.InferOutput<typeof StatePageSchema>;
