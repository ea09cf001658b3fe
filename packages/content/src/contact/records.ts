import * as v from 'valibot';
import type { Locale } from '../locale';
import { messageFiles, messagesFileName } from '../messages';
import { recordsFromMessages } from '../shared/messages';
import { contactLimits } from './fields';
import { createContactFormValidator } from './helpers';
import { contactErrorMessagesFrom, contactErrorTemplatesSchema } from './messages';
import {
  type ContactFormCopy,
  contactFormCopySchema,
  createContactFormSchema,
  type NewsletterCopy,
  newsletterCopySchema,
} from './schema';
import { contactStructure } from './structure';

/** The words of the feedback form that differ from the consultation form's, field by field. */
const FeedbackOverridesSchema = v.object({
  requiredNote: v.string(),
  fields: v.object({ message: v.object({ label: v.string(), placeholder: v.string() }) }),
  submitLabel: v.string(),
  success: contactFormCopySchema.entries.success,
  noScript: v.object({ before: v.string() }),
  unavailable: v.object({ before: v.string(), subject: v.string() }),
});

const RecordsSchema = v.object({
  contactFormCopy: contactFormCopySchema,
  contactErrorTemplates: contactErrorTemplatesSchema,
  feedbackFormCopy: FeedbackOverridesSchema,
  feedbackErrorTemplates: v.object({
    messageMin: contactErrorTemplatesSchema.entries.messageMin,
    messageMax: contactErrorTemplatesSchema.entries.messageMax,
  }),
  newsletterCopy: newsletterCopySchema,
});

/**
 * The contact area's records in one language: the consultation and feedback forms' words, their
 * validation messages (each limit filled from `contactLimits`) and the newsletter box's words.
 * `messages`: another set of words for the same structure (a language in the making, a test's).
 */
export function contactRecords(locale: Locale, messages: unknown = messageFiles.contact[locale]) {
  const words = recordsFromMessages(
    messagesFileName('contact', locale),
    RecordsSchema,
    contactStructure,
    messages,
    { 'contactLimits.messageMin': contactLimits.messageMin },
  );
  const { contactFormCopy, feedbackFormCopy: feedback } = words;
  // The feedback form is the consultation form with its own words where they differ.
  const feedbackFormCopy: ContactFormCopy = {
    ...contactFormCopy,
    ...feedback,
    fields: {
      ...contactFormCopy.fields,
      message: { ...contactFormCopy.fields.message, ...feedback.fields.message },
    },
    noScript: { ...contactFormCopy.noScript, ...feedback.noScript },
    unavailable: { ...contactFormCopy.unavailable, ...feedback.unavailable },
  };
  const contactErrorMessages = contactErrorMessagesFrom(words.contactErrorTemplates);
  return {
    contactFormCopy,
    contactErrorMessages,
    feedbackFormCopy,
    feedbackErrorMessages: contactErrorMessagesFrom({
      ...words.contactErrorTemplates,
      ...words.feedbackErrorTemplates,
    }),
    // The schema checks the note is a function; NewsletterCopy says of what.
    newsletterCopy: words.newsletterCopy as NewsletterCopy,
    /** The form schema with this language's messages. */
    contactFormSchema: createContactFormSchema(contactErrorMessages),
    /** Checks the form; returns the trimmed values or the first message of each field. */
    validateContactForm: createContactFormValidator(contactErrorMessages),
  };
}
