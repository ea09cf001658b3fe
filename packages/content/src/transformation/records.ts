import * as v from 'valibot';
import type { Locale } from '../locale';
import { messageFiles, messagesFileName } from '../messages';
import { recordsFromMessages } from '../shared/messages';
import { EnablingTechnologySchema, TransformationStepSchema } from './schema';
import { transformationStructure } from './structure';

const RecordsSchema = v.object({
  transformationSteps: v.array(TransformationStepSchema),
  enablingTechnologies: v.array(EnablingTechnologySchema),
});

/**
 * The transformation area's records in one language: its structure with the language's words.
 * `messages`: another set of words for the same structure (a language in the making, a test's).
 */
export function transformationRecords(
  locale: Locale,
  messages: unknown = messageFiles.transformation[locale],
) {
  return recordsFromMessages(
    messagesFileName('transformation', locale),
    RecordsSchema,
    transformationStructure,
    messages,
  );
}
