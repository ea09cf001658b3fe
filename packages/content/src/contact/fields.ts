/**
 * The consultation form's fields and limits: what the form and its checks share. No valibot here,
 * so a page can draw the form without bundling its checks (see schema.ts and en.ts).
 */

/** The fields of the consultation request form, in the order they are shown. */
export const contactFieldNames = ['name', 'email', 'phone', 'service', 'message'] as const;
export type ContactField = (typeof contactFieldNames)[number];

/** What the visitor typed, one string per field (phone may be empty). */
export type ContactFormValues = Record<ContactField, string>;

/** An empty form. */
export const emptyContactFormValues: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  service: '',
  message: '',
};

/**
 * Limits of the consultation form. Minimums are counted in characters as a
 * reader sees them (grapheme clusters: 'రా' or '👍🏽' is one character). Maximums are counted in
 * UTF-16 code units, the unit of the HTML `maxlength` attribute, so the field's cap, its live count
 * and the schema always agree.
 */
export const contactLimits = {
  nameMin: 2,
  nameMax: 100,
  /** RFC 5321: a forward-path holds at most 254 characters of address. */
  emailMax: 254,
  phoneMax: 30,
  serviceMax: 100,
  messageMin: 10,
  messageMax: 5000,
} as const;

export type ContactLimits = typeof contactLimits;

/**
 * The feedback form on /feedback: the same form and checks with only the name, e-mail and message
 * shown. Its service is fixed to 'website-feedback', which the inbox reads as 'Website feedback',
 * so a message says which form it came from.
 */
export const feedbackFieldNames = [
  'name',
  'email',
  'message',
] as const satisfies readonly ContactField[];

/** The service a feedback message is sent as: the value the form holds, the label the inbox reads. */
export const feedbackService = { value: 'website-feedback', label: 'Website feedback' } as const;

/** An empty feedback form: its fixed service already chosen. */
export const emptyFeedbackFormValues: ContactFormValues = {
  ...emptyContactFormValues,
  service: feedbackService.value,
};
