import * as v from 'valibot';
import { TextSchema, TextSectionSchema } from '../shared/schema';

/**
 * A document: a legal page, the accessibility statement or a GIGW guide. Each is the `document`
 * of a page of kind `document` in the page table: its id and date (and its sections' links) in
 * the page's row, its words in the page's record of data/messages/pages/pages.<locale>.json.
 */
export const LegalDocumentSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9-]*$/, 'must be lowercase words and hyphens')),
  /** The date it was last updated, ISO 'YYYY-MM-DD'; pages write it in their language. */
  lastUpdatedIso: v.pipe(v.string(), v.isoDate()),
  intro: TextSchema,
  sections: v.pipe(v.array(TextSectionSchema), v.minLength(4)),
});
export type LegalDocument = v.InferOutput<typeof LegalDocumentSchema>;
