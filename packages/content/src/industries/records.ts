import * as v from 'valibot';
import type { Locale } from '../locale';
import { messageFiles, messagesFileName } from '../messages';
import { recordsFromMessages } from '../shared/messages';
import { IndustrySchema, SectorSchema } from './schema';
import { industriesStructure } from './structure';

const RecordsSchema = v.object({
  industries: v.array(IndustrySchema),
  additionalSectors: v.array(SectorSchema),
});

/**
 * The industries area's records in one language: its structure with the language's words.
 * `messages`: another set of words for the same structure (a language in the making, a test's).
 */
export function industriesRecords(
  locale: Locale,
  messages: unknown = messageFiles.industries[locale],
) {
  return recordsFromMessages(
    messagesFileName('industries', locale),
    RecordsSchema,
    industriesStructure,
    messages,
  );
}
