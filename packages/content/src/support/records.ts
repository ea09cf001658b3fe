import * as v from 'valibot';
import type { Locale } from '../locale';
import { messageFiles, messagesFileName } from '../messages';
import { recordsFromMessages } from '../shared/messages';
import { FaqSchema, LiveChatSchema, ReplyPromiseSchema } from './schema';
import { supportStructure } from './structure';

const RecordsSchema = v.object({
  liveChat: LiveChatSchema,
  replyPromise: ReplyPromiseSchema,
  faqs: v.array(FaqSchema),
});

/**
 * The support area's records in one language: its structure with the language's words.
 * `messages`: another set of words for the same structure (a language in the making, a test's).
 */
export function supportRecords(locale: Locale, messages: unknown = messageFiles.support[locale]) {
  return recordsFromMessages(
    messagesFileName('support', locale),
    RecordsSchema,
    supportStructure,
    messages,
  );
}
