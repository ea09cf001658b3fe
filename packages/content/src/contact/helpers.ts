import * as v from 'valibot';
import { type Locale, localeDetails } from '../locale';
import type { ServiceOption } from '../services/schema';
import { type ContactField, contactFieldNames, emptyContactFormValues } from './fields';
import type { ContactErrorMessages, ContactFormOutput } from './schema';
import { createContactFormSchema } from './schema';

export type ContactValidationResult =
  | { success: true; output: ContactFormOutput }
  | { success: false; fieldErrors: Partial<Record<ContactField, string>> };

function isContactField(key: unknown): key is ContactField {
  return typeof key === 'string' && (contactFieldNames as readonly string[]).includes(key);
}

/** Which message a field shows when a check fails in a way our copy does not name. */
function fallbackMessage(field: ContactField, errors: ContactErrorMessages): string {
  switch (field) {
    case 'name':
      return errors.nameMin;
    case 'email':
      return errors.email;
    case 'phone':
      return errors.phoneMax;
    case 'service':
      return errors.service;
    case 'message':
      return errors.messageMin;
  }
}

/**
 * Checks the form with the messages of one locale. Returns the trimmed values, or the first
 * message of every invalid field. Every message is one of `errors`; anything unexpected (a value
 * of the wrong type) maps to the field's own message, so a visitor never reads valibot's text.
 */
export function createContactFormValidator(errors: ContactErrorMessages) {
  const schema = createContactFormSchema(errors);
  const known = new Set<string>(Object.values(errors));
  return (values: Partial<Record<ContactField, unknown>>): ContactValidationResult => {
    const input = { ...emptyContactFormValues, ...values };
    const result = v.safeParse(schema, input);
    if (result.success) return { success: true, output: result.output };
    const fieldErrors: Partial<Record<ContactField, string>> = {};
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      const fields = isContactField(key) ? [key] : contactFieldNames;
      for (const field of fields) {
        if (fieldErrors[field] !== undefined) continue;
        fieldErrors[field] = known.has(issue.message)
          ? issue.message
          : fallbackMessage(field, errors);
      }
    }
    return { success: false, fieldErrors };
  };
}

/**
 * The service choices as the inbox reads them, whatever the page's language: the English labels,
 * marked '(Telugu site)' when the request came from a Telugu page so the reply can be in Telugu.
 */
export function inboxServiceOptions(
  englishOptions: readonly ServiceOption[],
  locale: Locale,
): ServiceOption[] {
  return englishOptions.map(({ value, label }) => ({
    value,
    label: locale === 'en' ? label : `${label} (${localeDetails[locale].englishName} site)`,
  }));
}
