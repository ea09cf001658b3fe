export {
  contactErrorMessages,
  contactFormCopy,
  contactFormSchema,
  newsletterCopy,
  validateContactForm,
} from './en';
export type { CharacterCountCopy, ContactField, ContactFormValues } from './fields';
export {
  contactFieldNames,
  contactLimits,
  emptyContactFormValues,
  formatCharacterCount,
} from './fields';
export type { ContactValidationResult, EmailJsConfig, EmailJsPayload } from './helpers';
export {
  buildEmailPayload,
  createContactFormValidator,
  emailJsEndpoint,
  phoneNotProvided,
} from './helpers';
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
