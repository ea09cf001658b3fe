import * as v from 'valibot';
import { type Locale, localeDetails } from '../locale';
import type { ServiceOption } from '../services/schema';
import {
  type ContactField,
  type ContactFormValues,
  contactFieldNames,
  emptyContactFormValues,
} from './fields';
import type { ContactErrorMessages, ContactFormOutput } from './schema';
import { createContactFormSchema } from './schema';

/** The EmailJS REST endpoint the consultation form posts to. */
export const emailJsEndpoint = 'https://api.emailjs.com/api/v1.0/email/send';

/** Shown as `from_phone` when the visitor leaves the phone field empty. */
export const phoneNotProvided = 'Not provided';

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

/** Public identifiers of the EmailJS account, plus the inbox that receives requests. */
export type EmailJsConfig = {
  serviceId: string;
  templateId: string;
  publicKey: string;
  toEmail: string;
};

/** The JSON body of the EmailJS send call: service, template, public key and template_params. */
export type EmailJsPayload = {
  service_id: string;
  template_id: string;
  user_id: string;
  template_params: {
    from_name: string;
    from_email: string;
    from_phone: string;
    service: string;
    message: string;
    to_email: string;
  };
};

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

/**
 * Builds the body of the EmailJS call. Values are trimmed; an empty phone reads 'Not provided';
 * the service is sent as its label in `options` (`serviceOptions`), or as the raw value when no
 * option has that value. The options are a parameter, not a default, so a page that gets them
 * from its loader data does not bundle the service list.
 */
export function buildEmailPayload(
  values: ContactFormValues,
  config: EmailJsConfig,
  options: readonly ServiceOption[],
): EmailJsPayload {
  const service = values.service.trim();
  const phone = values.phone.trim();
  return {
    service_id: config.serviceId,
    template_id: config.templateId,
    user_id: config.publicKey,
    template_params: {
      from_name: values.name.trim(),
      from_email: values.email.trim(),
      from_phone: phone === '' ? phoneNotProvided : phone,
      service: options.find((option) => option.value === service)?.label ?? service,
      message: values.message.trim(),
      to_email: config.toEmail,
    },
  };
}
