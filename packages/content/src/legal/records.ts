import * as v from 'valibot';
import { factValues } from '../facts';
import type { Locale } from '../locale';
import { messageFiles, messagesFileName } from '../messages';
import { recordsFromMessages } from '../shared/messages';
import { LegalDocumentSchema } from './schema';
import { legalStructure } from './structure';

const RecordsSchema = v.object({
  legal: v.object({
    privacy: LegalDocumentSchema,
    terms: LegalDocumentSchema,
    hyperlinking: LegalDocumentSchema,
    copyright: LegalDocumentSchema,
  }),
  guides: v.object({ screenReaderAccess: LegalDocumentSchema, help: LegalDocumentSchema }),
  accessibilityStatement: LegalDocumentSchema,
});

/** The legal area's records in one language: its structure with the language's words. */
/** `messages`: another set of words for the same structure (a language in the making, a test's). */
export function legalRecords(locale: Locale, messages: unknown = messageFiles.legal[locale]) {
  return recordsFromMessages(
    messagesFileName('legal', locale),
    RecordsSchema,
    legalStructure,
    messages,
    factValues(locale),
  );
}
