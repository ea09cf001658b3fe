import { contactLimits } from './fields';
import { createContactFormValidator } from './helpers';
import { contactErrorMessagesFrom } from './messages';
import type { ContactFormCopy, NewsletterCopy } from './schema';
import { createContactFormSchema } from './schema';

/** Copy of the consultation request form on /contact: labels, states and notifications. */
export const contactFormCopy: ContactFormCopy = {
  requiredNote: 'All fields are required except phone.',
  fields: {
    name: { label: 'Full name', placeholder: 'e.g. Priya Reddy' },
    email: {
      label: 'Email',
      placeholder: 'you@department.gov.in',
      description: 'We reply to this address.',
    },
    phone: {
      label: 'Phone (optional)',
      placeholder: '+91 98480 12345',
      description: 'Add a number if you would rather we call you.',
    },
    service: { label: 'Service', placeholder: 'Select a service' },
    message: {
      label: 'Message',
      placeholder: 'Your goals, timelines and the departments or teams involved',
      description: `At least ${contactLimits.messageMin} characters.`,
    },
  },
  submitLabel: 'Send Request',
  pendingLabel: 'Submitting...',
  success: {
    title: 'Form submitted successfully!',
    description: "We'll get back to you as soon as possible.",
  },
  failure: {
    title: 'Error',
    description: 'There was a problem submitting your form. Please try again later.',
  },
  characterCount: {
    wording: '{count} of {max} characters',
    tooMany: {
      one: 'You have {over} character too many',
      other: 'You have {over} characters too many',
    },
    numberLocale: 'en-IN',
  },
  honeypotLabel: 'Leave this field empty',
  noScript: {
    before: 'This form needs JavaScript to send. You can e-mail your request to',
    after: 'and we will reply within 24 hours on working days.',
  },
  unavailable: {
    before:
      'The form could not load, so nothing has been sent, and what you typed is still here. It tries again when you next use it or when your connection returns. You can also e-mail your request to',
    after: 'and we will reply within 24 hours on working days.',
    subject: 'Consultation request',
  },
};

/** The form's validation messages; they travel with the checks, not with the copy. */
/** The validation messages as written, each limit named by its placeholder. */
const contactErrorTemplates = {
  nameMin: 'Name must be at least {min} characters',
  nameMax: 'Name must be at most {max} characters',
  email: 'Please enter a valid email address',
  phoneMax: 'Phone number must be at most {max} characters',
  service: 'Please select a service',
  messageMin: 'Message must be at least {min} characters',
  messageMax: 'Message must be at most {max} characters',
};

export const contactErrorMessages = contactErrorMessagesFrom(contactErrorTemplates);

/** Copy of the feedback form on /feedback: the consultation form's, with its own words. */
export const feedbackFormCopy: ContactFormCopy = {
  ...contactFormCopy,
  requiredNote: 'All fields are required.',
  fields: {
    ...contactFormCopy.fields,
    message: {
      label: 'Feedback',
      placeholder: 'What worked, what did not, and on which page',
      description: `At least ${contactLimits.messageMin} characters.`,
    },
  },
  submitLabel: 'Send Feedback',
  success: {
    title: 'Thank you for your feedback!',
    description: 'We read every message, and reply when you ask us something.',
  },
  noScript: {
    before: 'This form needs JavaScript to send. You can e-mail your feedback to',
    after: 'and we will reply within 24 hours on working days.',
  },
  unavailable: {
    before:
      'The form could not load, so nothing has been sent, and what you typed is still here. It tries again when you next use it or when your connection returns. You can also e-mail your feedback to',
    after: 'and we will reply within 24 hours on working days.',
    subject: 'Website feedback',
  },
};

/** The feedback form's messages: the consultation form's, naming the feedback box. */
export const feedbackErrorMessages = contactErrorMessagesFrom({
  ...contactErrorTemplates,
  messageMin: 'Feedback must be at least {min} characters',
  messageMax: 'Feedback must be at most {max} characters',
});

/** The newsletter box on /blog opens the visitor's mail client (see the Newsletter component). */
export const newsletterCopy: NewsletterCopy = {
  subject: 'Subscribe to the Lumenor newsletter',
  body: 'Please add me to the Lumenor Technologies newsletter.',
  bodyWithAddress: 'Please add {address} to the Lumenor Technologies newsletter.',
  note: (inbox) => `Subscribe opens your e-mail app with a ready-made request to ${inbox}.`,
};

/** The form schema with the English messages. */
export const contactFormSchema = createContactFormSchema(contactErrorMessages);

/** Checks the form; returns the trimmed values or the first English message of each field. */
export const validateContactForm = createContactFormValidator(contactErrorMessages);
