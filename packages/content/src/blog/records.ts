import * as v from 'valibot';
import { factValues } from '../facts';
import type { Locale } from '../locale';
import { messageFiles, messagesFileName } from '../messages';
import { recordsFromMessages } from '../shared/messages';
import { type BlogCategory, type BlogCopy, blogCategorySchema, blogCopySchema } from './schema';
import { blogStructure } from './structure';

const RecordsSchema = v.object({
  blogCategories: v.array(blogCategorySchema),
  blogCopy: blogCopySchema,
});

/**
 * The blog's categories and screen words in one language (its articles are Markdown files:
 * posts/). `messages`: another set of words for the same structure (a language in the making,
 * a test's).
 */
export function blogRecords(
  locale: Locale,
  messages: unknown = messageFiles.blog[locale],
): { blogCategories: BlogCategory[]; blogCopy: BlogCopy } {
  const records = recordsFromMessages(
    messagesFileName('blog', locale),
    RecordsSchema,
    blogStructure,
    messages,
    factValues(locale),
  );
  // The schema checks the functions are there; BlogCopy says what they take.
  return { blogCategories: records.blogCategories, blogCopy: records.blogCopy as BlogCopy };
}
