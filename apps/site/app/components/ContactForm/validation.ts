/**
 * What the consultation form needs only once the visitor means to use it: the checks (valibot and
 * the schema; the messages come with the page's props) and the sending (lib/email.ts).
 * ContactForm loads this module with import() on the first focus or press inside the form, so
 * none of it is part of the page's initial JavaScript.
 */
export { createContactFormValidator } from '@lumenor/content';
export { focusFirstInvalidField } from '@lumenor/ui';
export {
  buildEmailPayload,
  emailJsConfig,
  sendContactRequest,
  sendTimeoutMs,
} from '../../lib/email';
