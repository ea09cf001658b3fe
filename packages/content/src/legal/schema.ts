import * as v from 'valibot';
import { TextSchema, TextSectionSchema } from '../shared/schema';

/** The documents: the legal pages, the accessibility statement and the GIGW guides. */
export const legalDocumentIds = [
  'privacy',
  'terms',
  'accessibility',
  'hyperlinking',
  'copyright',
  'screen-reader-access',
  'help',
] as const;
export type LegalDocumentId = (typeof legalDocumentIds)[number];

export const LegalDocumentSchema = v.object({
  id: v.picklist(legalDocumentIds),
  /** The date it was last updated, ISO 'YYYY-MM-DD'; pages write it in their language. */
  lastUpdatedIso: v.pipe(v.string(), v.isoDate()),
  intro: TextSchema,
  sections: v.pipe(v.array(TextSectionSchema), v.minLength(4)),
});
export type LegalDocument = v.InferOutput<typeof LegalDocumentSchema>;
