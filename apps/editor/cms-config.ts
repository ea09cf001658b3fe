import path from 'node:path';
import {
  blogAuthorKeys,
  blogAuthorSchema,
  blogAuthors,
  blogFrontmatterSchema,
  blogIllustrationPattern,
  blogPhotoMinWidth,
  CompanyFactsSchema,
  CompanyTextSchema,
  editorCopyByLocale,
  type Locale,
  localeDetails,
  locales,
  type MessageArea,
  messageFiles,
  minParagraphs,
  minParagraphWords,
} from '@lumenor/content/editor';
import { phoneImageBudget, phoneWidestCopy, photoQualities } from '@lumenor/content/photo-budget';
import { cmsPaths } from './cms-paths';
import { saveFormats, translationWidget } from './save-format';
import { staleViewFilters } from './stale-filters';

export { cmsPaths };

/**
 * The configuration of the editor at /admin (Decap CMS), generated from @lumenor/content (its
 * `editor` entry, which reads no article: a bad article never keeps the writer out): one
 * field for each field of the schema of the file it edits, its widget and rules read from the
 * schema, its label, hint and messages from the package's editor copy. The build writes it to
 * /admin/config.yml (JSON is YAML), the dev server serves the local one.
 */

/** The local backend's address (decap-server's default port; Decap CMS looks there by default). */
export const localBackendPort = 8081;

/**
 * The build's settings for the editor's backend (the repository README's environment table), and
 * locally decap-server's port when it is not the usual one.
 */
export type CmsEnv = Partial<
  Record<'CMS_GITHUB_REPO' | 'CMS_BRANCH' | 'CMS_AUTH_BASE_URL' | 'DECAP_PORT', string>
>;

/** The editor's words (labels, hints, messages) in its interface's language. */
const copy = editorCopyByLocale.en;

/** A valibot schema or action, as far as the editor reads it. */
interface Schema {
  kind: string;
  type: string;
  pipe?: readonly Schema[];
  requirement?: unknown;
  wrapped?: Schema;
  entries?: Record<string, Schema>;
  item?: Schema;
  key?: Schema;
  options?: readonly string[];
}

/** The requirement of a schema's rule (`max_length` → 110, `regex` → /…/), or undefined. */
export function requirementOf<T = unknown>(schema: object, type: string): T | undefined {
  for (const item of (schema as Schema).pipe ?? []) {
    const found = item.kind === 'schema' ? requirementOf<T>(item, type) : undefined;
    if (found !== undefined || item.type === type)
      return found ?? ((item.requirement ?? true) as T);
  }
  return undefined;
}

/** A field of the editor's form, as Decap CMS reads it. */
export interface DecapField {
  name: string;
  widget?: string;
  [setting: string]: unknown;
}

/** What no schema says, by field name: a multi-line or Markdown widget, a picture's settings. */
const fieldExtras: Record<string, Omit<DecapField, 'name'>> = {
  excerpt: { widget: 'text' },
  bio: { widget: 'text' },
  description: { widget: 'text' },
  author: {
    options: blogAuthorKeys.map((key) => ({ label: blogAuthors[key]?.name ?? key, value: key })),
  },
  image: { widget: 'image', choose_url: false },
  src: {
    widget: 'image',
    choose_url: false,
    media_folder: '/packages/content/public/images',
    public_folder: '/images',
  },
  body: {
    widget: 'markdown',
    // Markdown the site's article parser accepts: no HTML, images or code blocks.
    buttons:
      'bold italic code link heading-two heading-three quote bulleted-list numbered-list'.split(
        ' ',
      ),
    editor_components: [],
    modes: ['rich_text', 'raw'],
    sanitize_preview: true,
  },
};

/** The fields of one file, labelled in one language; a nested field's under its parent's name. */
type Form = { collection: 'posts' | 'authors' | 'company'; locale: Locale; parent?: string };
type Words = Record<string, { label: string; hint?: string }>;
type Counted = Partial<Record<string, (count: number) => string>>;
type Entries = Record<string, object>;

/**
 * A date as the build reads it: a day, no time and no time zone (the label says the site's: the
 * article goes live when that day begins in India). Decap's "Now" gives the writer's own day.
 */
const isoDate = {
  format: 'YYYY-MM-DD',
  date_format: 'YYYY-MM-DD',
  time_format: false,
  picker_utc: false,
};

/** The widgets whose fields the form checks itself in articles and authors (editor-fields.js). */
const checkedWidgets = new Set(['string', 'text', 'markdown', 'select', 'datetime', 'image']);

/** The field of an article that lets its Telugu pane stay empty (the build leaves it out). */
const awaitingField = 'awaitingTranslation' satisfies keyof typeof blogFrontmatterSchema.entries;

/**
 * The Decap field of a schema's field, labelled in `locale`. Every field of an article or an
 * author that a writer fills in (text, a date, a choice, the illustration) is checked by the
 * form's own widgets (editor-fields.js), with the build's rules, each pane's messages in its
 * language; the company's rules are Decap patterns, with the copy's message of the field's name. A nested field's words are named after its parent (`logo` → `logoSrc`) where
 * the copy has them.
 */
function decapField(form: Form, name: string, field: Schema): DecapField {
  const { collection, locale, parent = '' } = form;
  const words = (language: Locale) => editorCopyByLocale[language][collection].fields as Words;
  const nested = `${parent}${name.charAt(0).toUpperCase()}${name.slice(1)}`;
  const key = parent && nested in words('en') ? nested : name;
  const schema = field.wrapped ?? field;
  const rule = <T = unknown>(type: string) => requirementOf<T>(schema, type);
  // valibot's e-mail rule is case-insensitive, and Decap's patterns take no flags: a looser one.
  const email = rule('email') && '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$';
  const pattern =
    email || rule<RegExp>('regex')?.source || (rule('starts_with') && `^${rule('starts_with')}`);
  const message = (copy.messages as Record<string, unknown>)[email ? 'email' : key];
  const hidden = schema.type === 'record' && !schema.key?.options;
  const { widget = 'string', ...extras } = fieldExtras[name] ?? {};
  const children = (entries: Record<string, Schema> = {}) =>
    Object.entries(entries).map(([child, entry]) =>
      decapField({ ...form, parent: key }, child, entry),
    );
  const settings = (): object => {
    if (hidden) return { widget: 'hidden' };
    // One text for each key of a record (socialLabels: linkedin, twitter…), labelled with the key.
    const keys = schema.key?.options?.map((key) => ({ name: key, label: key, widget: 'string' }));
    if (keys) return { widget: 'object', fields: keys };
    if (schema.options) return { widget: 'select', options: schema.options };
    if (schema.entries) return { widget: 'object', fields: children(schema.entries) };
    if (schema.item)
      return { widget: 'list', min: rule('min_length'), fields: children(schema.item.entries) };
    if (schema.type === 'boolean') return { widget: 'boolean', default: false };
    if (schema.type === 'number') return { widget: 'number', value_type: rule('integer') && 'int' };
    if (rule('iso_date')) return { widget: 'datetime', ...isoDate };
    return { widget };
  };
  const base = settings() as { widget: string };
  const checked = collection !== 'company' && checkedWidgets.has(base.widget);
  // Text is written in each language; the rest (a date, a choice, the illustration) is shared.
  const translated = checked && ['string', 'text', 'markdown'].includes(base.widget);
  const required = field === schema;
  return {
    name,
    label: hidden ? undefined : words(locale)[key]?.label,
    hint: words(locale)[key]?.hint,
    ...base,
    ...(checked ? { widget: `lumenor-${base.widget}` } : {}),
    ...(pattern && !checked && typeof message === 'string' ? { pattern: [pattern, message] } : {}),
    // The illustration is optional in a file (an article may use the drawing named after it), but
    // the form asks a new article for one: no "(optional)" beside it.
    ...(required || name === 'image' ? {} : { required: false }),
    ...(collection === 'company' ? {} : { i18n: translated || hidden ? true : 'duplicate' }),
    ...(checked
      ? checkedRules(words, {
          collection,
          key,
          name,
          schema,
          widget: base.widget,
          required,
          translated,
        })
      : {}),
    ...extras,
  };
}

interface CheckedField {
  collection: Form['collection'];
  /** The field's name in the file and its key in the editor's copy (`logoSrc` for logo.src). */
  name: string;
  key: string;
  schema: Schema;
  /** Decap's widget it extends. */
  widget: string;
  required: boolean;
  translated: boolean;
}

/**
 * The rules editor-fields.js checks a field with, all read from the content schemas (and the
 * photo budget of @lumenor/content/photo-budget), and its messages in every language.
 */
function checkedRules(words: (locale: Locale) => Words, field: CheckedField) {
  const { key, name, schema, widget } = field;
  const minLength = requirementOf<number>(schema, 'min_length');
  const maxLength = requirementOf<number>(schema, 'max_length');
  const isBody = name === 'body';
  const isImage = widget === 'image';
  const rules = {
    // A new article needs an illustration; an existing one without keeps the drawing named after it.
    required: isImage ? 'new' : field.required,
    minLength,
    maxLength,
    ...(isBody ? { paragraphs: { count: minParagraphs, words: minParagraphWords } } : {}),
    ...(widget === 'datetime' ? { date: true } : {}),
    ...(isImage
      ? {
          // The build's pattern of the path, tested on the file's path as saved.
          pattern: blogIllustrationPattern.source,
          photo: {
            minWidth: blogPhotoMinWidth,
            // The widest copy a phone may pick, at the build's lowest WebP quality (0 to 1).
            phoneWidth: phoneWidestCopy,
            quality: Math.min(...photoQualities.webp) / 100,
            budget: phoneImageBudget,
          },
        }
      : {}),
    // An article awaiting its translation may leave its Telugu text empty: the build leaves out
    // its Telugu file.
    ...(field.translated && field.collection === 'posts' ? { unlessTrue: awaitingField } : {}),
  };
  const messages = locales.map((locale) => {
    const { required, choose, ...others } = editorCopyByLocale[locale].messages;
    const named = others as typeof others & Counted;
    const label = words(locale)[key]?.label ?? key;
    const message: Record<string, string | undefined> = {
      required: (field.translated ? required : choose).replace('{field}', label),
    };
    // A length rule's message is named after the field and the rule: titleTooLong, bioTooShort.
    if (minLength) message.tooShort = named[`${key}TooShort`]?.(minLength);
    if (maxLength) message.tooLong = named[`${key}TooLong`]?.(maxLength);
    if (isBody) {
      message.paragraphs = others.bodyParagraphs(minParagraphs, minParagraphWords);
      message.markdown = others.bodyMarkdown;
    }
    if (widget === 'datetime') message.date = others.date;
    if (isImage) {
      Object.assign(message, {
        required: others.imageRequired,
        pattern: others.image(blogPhotoMinWidth),
        tooNarrow: others.imageTooNarrow(blogPhotoMinWidth),
        tooHeavy: others.imageTooHeavy(Math.round(phoneImageBudget / 1024)),
        checking: others.imageChecking,
        unreadable: others.imageUnreadable,
      });
    }
    return [locale, message];
  });
  return { rules, messages: Object.fromEntries(messages) };
}

const formFields = (form: Form, entries: Entries): DecapField[] =>
  Object.entries(entries).map(([name, schema]) => decapField(form, name, schema as Schema));

/** The short name of each field of a collection (its label up to a bracket), in a language. */
const shortLabels = (collection: 'posts' | 'authors', locale: Locale) =>
  Object.fromEntries(
    Object.entries(editorCopyByLocale[locale][collection].fields as Words).map(([name, words]) => [
      name,
      words.label.replace(/\s*\(.*$/, ''),
    ]),
  );

/**
 * The words of a twin's translation status (save-format.browser.ts), in each pane's language:
 * the field's label, its messages, and the short name of each field it may list.
 */
function translationField(collection: 'posts' | 'authors' | 'words') {
  return {
    // The Telugu twin's stamp, kept as the writer translates, and its status: a status, not a
    // field to fill in (its widget reports a value, so Decap marks it neither optional nor empty).
    widget: translationWidget,
    required: true,
    label: copy.translation.label,
    copy: Object.fromEntries(
      locales.map((locale) => {
        const { current, stale } = editorCopyByLocale[locale].translation;
        return [locale, { current, stale }];
      }),
    ),
    // The words' fields are named by their place in the file ('services.ai-ml.title').
    fieldLabels: Object.fromEntries(
      locales.map((locale) => [
        locale,
        collection === 'words' ? {} : shortLabels(collection, locale),
      ]),
    ),
  };
}

/**
 * 'production': what the build serves at /admin; saving opens a pull request (editorial
 * workflow). 'local': what `pnpm edit` serves; saving writes the files on this computer through
 * decap-server. 'local-review': what `pnpm edit:review` serves; production's review flow on this
 * computer (decap-server's git mode: each unpublished article on a branch `cms/posts/<id>`,
 * merged into the working branch by Publish).
 */
export type CmsMode = 'production' | 'local' | 'local-review';

export function cmsConfig(mode: CmsMode, env: CmsEnv, contentRoot?: string) {
  const { CMS_GITHUB_REPO: repo, CMS_BRANCH: branch = 'main', CMS_AUTH_BASE_URL: base_url } = env;
  const frontmatter = blogFrontmatterSchema.entries;
  // A folder of files, one for each language of a record, edited side by side.
  const collection = (name: 'posts' | 'authors', folder: string, fields: Entries) => {
    // Its list's filters of the entries whose Telugu is behind (stale-filters.ts).
    const behind = staleViewFilters({
      folder: path.posix.relative(path.posix.dirname(cmsPaths.posts), folder),
      identifier: name === 'posts' ? 'title' : 'name',
      labels: shortLabels(name, 'en'),
      label: copy.translation.listFilter,
      root: contentRoot,
    });
    return {
      name,
      label: copy[name].label,
      label_singular: copy[name].labelSingular,
      description: copy[name].description,
      folder,
      ...(name === 'posts'
        ? { extension: 'md', format: saveFormats.article, identifier_field: 'title' }
        : { extension: 'json', format: saveFormats.json, identifier_field: 'name' }),
      create: true,
      delete: false,
      i18n: true,
      slug: '{{slug}}',
      fields: formFields({ collection: name, locale: 'en' }, fields).map((field) =>
        field.name === 'translationOf' ? { ...field, ...translationField(name) } : field,
      ),
      ...(behind.length > 0 ? { view_filters: behind } : {}),
    };
  };
  return {
    ...(mode === 'production'
      ? {}
      : {
          local_backend: env.DECAP_PORT
            ? { url: `http://localhost:${env.DECAP_PORT}/api/v1` }
            : true,
        }),
    ...(mode === 'local' ? {} : { publish_mode: 'editorial_workflow' }),
    backend: repo ? { name: 'github', repo, branch, base_url } : { name: 'git-gateway', branch },
    site_url: '/',
    display_url: '/',
    locale: 'en',
    media_folder: cmsPaths.media,
    public_folder: cmsPaths.mediaUrl,
    // Files are named by the English title in lowercase ASCII words and hyphens (the article's id).
    slug: { encoding: 'ascii', clean_accents: true, sanitize_replacement: '-' },
    i18n: { structure: 'multiple_files', locales: ['en', 'te'], default_locale: 'en' },
    collections: [
      {
        // The frontmatter's fields, then the article's body.
        ...collection('posts', cmsPaths.posts, {
          ...frontmatter,
          body: { kind: 'schema', type: 'string' },
        }),
        // Decap's filters take single-quoted arguments only (a double-quoted one prints the raw
        // value: "false"). The same line names an article in the list and on the Workflow tab's card.
        summary: `{{title}} ({{date}}){{draft | ternary(' — ${copy.posts.draftSuffix}', '')}}`,
        sortable_fields: ['date', 'title', 'category'],
      },
      collection('authors', cmsPaths.authors, {
        ...blogAuthorSchema.entries,
        translationOf: frontmatter.translationOf,
      }),
      ...wordsCollections(),
      {
        name: 'company',
        label: copy.company.label,
        description: copy.company.description,
        format: saveFormats.json,
        delete: false,
        // Its facts, the same in both languages, then its text in each language, labelled in that
        // language (Decap edits languages side by side only within one file).
        files: [
          {
            name: 'facts',
            label: copy.company.factsLabel,
            file: cmsPaths.companyFacts,
            fields: formFields({ collection: 'company', locale: 'en' }, CompanyFactsSchema.entries),
          },
          ...locales.map((locale) => ({
            name: `text-${locale}`,
            label: `${editorCopyByLocale[locale].company.textLabel} (${localeDetails[locale].nativeName})`,
            file: cmsPaths.companyFacts.replace(/\.json$/, `.${locale}.json`),
            fields: formFields({ collection: 'company', locale }, CompanyTextSchema.entries),
          })),
        ],
      },
    ],
  };
}

/**
 * The fields of a messages file (the site's words of one area), read from its English file: an
 * object's fields, a list's items (a list of texts, or of records with the fields of its first),
 * a text, long or short. Every text is written in each language, side by side, and needed
 * (the area's schemas, which the build applies, need every text).
 */
export function messageFields(value: unknown, name: string): DecapField {
  const label = name;
  if (typeof value === 'string') {
    return { name, label, widget: value.length > 80 ? 'text' : 'string', i18n: true };
  }
  if (Array.isArray(value)) {
    const [first] = value;
    const item = messageFields(first, name);
    return {
      name,
      label,
      widget: 'list',
      i18n: true,
      allow_add: false,
      ...(typeof first === 'string'
        ? { field: { ...item, name: 'text', label } }
        : { fields: (item.fields as DecapField[] | undefined) ?? [] }),
    };
  }
  const entries = Object.entries(value && typeof value === 'object' ? value : {});
  return {
    name,
    label,
    widget: 'object',
    i18n: true,
    fields: entries.map(([key, item]) => messageFields(item, key)),
  };
}

/**
 * The collections of the site's words: one per area, its messages files
 * (data/messages/<area>/<area>.<locale>.json) one entry with English and Telugu side by side, and
 * the Telugu's translation stamp kept as the writer translates (as an author's). One collection
 * per area, not one collection of files: Decap edits languages side by side in a folder
 * collection only, and a folder collection has one set of fields.
 */
function wordsCollections() {
  const areas = Object.keys(messageFiles) as MessageArea[];
  return areas.map((area) => {
    const { translationOf: _stamp, ...english } = messageFiles[area].en as Record<string, unknown>;
    return {
      name: `words-${area}`,
      label: `${copy.words.label}: ${copy.words.areas[area] ?? area}`,
      label_singular: copy.words.areas[area] ?? area,
      description: copy.words.description,
      folder: `${cmsPaths.messages}/${area}`,
      extension: 'json',
      format: saveFormats.json,
      // The entry is the area's file, named after it: none is added or removed here.
      create: false,
      delete: false,
      i18n: true,
      identifier_field: 'translationOf',
      summary: copy.words.areas[area] ?? area,
      fields: [
        ...Object.entries(english).map(([key, value]) => messageFields(value, key)),
        { name: 'translationOf', ...translationField('words'), i18n: true },
      ],
    };
  });
}

/** The file /admin/config.yml: the configuration as JSON, which YAML parsers read as it is. */
export function cmsConfigFile(mode: CmsMode, env: CmsEnv, contentRoot?: string): string {
  return `${JSON.stringify(cmsConfig(mode, env, contentRoot), null, 2)}\n`;
}
