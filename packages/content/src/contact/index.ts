export type { CharacterCountCopy } from './character-count';
export { formatCharacterCount } from './character-count';
export {
  contactErrorMessages,
  contactFormCopy,
  contactFormSchema,
  feedbackErrorMessages,
  feedbackFormCopy,
  newsletterCopy,
  validateContactForm,
} from './en';
export type { ContactField, ContactFormValues, ContactLimits } from './fields';
export {
  contactFieldNames,
  contactLimits,
  emptyContactFormValues,
  emptyFeedbackFormValues,
  feedbackFieldNames,
  feedbackService,
} from './fields';
export type { ContactValidationResult } from './helpers';
export { createContactFormValidator, inboxServiceOptions } from './helpers';
export { contactErrorMessagesFrom, contactErrorTemplatesSchema } from './messages';
export { newsletterMailtoHref } from './newsletter';
export type {
  ContactErrorMessages,
  ContactFieldCopy,
  ContactFormCopy,
  ContactFormOutput,
  ContactFormSchema,
  NewsletterCopy,
  NewsletterMail,
} from './schema';
export {
  contactErrorMessagesSchema,
  contactFormCopySchema,
  createContactFormSchema,
  newsletterCopySchema,
} from './schema';
