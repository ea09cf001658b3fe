import * as v from 'valibot';
import type { Locale } from '../locale';
import { messageFiles, messagesFileName } from '../messages';
import { recordsFromMessages } from '../shared/messages';
import { GovServicePageSchema, GovSolutionAreaSchema, StatePageSchema } from './schema';
import { governmentStructure } from './structure';

const RecordsSchema = v.object({
  govSolutionAreas: v.array(GovSolutionAreaSchema),
  govServicePages: v.array(GovServicePageSchema),
  statePages: v.object({ andhraPradesh: StatePageSchema, telangana: StatePageSchema }),
});

/**
 * The government area's records in one language: its structure with the language's words.
 * `messages`: another set of words for the same structure (a language in the making, a test's).
 */
export function governmentRecords(
  locale: Locale,
  messages: unknown = messageFiles.government[locale],
) {
  return recordsFromMessages(
    messagesFileName('government', locale),
    RecordsSchema,
    governmentStructure,
    messages,
  );
}
