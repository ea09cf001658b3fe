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

/** The support area's records in one language: its structure with the language's words. */
export function supportRecords(locale: Locale) {
  return recordsFromMessages(
    messagesFileName('support', locale),
    RecordsSchema,
    supportStructure,
    messageFiles.support[locale],
  );
}
