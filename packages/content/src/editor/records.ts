import * as v from 'valibot';
import type { Locale } from '../locale';
import { messageFiles, messagesFileName } from '../messages';
import { recordsFromMessages } from '../shared/messages';
import { EditorCopySchema } from './schema';
import { editorStructure } from './structure';

const RecordsSchema = v.object({
  editorCopy: EditorCopySchema,
});

/** The editor area's records in one language: its structure with the language's words. */
/** `messages`: another set of words for the same structure (a language in the making, a test's). */
export function editorRecords(locale: Locale, messages: unknown = messageFiles.editor[locale]) {
  return recordsFromMessages(
    messagesFileName('editor', locale),
    RecordsSchema,
    editorStructure,
    messages,
  );
}
