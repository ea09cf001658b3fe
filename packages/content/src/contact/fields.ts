/**
 * The consultation form's fields, limits and count wording: what the form needs to render. No
 * valibot here, so a page can draw the form without bundling its checks (see schema.ts and en.ts).
 */

/** The fields of the consultation request form, in the order they are shown (SPEC §3). */
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
 * Limits of the consultation form. Minimums come from SPEC §5 and are counted in characters as a
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

/** The live count under the message box, as plain data (it travels in a page's loader data). */
export type CharacterCountCopy = {
  /** The sentence, with `{count}` and `{max}` where the numbers go. */
  wording: string;
  /** BCP 47 locale the numbers are grouped for, e.g. 'en-IN'. */
  numberLocale: string;
};

/** The count text, e.g. '4,812 of 5,000 characters'. */
export function formatCharacterCount(
  { wording, numberLocale }: CharacterCountCopy,
  count: number,
  max: number,
): string {
  const format = (value: number) => value.toLocaleString(numberLocale);
  // A function replacement, so a `$` in the wording is never read as a pattern.
  return wording.replace(/\{(count|max)\}/g, (_, name: string) =>
    format(name === 'count' ? count : max),
  );
}
