import * as v from 'valibot';
import { IconNameSchema, ImageAssetSchema, TextSchema } from '../shared/schema';

const IdSchema = v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/));

export const TestimonialSchema = v.object({
  id: IdSchema,
  content: TextSchema,
  author: TextSchema,
  position: TextSchema,
  company: TextSchema,
  image: v.optional(ImageAssetSchema),
});
export type Testimonial = v.InferOutput<typeof TestimonialSchema>;

export const FeatureItemSchema = v.object({
  id: IdSchema,
  title: TextSchema,
  description: TextSchema,
  icon: IconNameSchema,
});
export type FeatureItem = v.InferOutput<typeof FeatureItemSchema>;

export const CoreValueSchema = v.object({
  id: IdSchema,
  /** The value's name in the record's language (English: Innovation, Integrity, Excellence, Collaboration). */
  title: TextSchema,
  description: TextSchema,
  icon: IconNameSchema,
});
export type CoreValue = v.InferOutput<typeof CoreValueSchema>;
