import * as v from 'valibot';
import { IconCardSchema, ImageAssetSchema, SlugSchema, TextSchema } from '../shared/schema';

export const TestimonialSchema = v.object({
  id: SlugSchema,
  content: TextSchema,
  author: TextSchema,
  position: TextSchema,
  company: TextSchema,
  image: v.optional(ImageAssetSchema),
});
export type Testimonial = v.InferOutput<typeof TestimonialSchema>;

export const FeatureItemSchema = v.object({ id: SlugSchema, ...IconCardSchema.entries });
export type FeatureItem = v.InferOutput<typeof FeatureItemSchema>;

/**
 * A core value has a feature item's shape: its name in the record's language (English:
 * Innovation, Integrity, Excellence, Collaboration), a line about it and its icon.
 */
export const CoreValueSchema = FeatureItemSchema;
export type CoreValue = FeatureItem;
