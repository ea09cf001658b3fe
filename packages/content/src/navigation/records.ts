import * as v from 'valibot';
import { factValues } from '../facts';
import type { Locale } from '../locale';
import { messageFiles, messagesFileName } from '../messages';
import { recordsFromMessages } from '../shared/messages';
import { LinkSchema } from '../shared/schema';
import { type FooterContent, FooterContentSchema, NavItemSchema } from './schema';
import { navigationStructure } from './structure';

const RecordsSchema = v.object({
  mainNavigation: v.array(NavItemSchema),
  primaryCta: LinkSchema,
  footerContent: FooterContentSchema,
});

/**
 * The navigation area's records in one language: its structure with the language's words.
 * `messages`: another set of words for the same structure (a language in the making, a test's).
 */
export function navigationRecords(
  locale: Locale,
  messages: unknown = messageFiles.navigation[locale],
) {
  const records = recordsFromMessages(
    messagesFileName('navigation', locale),
    RecordsSchema,
    navigationStructure,
    messages,
    factValues(locale),
  );
  // The schema checks the copyright line is a function of the year; FooterContent says so.
  return { ...records, footerContent: records.footerContent as FooterContent };
}
