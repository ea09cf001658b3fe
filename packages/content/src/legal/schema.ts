import * as v from 'valibot';
import { TextSchema, TextSectionSchema } from '../shared/schema';

export const LegalDocumentSchema = v.object({
  id: v.picklist(['privacy', 'terms', 'accessibility']),
  /** Display date, 'May 22, 2025' style. */
  lastUpdated: v.pipe(
    v.string(),
    v.regex(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/, "must read like 'May 22, 2025'"),
  ),
  /** The same date as ISO 'YYYY-MM-DD', for <time datetime>. */
  lastUpdatedIso: v.pipe(v.string(), v.isoDate()),
  intro: TextSchema,
  sections: v.pipe(v.array(TextSectionSchema), v.minLength(4)),
});
export type LegalDocument = v.InferOutput<typeof LegalDocumentSchema>;
