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

/** The industries area's records in one language: its structure with the language's words. */
export function industriesRecords(locale: Locale) {
  return recordsFromMessages(
    messagesFileName('industries', locale),
    RecordsSchema,
    industriesStructure,
    messageFiles.industries[locale],
  );
}
