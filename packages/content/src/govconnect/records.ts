import * as v from 'valibot';
import type { Locale } from '../locale';
import { messageFiles, messagesFileName } from '../messages';
import { recordsFromMessages } from '../shared/messages';
import { GovConnectOfferingSchema } from './schema';
import { govconnectStructure } from './structure';

const RecordsSchema = v.object({
  govConnectOfferings: v.array(GovConnectOfferingSchema),
});

/**
 * The govconnect area's records in one language: its structure with the language's words.
 * `messages`: another set of words for the same structure (a language in the making, a test's).
 */
export function govconnectRecords(
  locale: Locale,
  messages: unknown = messageFiles.govconnect[locale],
) {
  return recordsFromMessages(
    messagesFileName('govconnect', locale),
    RecordsSchema,
    govconnectStructure,
    messages,
  );
}
