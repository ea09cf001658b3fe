import type * as v from 'valibot';
import { ContentValidationError, validateRecord } from './validate';

/**
 * The site's copy is written as messages: one JSON file per area and language
 * (`data/messages/<area>/<area>.<locale>.json`), holding only words, keyed by record and field. The
 * structure of the records (ids, icons, links, order, figures) is written once, in TypeScript, in
 * `src/<area>/structure.ts`. {@link assemble} puts the two together; the area's valibot schemas
 * then check the result, the same for every language.
 *
 * A message may name values it does not write itself:
 * - `{company.name}`, `{replyPromise.hours}`: a fact kept elsewhere, filled in when the records
 *   are put together (see {@link MessageValues}); an unknown name fails the build;
 * - `{title}`, `{count}`: an argument. Where the structure marks a field with
 *   {@link messageWith}, the record holds a function of those arguments; any other argument is
 *   filled in later by the code that shows the message.
 */

/** The words of one area in one language, as its messages file holds them. */
export type Message = string | readonly Message[] | { readonly [key: string]: Message };
// A messages file read as JSON: its shape is checked when it is put together with its structure.
export type MessageFile = Readonly<Record<string, unknown>>;

/** Facts messages may name, by their dotted name ('company.foundedYear' → 2010). */
export type MessageValues = Readonly<Record<string, string | number>>;

const argumentNames = Symbol('message arguments');

/** In a structure: the message of this field is a function of the named arguments. */
export interface MessageFunction {
  readonly [argumentNames]: readonly string[];
}

/** Marks a field of a structure as a message with arguments: `copyright: messageWith('year')`. */
export function messageWith(...names: string[]): MessageFunction {
  return { [argumentNames]: names };
}

function isMessageFunction(value: unknown): value is MessageFunction {
  return typeof value === 'object' && value !== null && argumentNames in value;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Fills in the facts (`{company.name}`) of a message; arguments (`{count}`) are left as written. */
export function fillFacts(text: string, values: MessageValues, at: string): string {
  return text.replace(/\{([a-zA-Z]+(?:\.[a-zA-Z]+)+)\}/g, (_whole, name: string) => {
    const value = values[name];
    if (value === undefined) {
      throw new ContentValidationError([`${at}: names {${name}}, which is no known fact`]);
    }
    return String(value);
  });
}

/** Fills in a message's arguments, by name. */
export function fillArguments(text: string, names: readonly string[], args: readonly unknown[]) {
  return names.reduce(
    (filled, name, index) => filled.replaceAll(`{${name}}`, String(args[index])),
    text,
  );
}

/** The key a record of a list is found by in a messages file: its id. */
function recordId(value: unknown): string | undefined {
  return isPlainObject(value) && typeof value.id === 'string' ? value.id : undefined;
}

/**
 * Puts a structure and its messages together, at `at` (for messages naming the file and field):
 * - a field only the messages have is their words (facts filled in);
 * - a field only the structure has is its value;
 * - a list of records with ids takes each record's words from the messages' object of that id;
 *   any other list, item by item;
 * - a field marked {@link messageWith} becomes a function of its arguments; its message may be
 *   written in forms by the number of the first (`{ "zero": …, "one": …, "other": … }`).
 * Words where the structure holds a value, or for a record the structure does not have, fail.
 */
export function assemble(
  structure: unknown,
  messages: unknown,
  values: MessageValues,
  at: string,
): unknown {
  const problems: string[] = [];
  const result = put(structure, messages, values, at, problems);
  if (problems.length > 0) throw new ContentValidationError(problems);
  return result;
}

function put(
  structure: unknown,
  messages: unknown,
  values: MessageValues,
  at: string,
  problems: string[],
): unknown {
  if (isMessageFunction(structure)) {
    const names = structure[argumentNames];
    if (isPlainObject(messages)) return plural(messages, names, values, at, problems);
    if (typeof messages !== 'string') {
      problems.push(`${at}: is missing (a message with ${names.map((n) => `{${n}}`).join(', ')})`);
      return undefined;
    }
    const text = fillFacts(messages, values, at);
    return (...args: unknown[]) => fillArguments(text, names, args);
  }
  if (structure === undefined) {
    if (typeof messages === 'string') return fillFacts(messages, values, at);
    if (Array.isArray(messages)) {
      return messages.map((item, index) =>
        put(undefined, item, values, `${at}.${index}`, problems),
      );
    }
    if (isPlainObject(messages)) return putObject({}, messages, values, at, problems);
    return messages;
  }
  if (Array.isArray(structure)) {
    const byId = structure.every((item) => recordId(item) !== undefined);
    if (byId) {
      const words = isPlainObject(messages) ? messages : {};
      if (messages !== undefined && !isPlainObject(messages)) {
        problems.push(`${at}: must be an object of records by id`);
      }
      const ids = new Set(structure.map(recordId));
      for (const id of Object.keys(words)) {
        if (!ids.has(id)) problems.push(`${at}.${id}: no such record`);
      }
      return structure.map((item) => {
        const id = recordId(item) ?? '';
        return put(item, words[id], values, `${at}.${id}`, problems);
      });
    }
    if (messages !== undefined && !Array.isArray(messages)) {
      problems.push(`${at}: must be a list`);
      return structure;
    }
    const words = (messages ?? []) as readonly unknown[];
    if (messages !== undefined && words.length !== structure.length) {
      problems.push(`${at}: ${words.length} items, the structure has ${structure.length}`);
    }
    return structure.map((item, index) =>
      put(item, words[index], values, `${at}.${index}`, problems),
    );
  }
  if (isPlainObject(structure)) {
    if (messages !== undefined && !isPlainObject(messages)) {
      problems.push(`${at}: must be an object`);
      return structure;
    }
    return putObject(structure, messages ?? {}, values, at, problems);
  }
  if (messages !== undefined) problems.push(`${at}: is not words (the structure holds it)`);
  return structure;
}

/** The forms of a message by its first argument, a number: `{ zero?, one?, other }`. */
const pluralForms = ['zero', 'one', 'other'];

/**
 * A message written in forms by the number of its first argument ('No articles yet', '1 article',
 * '{count} articles'): 0 takes `zero`, 1 takes `one`, where written; any other number `other`.
 */
function plural(
  messages: Record<string, unknown>,
  names: readonly string[],
  values: MessageValues,
  at: string,
  problems: string[],
) {
  const forms: Record<string, string> = {};
  for (const [form, text] of Object.entries(messages)) {
    if (!pluralForms.includes(form) || typeof text !== 'string') {
      problems.push(`${at}.${form}: is no form of a message (zero, one, other)`);
    } else forms[form] = fillFacts(text, values, `${at}.${form}`);
  }
  const other = forms.other;
  if (other === undefined) problems.push(`${at}.other: is missing (the form for any number)`);
  return (...args: unknown[]) => {
    const count = Number(args[0]);
    const form = (count === 0 && forms.zero) || (count === 1 && forms.one) || other || '';
    return fillArguments(form, names, args);
  };
}

function putObject(
  structure: Record<string, unknown>,
  messages: Record<string, unknown>,
  values: MessageValues,
  at: string,
  problems: string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  // The structure's fields first; the schema then puts the record's fields in its order.
  const keys = [...new Set([...Object.keys(structure), ...Object.keys(messages)])];
  for (const key of keys) {
    out[key] = put(structure[key], messages[key], values, `${at}.${key}`, problems);
  }
  return out;
}

/**
 * The records of an area in one language: its structure and messages put together, checked by the
 * area's schema (an object of its exports). A failure names the messages file and the field.
 */
export function recordsFromMessages<TSchema extends v.GenericSchema>(
  file: string,
  schema: TSchema,
  structure: unknown,
  messages: unknown,
  values: MessageValues = {},
): v.InferOutput<TSchema> {
  // A translation's stamp (translationOf: see translations.ts) says what it translates: not words.
  const { translationOf: _stamp, ...words } = (messages ?? {}) as Record<string, unknown>;
  const assembled = assemble(structure, words, values, file);
  // The records as the schema reads them: their fields in the schema's order, the one place that
  // orders a record's fields (pages serialize records, for their islands, in that order).
  return validateRecord(file, schema, assembled);
}
