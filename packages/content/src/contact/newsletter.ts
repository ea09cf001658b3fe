import type { NewsletterMail } from './schema';

// Its own module, importing nothing at run time: a page with only the newsletter box bundles this
// function, not the form's validation (valibot) that helpers.ts needs.

/**
 * A `mailto:` link to `inbox` with the newsletter subject and the typed address in the body.
 * Encoded with encodeURIComponent (spaces as %20): mail clients show a `+` literally.
 */
export function newsletterMailtoHref(inbox: string, address: string, mail: NewsletterMail): string {
  const typed = address.trim();
  // split/join, not replace: an address may contain `$&`, which replace() would expand.
  const text = typed === '' ? mail.body : mail.bodyWithAddress.split('{address}').join(typed);
  return `mailto:${inbox}?subject=${encodeURIComponent(mail.subject)}&body=${encodeURIComponent(text)}`;
}
