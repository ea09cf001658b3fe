import * as v from 'valibot';
import { IconCardSchema, TextSchema, TitledTextSchema } from '../shared/schema';

export const serviceIds = [
  'custom-software',
  'ai-ml',
  'cloud-devops',
  'cybersecurity',
  'dashboards',
  'govconnect',
] as const;
export type ServiceId = (typeof serviceIds)[number];

export const ServiceSchema = v.object({
  id: v.picklist(serviceIds),
  ...IconCardSchema.entries,
  features: v.pipe(v.array(TextSchema), v.minLength(4, 'must list at least 4 features')),
  caseStudy: TitledTextSchema,
  href: v.pipe(v.string(), v.startsWith('/')),
});
export type Service = v.InferOutput<typeof ServiceSchema>;

export const ServiceOptionSchema = v.object({ value: TextSchema, label: TextSchema });
export type ServiceOption = v.InferOutput<typeof ServiceOptionSchema>;

export const TechnologyCategorySchema = v.object({
  category: TextSchema,
  technologies: v.pipe(v.array(TextSchema), v.minLength(3)),
});
export type TechnologyCategory = v.InferOutput<typeof TechnologyCategorySchema>;
