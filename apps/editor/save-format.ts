import { stampAfterSave, stampedBody, translatedPostFields } from '@lumenor/content/stamps';
import { isMap, isScalar, parseDocument, stringify } from 'yaml';

/**
 * How the editor at /admin reads and writes the files it edits: a save writes only what the
 * writer changed. Decap CMS's own formats write every file anew: fields in the form's order
 * (JSON keys reshuffled), YAML lines wrapped at 80 characters, and an empty optional field as
 * `null`, which the build refuses. These formats keep the file as it was read (every line of a
 * field the writer did not change, the order of its keys, its body) and change only the fields
 * that changed; a field left empty is not written. Pure functions, bundled for the page by
 * save-format.browser.ts (admin-page.ts), tested in Node.
 */

/** The names of the formats in the editor's configuration (registered by the page's script). */
export const saveFormats = { article: 'lumenor-article', json: 'lumenor-json' } as const;

/** The widget that keeps a Telugu twin's translation stamp (save-format.browser.ts). */
export const translationWidget = 'lumenor-translation';

/**
 * The key under which an entry's data carries the text of its file as read: the base every save
 * is written over. Never written to a file (no frontmatter field or JSON key has a colon).
 */
export const sourceKey = 'lumenor:source';

type Data = Record<string, unknown>;

/** Whether a value says nothing: a field the writer left empty, which a file leaves out. */
function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === 'object' && Object.keys(value).length === 0;
}

const isRecord = (value: unknown): value is Data =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether two values read from or written to a file are the same. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  if (isRecord(a) && isRecord(b)) {
    const keys = (value: Data) => Object.keys(value).filter((key) => !isEmpty(value[key]));
    const [left, right] = [keys(a), keys(b)];
    return left.length === right.length && left.every((key) => sameValue(a[key], b[key]));
  }
  return a === b;
}

/** The data without what only the editor keeps (the source). */
function fieldsOf(data: Data): Data {
  const { [sourceKey]: _source, ...fields } = data;
  return fields;
}

// --- Markdown articles with a YAML frontmatter ---------------------------------------------

interface ArticleText {
  /** The frontmatter's text between the `---` lines, each line ending in a line break. */
  frontmatter: string;
  /** The blank lines between the closing `---` and the body. */
  gap: string;
  /** The body as the writer sees it: without the blank lines before it. */
  body: string;
}

function splitArticle(text: string): ArticleText | undefined {
  const match = /^---\r?\n([\s\S]*?\r?\n)?---[ \t]*(?:\r?\n|$)(\s*\n)?([\s\S]*)$/.exec(text);
  if (!match) return undefined;
  return { frontmatter: match[1] ?? '', gap: match[2] ?? '', body: match[3] ?? '' };
}

/** The frontmatter's fields; undefined when it is not a YAML map (a file to be fixed by hand). */
function readFrontmatter(frontmatter: string): Data | undefined {
  const document = parseDocument(frontmatter);
  if (document.errors.length > 0) return undefined;
  const value: unknown = document.toJS();
  if (value === null || value === undefined) return {};
  return isRecord(value) ? value : undefined;
}

/** An article file as the editor's form holds it: its fields, its `body`, and its source. */
export function readArticle(text: string): Data {
  const parts = splitArticle(text);
  const fields = parts ? readFrontmatter(parts.frontmatter) : undefined;
  return { ...(fields ?? {}), body: parts?.body ?? text, [sourceKey]: text };
}

/** The lines of one field of a frontmatter, written anew. */
function yamlField(key: string, value: unknown): string {
  // A stamp is written as translations:stamp writes it: one line a field, each hash quoted.
  if (key === 'translationOf' && isRecord(value)) {
    const lines = Object.entries(value).map(
      ([field, hash]) => `  ${field}: '${String(hash).replaceAll("'", "''")}'\n`,
    );
    return `${key}:\n${lines.join('')}`;
  }
  return stringify({ [key]: value }, { lineWidth: 0 });
}

/**
 * Each top-level field of a frontmatter with its lines as written (comments and blank lines after
 * it included), in order; undefined when it is not a plain YAML map.
 */
function frontmatterBlocks(frontmatter: string) {
  const document = parseDocument(frontmatter);
  if (document.errors.length > 0 || !isMap(document.contents)) return undefined;
  const starts = document.contents.items.map((pair) => {
    const offset = isScalar(pair.key) ? (pair.key.range?.[0] ?? 0) : 0;
    return { key: String(isScalar(pair.key) ? pair.key.value : pair.key), offset };
  });
  const lineStart = (offset: number) => frontmatter.lastIndexOf('\n', offset - 1) + 1;
  const head = frontmatter.slice(0, lineStart(starts[0]?.offset ?? frontmatter.length));
  const blocks = starts.map(({ key, offset }, index) => {
    const next = starts[index + 1];
    const text = frontmatter.slice(lineStart(offset), next ? lineStart(next.offset) : undefined);
    return { key, text: text.endsWith('\n') ? text : `${text}\n` };
  });
  return { head, blocks };
}

/**
 * A frontmatter with `fields` written over `frontmatter` (the text read): a field whose value did
 * not change keeps its lines, a changed one is written anew in its place, an emptied one is left
 * out, and a new one (not empty, not `false`) is added after the others, in `order`.
 */
export function mergeFrontmatter(frontmatter: string, fields: Data, order: readonly string[] = []) {
  const read = readFrontmatter(frontmatter);
  const parts = read ? frontmatterBlocks(frontmatter) : undefined;
  let text = parts?.head ?? '';
  for (const { key, text: lines } of parts?.blocks ?? []) {
    if (!(key in fields)) text += lines;
    else if (isEmpty(fields[key])) continue;
    else text += sameValue(fields[key], read?.[key]) ? lines : yamlField(key, fields[key]);
  }
  const written = new Set(parts?.blocks.map(({ key }) => key));
  const added = Object.keys(fields)
    .filter((key) => !written.has(key) && !isEmpty(fields[key]) && fields[key] !== false)
    .sort((a, b) => rank(order, a) - rank(order, b));
  for (const key of added) text += yamlField(key, fields[key]);
  return text;
}

const rank = (order: readonly string[], key: string) =>
  order.includes(key) ? order.indexOf(key) : order.length;

/** An article file with the form's data written over the file it was read from. */
export function writeArticle(data: Data, order: readonly string[] = []): string {
  const { body = '', ...fields } = fieldsOf(data);
  const source = data[sourceKey];
  const parts = typeof source === 'string' ? splitArticle(source) : undefined;
  const frontmatter = mergeFrontmatter(parts?.frontmatter ?? '', fields, order);
  const text = typeof body === 'string' ? body : '';
  const bodyText =
    parts && text === parts.body ? parts.body : `${text.replace(/^\s*\n/, '').trimEnd()}\n`;
  return `---\n${frontmatter}---\n${parts?.gap ?? '\n'}${bodyText}`;
}

// --- JSON data files --------------------------------------------------------------------------

/** A JSON data file as the form holds it; its source beside its fields. */
export function readJson(text: string): Data {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  return { ...(isRecord(value) ? value : {}), [sourceKey]: text };
}

/** `value` written over `read`: the keys in the order read, new ones after, empty ones left out. */
function mergeValue(read: unknown, value: unknown): unknown {
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      mergeValue(Array.isArray(read) ? read[index] : undefined, item),
    );
  }
  if (!isRecord(value)) return value;
  const base = isRecord(read) ? read : {};
  const merged: Data = {};
  for (const key of Object.keys(base)) {
    // A key the form does not hold is kept as read.
    if (!(key in value)) merged[key] = base[key];
    else if (!isEmpty(value[key])) merged[key] = mergeValue(base[key], value[key]);
  }
  for (const key of Object.keys(value)) {
    if (key in base || isEmpty(value[key]) || value[key] === false) continue;
    merged[key] = mergeValue(undefined, value[key]);
  }
  return merged;
}

/** A JSON data file with the form's data written over the file it was read from. */
export function writeJson(data: Data): string {
  const source = data[sourceKey];
  let read: unknown;
  try {
    read = typeof source === 'string' ? JSON.parse(source) : undefined;
  } catch {
    read = undefined;
  }
  const merged = mergeValue(read, fieldsOf(data));
  if (typeof source === 'string' && read !== undefined && sameValue(merged, read)) return source;
  const indent = typeof source === 'string' ? (/\n([ \t]+)"/.exec(source)?.[1] ?? 2) : 2;
  return `${JSON.stringify(merged, null, indent)}\n`;
}

// --- Translation stamps -----------------------------------------------------------------------

/** The texts of an entry's data that a Telugu twin translates, by field (as translations.ts). */
export function translatedTexts(collection: string, data: Data): Record<string, string> {
  const texts: Record<string, string> = {};
  if (collection === 'posts') {
    for (const field of translatedPostFields) {
      if (typeof data[field] === 'string') texts[field] = data[field];
    }
    texts.body = stampedBody(typeof data.body === 'string' ? data.body : '');
    return texts;
  }
  // Every text of a data file by its dotted place (address.locality, services.ai-ml.title).
  const collect = (value: unknown, at: string) => {
    if (typeof value === 'string') texts[at] = value;
    else if (Array.isArray(value)) {
      for (const [index, item] of value.entries()) collect(item, `${at}.${index}`);
    } else if (isRecord(value)) {
      for (const [key, item] of Object.entries(value)) collect(item, at ? `${at}.${key}` : key);
    }
  };
  for (const [field, value] of Object.entries(fieldsOf(data))) {
    if (field !== 'translationOf') collect(value, field);
  }
  return texts;
}

/** The data a Telugu twin's source held, as the form reads it; undefined for a new twin. */
function sourceData(collection: string, data: Data): Data | undefined {
  const source = data[sourceKey];
  if (typeof source !== 'string') return undefined;
  return collection === 'posts' ? readArticle(source) : readJson(source);
}

/**
 * The stamp a Telugu twin is saved with, from the English and Telugu in the form: see
 * `stampAfterSave` (@lumenor/content/stamps).
 */
export function teluguStamp(collection: string, english: Data, telugu: Data) {
  const before = sourceData(collection, telugu);
  // The stamp as read: a field translated and then put back as it was keeps its stamp.
  const readStamp = isRecord(before?.translationOf) ? before.translationOf : {};
  return stampAfterSave({
    english: translatedTexts(collection, english),
    telugu: translatedTexts(collection, telugu),
    teluguBefore: before && translatedTexts(collection, before),
    stamp: readStamp as Record<string, string> | undefined,
  });
}
