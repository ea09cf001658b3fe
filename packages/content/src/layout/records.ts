import * as v from 'valibot';
import { factValues } from '../facts';
import type { Locale } from '../locale';
import { messageFiles, messagesFileName } from '../messages';
import { recordsFromMessages } from '../shared/messages';
import { LayoutCopySchema } from './schema';
import { layoutStructure } from './structure';

const RecordsSchema = v.object({
  layoutCopy: LayoutCopySchema,
});

/**
 * The layout area's records in one language: its structure with the language's words.
 * `messages`: another set of words for the same structure (a language in the making, a test's).
 */
export function layoutRecords(locale: Locale, messages: unknown = messageFiles.layout[locale]) {
  return recordsFromMessages(
    messagesFileName('layout', locale),
    RecordsSchema,
    layoutStructure,
    messages,
    factValues(locale),
  );
}
