export { contactFormCopy, contactFormSchema, newsletterCopy, validateContactForm } from './en';
export type { ContactValidationResult, EmailJsConfig, EmailJsPayload } from './helpers';
export {
  buildEmailPayload,
  createContactFormValidator,
  emailJsEndpoint,
  emptyContactFormValues,
  newsletterMailtoHref,
  phoneNotProvided,
} from './helpers';
export type {
  ContactErrorMessages,
  ContactField,
  ContactFieldCopy,
  ContactFormCopy,
  ContactFormOutput,
  ContactFormSchema,
  ContactFormValues,
  NewsletterCopy,
} from './schema';
export {
  contactFieldNames,
  contactFormCopySchema,
  contactLimits,
  createContactFormSchema,
  newsletterCopySchema,
} from './schema';
