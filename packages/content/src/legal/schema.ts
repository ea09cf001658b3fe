import * as v from 'valibot';
import { TextSchema, TextSectionSchema } from '../shared/schema';

export const LegalDocumentSchema = v.object({
  id: v.picklist(['privacy', 'terms', 'accessibility']),
  /** The date it was last updated, ISO 'YYYY-MM-DD'; pages write it in their language. */
  lastUpdatedIso: v.pipe(v.string(), v.isoDate()),
  intro: TextSchema,
  sections: v.pipe(v.array(TextSectionSchema), v.minLength(4)),
});
export type LegalDocument = v.InferOutput<typeof LegalDocumentSchema>;
