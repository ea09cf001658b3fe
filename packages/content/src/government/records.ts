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

/** The government area's records in one language: its structure with the language's words. */
export function governmentRecords(locale: Locale) {
  return recordsFromMessages(
    messagesFileName('government', locale),
    RecordsSchema,
    governmentStructure,
    messageFiles.government[locale],
  );
}
