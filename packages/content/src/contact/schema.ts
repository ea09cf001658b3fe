import * as v from 'valibot';
import type { CharacterCountCopy } from './character-count';
import { contactLimits } from './fields';

const nonEmpty = v.pipe(v.string(), v.nonEmpty());

const fieldCopySchema = v.object({
  label: nonEmpty,
  /** Hint shown inside the empty field; never a substitute for the label. */
  placeholder: v.optional(nonEmpty),
  /** Help text under the label, linked with aria-describedby. */
  description: v.optional(nonEmpty),
});
export type ContactFieldCopy = v.InferOutput<typeof fieldCopySchema>;

/**
 * Copy of the consultation form, plain data so a page can pass it in its loader data. The
 * validation messages are separate (ContactErrorMessages): they go with the checks.
 */
export const contactFormCopySchema = v.object({
  /** Says which fields are required; shown above the fields. */
  requiredNote: nonEmpty,
  fields: v.object({
    name: fieldCopySchema,
    email: fieldCopySchema,
    phone: fieldCopySchema,
    service: fieldCopySchema,
    message: fieldCopySchema,
  }),
  submitLabel: nonEmpty,
  /** Button text and polite announcement while the request is on its way. */
  pendingLabel: nonEmpty,
  success: v.object({ title: v.string(), description: v.string() }),
  failure: v.object({ title: v.string(), description: v.string() }),
  /** Live count under the message box, e.g. '4,812 of 5,000 characters' (formatCharacterCount). */
  characterCount: v.object({
    wording: v.pipe(v.string(), v.includes('{count}'), v.includes('{max}')),
    /** Past the limit: how many too many (`{over}`), in the language's plural forms. */
    tooMany: v.object({
      one: v.optional(v.pipe(v.string(), v.includes('{over}'))),
      other: v.pipe(v.string(), v.includes('{over}')),
    }),
    numberLocale: nonEmpty,
  }) satisfies v.GenericSchema<CharacterCountCopy>,
  /** Label of the hidden bot trap. People never see it; screen readers skip it. */
  honeypotLabel: nonEmpty,
  /** Shown when JavaScript is off: the form cannot send, so point to the inbox. */
  noScript: v.object({ before: nonEmpty, after: v.string() }),
  /**
   * Shown when the form's script could not load (blocked, offline, a deploy since the page was
   * cached): nothing was sent, what was typed is kept, the form tries again, and the inbox is
   * offered; `subject` heads the e-mail the link opens with what was typed.
   */
  unavailable: v.object({ before: nonEmpty, after: v.string(), subject: nonEmpty }),
});
export type ContactFormCopy = v.InferOutput<typeof contactFormCopySchema>;

/** Every message a visitor can see from the schema. A raw valibot message never reaches the page. */
export const contactErrorMessagesSchema = v.object({
  nameMin: nonEmpty,
  nameMax: nonEmpty,
  email: nonEmpty,
  phoneMax: nonEmpty,
  service: nonEmpty,
  messageMin: nonEmpty,
  messageMax: nonEmpty,
});
export type ContactErrorMessages = v.InferOutput<typeof contactErrorMessagesSchema>;

/**
 * Characters that take no room on screen: format characters (zero-width space, joiners, word
 * joiner, byte-order mark, soft hyphen), every kind of space and line break, and control codes.
 */
const invisibleCharacters = /[\p{Cf}\p{Zs}\p{Zl}\p{Zp}\p{Cc}\s]/gu;
/** A character that is not a combining mark: a grapheme of marks alone shows nothing to read. */
const baseCharacter = /\P{M}/u;

/** Format and control characters: they take no room, but a space or line break does. */
const formatCharacters = /[\p{Cf}]|(?![\t\n\r])\p{Cc}/gu;

/**
 * Characters a reader sees in a text: grapheme clusters ('రా' or '👍🏽' is one) once invisible
 * characters are gone, not counting clusters made of combining marks alone. Spaces and line
 * breaks count only with `spaces: 'between words'`, and then only between other characters (a
 * message's words are read with their spaces; a name is not made longer by one).
 */
export function countVisibleCharacters(
  value: string,
  { spaces = 'none' }: { spaces?: 'none' | 'between words' } = {},
): number {
  const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
  const shown =
    spaces === 'none'
      ? value.replace(invisibleCharacters, '')
      : value.replace(formatCharacters, '').trim();
  let count = 0;
  for (const { segment } of segmenter.segment(shown)) {
    if (baseCharacter.test(segment)) count += 1;
  }
  return count;
}

/**
 * An address as an `<input type="email">` accepts it, domain in its ASCII form: dot-separated
 * ASCII local part; host labels of letters, digits and inner hyphens (so punycode `xn--` labels
 * pass); a top-level domain of two letters or more, or an internationalised one (`xn--`).
 */
const asciiEmail =
  /^[\w+-]+(?:\.[\w+-]+)*@(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+(?:[a-z]{2,}|xn--[a-z\d-]*[a-z\d])$/i;
/** A domain written in any script: letters, marks, digits, dots and hyphens only. */
const unicodeDomain = /^[\p{L}\p{M}\p{N}.-]+$/u;

/**
 * Whether an e-mail address is well formed. A domain in another script (`ఉదాహరణ.భారత్`) is
 * checked in the ASCII form mail systems use (`xn--noc6ci4b4b3a.xn--fpcrj9c3d`, which is also
 * what a browser's e-mail field gives), converted by the URL parser's IDNA mapping.
 */
export function isEmailAddress(value: string, maxLength: number = contactLimits.emailMax): boolean {
  const at = value.lastIndexOf('@');
  if (at === -1) return false;
  const domain = value.slice(at + 1);
  let asciiDomain = domain;
  if (!/^[\x21-\x7e]*$/.test(domain)) {
    if (!unicodeDomain.test(domain)) return false;
    try {
      asciiDomain = new URL(`http://${domain}`).hostname;
    } catch {
      return false;
    }
  }
  const address = `${value.slice(0, at)}@${asciiDomain}`;
  return address.length <= maxLength && asciiEmail.test(address);
}

/**
 * Builds the form schema with the messages of one locale. Every check carries our own message,
 * including the type checks, so no valibot default text can surface. Values are trimmed here,
 * once: what passes is what is sent.
 */
export function createContactFormSchema(errors: ContactErrorMessages) {
  const limits = contactLimits;
  return v.object({
    name: v.pipe(
      v.string(errors.nameMin),
      v.trim(),
      // A name of zero-width or other invisible characters only looks filled in.
      v.check((name) => countVisibleCharacters(name) >= limits.nameMin, errors.nameMin),
      v.maxLength(limits.nameMax, errors.nameMax),
    ),
    email: v.pipe(
      v.string(errors.email),
      v.trim(),
      v.maxLength(limits.emailMax, errors.email),
      v.check((email) => isEmailAddress(email), errors.email),
    ),
    phone: v.optional(
      v.pipe(v.string(errors.phoneMax), v.trim(), v.maxLength(limits.phoneMax, errors.phoneMax)),
      '',
    ),
    service: v.pipe(
      v.string(errors.service),
      v.trim(),
      v.minLength(1, errors.service),
      v.maxLength(limits.serviceMax, errors.service),
    ),
    message: v.pipe(
      v.string(errors.messageMin),
      v.trim(),
      // Zero-width spaces, soft hyphens or joiners alone look like nothing: count what shows.
      v.check(
        (message) =>
          countVisibleCharacters(message, { spaces: 'between words' }) >= limits.messageMin,
        errors.messageMin,
      ),
      v.maxLength(limits.messageMax, errors.messageMax),
    ),
  });
}

export type ContactFormSchema = ReturnType<typeof createContactFormSchema>;
/** The values after a successful check: trimmed, phone '' when not given. */
export type ContactFormOutput = v.InferOutput<ContactFormSchema>;

/**
 * The e-mail the newsletter's Subscribe link prepares. Plain strings, so a page can take it from
 * its loader data instead of shipping the copy as JavaScript.
 */
export type NewsletterMail = {
  /** Subject of the e-mail the Subscribe button opens. */
  subject: string;
  /** Body of that e-mail when the visitor typed no address. */
  body: string;
  /** Body with the typed address, which takes the place of `{address}`. */
  bodyWithAddress: string;
};

export type NewsletterCopy = NewsletterMail & {
  /** Says, next to the button, what Subscribe does. */
  note: (inbox: string) => string;
};

export const newsletterCopySchema = v.object({
  subject: v.pipe(v.string(), v.nonEmpty()),
  body: v.pipe(v.string(), v.nonEmpty()),
  bodyWithAddress: v.pipe(v.string(), v.includes('{address}')),
  note: v.function(),
});
