import * as v from 'valibot';
import { CaseStudySchema, ImageAssetSchema, SlugSchema, TextSchema } from '../shared/schema';

export const industryIds = [
  'gov-contracting',
  'law-enforcement',
  'andhra-pradesh-government',
  'telangana-government',
  'ai-data-products',
] as const;
export type IndustryId = (typeof industryIds)[number];

export const FeaturedProjectSchema = v.object({
  title: TextSchema,
  description: TextSchema,
  achievements: v.pipe(v.array(TextSchema), v.minLength(2)),
  image: ImageAssetSchema,
});
export type FeaturedProject = v.InferOutput<typeof FeaturedProjectSchema>;

export const IndustrySchema = v.object({
  id: v.picklist(industryIds),
  title: TextSchema,
  description: TextSchema,
  seoDescription: v.pipe(TextSchema, v.minLength(50), v.maxLength(170)),
  seoKeywords: v.pipe(v.array(TextSchema), v.minLength(3)),
  image: ImageAssetSchema,
  challenges: v.pipe(v.array(TextSchema), v.minLength(4, 'must list at least 4 challenges')),
  solutions: v.pipe(v.array(TextSchema), v.minLength(4, 'must list at least 4 solutions')),
  caseStudies: v.pipe(
    v.array(CaseStudySchema),
    v.minLength(2, 'must hold at least 2 case studies'),
  ),
  featuredProject: v.optional(FeaturedProjectSchema),
});
export type Industry = v.InferOutput<typeof IndustrySchema>;

export const SectorSchema = v.object({
  id: SlugSchema,
  name: TextSchema,
  description: TextSchema,
});
export type Sector = v.InferOutput<typeof SectorSchema>;
