import { contactRecords } from './records';

/** The contact area in English (the words: data/messages/contact/contact.en.json). */
export const {
  contactFormCopy,
  contactErrorMessages,
  feedbackFormCopy,
  feedbackErrorMessages,
  newsletterCopy,
  contactFormSchema,
  validateContactForm,
} = /* @__PURE__ */ contactRecords('en');
