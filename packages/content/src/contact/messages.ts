import * as v from 'valibot';
import { type ContactLimits, contactLimits } from './fields';
import { type ContactErrorMessages, contactErrorMessagesSchema } from './schema';

/*
 * Where each language's validation messages are written: apart from schema.ts, so the form's
 * lazily loaded checks (which take the filled messages from the page) never carry this code.
 */

/** A message that names a limit where its placeholder stands ('at least {min} characters'). */
const naming = (placeholder: '{min}' | '{max}') =>
  v.pipe(v.string(), v.includes(placeholder, `must name the limit as ${placeholder}`));

/** The messages as written in each language: each limit a placeholder, filled from the limits. */
export const contactErrorTemplatesSchema = v.object({
  ...contactErrorMessagesSchema.entries,
  nameMin: naming('{min}'),
  nameMax: naming('{max}'),
  phoneMax: naming('{max}'),
  messageMin: naming('{min}'),
  messageMax: naming('{max}'),
});

/**
 * The validation messages of one language, from templates whose `{min}` / `{max}` name the limit
 * each check enforces (`contactLimits`), so a message can never state another number than its
 * check. Checked where the records define them: a template without its placeholder throws.
 */
export function contactErrorMessagesFrom(
  templates: ContactErrorMessages,
  limits: Record<keyof ContactLimits, number> = contactLimits,
): ContactErrorMessages {
  const checked = v.parse(contactErrorTemplatesSchema, templates);
  const fill = (template: string, values: { min?: number; max?: number }) =>
    template.replace(/\{(min|max)\}/g, (_, name: 'min' | 'max') => String(values[name]));
  return {
    nameMin: fill(checked.nameMin, { min: limits.nameMin }),
    nameMax: fill(checked.nameMax, { max: limits.nameMax }),
    email: checked.email,
    phoneMax: fill(checked.phoneMax, { max: limits.phoneMax }),
    service: checked.service,
    messageMin: fill(checked.messageMin, { min: limits.messageMin }),
    messageMax: fill(checked.messageMax, { max: limits.messageMax }),
  };
}
