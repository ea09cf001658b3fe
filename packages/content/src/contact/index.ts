export { contactFormCopy, contactFormSchema, newsletterCopy, validateContactForm } from './en';
export type { ContactValidationResult, EmailJsConfig, EmailJsPayload } from './helpers';
export {
  buildEmailPayload,
  createContactFormValidator,
  emailJsEndpoint,
  emptyContactFormValues,
  phoneNotProvided,
} from './helpers';
export { newsletterMailtoHref } from './newsletter';
export type {
  ContactErrorMessages,
  ContactField,
  ContactFieldCopy,
  ContactFormCopy,
  ContactFormOutput,
  ContactFormSchema,
  ContactFormValues,
  NewsletterCopy,
  NewsletterMail,
} from './schema';
export {
  contactFieldNames,
  contactFormCopySchema,
  contactLimits,
  createContactFormSchema,
  newsletterCopySchema,
} from './schema';
