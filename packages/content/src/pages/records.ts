import * as v from 'valibot';
import { factValues } from '../facts';
import { layoutRecords } from '../layout/records';
import type { Locale } from '../locale';
import { messageFiles, messagesFileName } from '../messages';
import { recordsFromMessages } from '../shared/messages';
import { PagesSchema } from './schema';
import { pagesStructure } from './structure';

/** The 404 page says what the layout's not-found copy says (`{layoutCopy.notFound.title}`); so does its head data (site area). */
export function notFoundValues(locale: Locale) {
  const { notFound } = layoutRecords(locale).layoutCopy;
  return {
    'layoutCopy.notFound.title': notFound.title,
    'layoutCopy.notFound.body': notFound.body,
    'layoutCopy.notFound.action.label': notFound.action.label,
    'layoutCopy.notFound.logMessage': notFound.logMessage,
  };
}

const RecordsSchema = v.object({
  pages: PagesSchema,
});

/**
 * The pages area's records in one language: its structure with the language's words.
 * `messages`: another set of words for the same structure (a language in the making, a test's).
 */
export function pagesRecords(locale: Locale, messages: unknown = messageFiles.pages[locale]) {
  return recordsFromMessages(
    messagesFileName('pages', locale),
    RecordsSchema,
    pagesStructure,
    messages,
    { ...factValues(locale), ...notFoundValues(locale) },
  );
}
