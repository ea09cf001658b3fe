import * as v from 'valibot';
import type { Locale } from '../locale';
import { messageFiles, messagesFileName } from '../messages';
import { recordsFromMessages } from '../shared/messages';
import { CoreValueSchema, FeatureItemSchema, TestimonialSchema } from './schema';
import { highlightsStructure } from './structure';

const RecordsSchema = v.object({
  testimonials: v.array(TestimonialSchema),
  whyChooseUs: v.array(FeatureItemSchema),
  coreValues: v.array(CoreValueSchema),
});

/**
 * The highlights area's records in one language: its structure with the language's words.
 * `messages`: another set of words for the same structure (a language in the making, a test's).
 */
export function highlightsRecords(
  locale: Locale,
  messages: unknown = messageFiles.highlights[locale],
) {
  return recordsFromMessages(
    messagesFileName('highlights', locale),
    RecordsSchema,
    highlightsStructure,
    messages,
  );
}
