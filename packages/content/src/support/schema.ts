import * as v from 'valibot';
import { SlugSchema, TextSchema } from '../shared/schema';

export const FaqSchema = v.object({
  id: SlugSchema,
  question: v.pipe(TextSchema, v.endsWith('?', 'must be a question ending with ?')),
  answer: TextSchema,
});
export type Faq = v.InferOutput<typeof FaqSchema>;

/** When live chat is staffed, as the page's language writes it (the English edition's wording is tested). */
export const LiveChatSchema = v.object({
  days: TextSchema,
  hours: TextSchema,
  text: TextSchema,
});
export type LiveChat = v.InferOutput<typeof LiveChatSchema>;

export const ReplyPromiseSchema = v.object({
  hours: v.literal(24),
  // The text states the hours in figures, in every language ('within 24 hours', '24 గంటల్లోగా').
  text: v.pipe(TextSchema, v.includes('24')),
});
export type ReplyPromise = v.InferOutput<typeof ReplyPromiseSchema>;
