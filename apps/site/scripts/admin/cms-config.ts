import {
  blogAuthorKeys,
  blogAuthorSchema,
  blogAuthors,
  blogFrontmatterSchema,
  blogIllustrationPattern,
  blogPhotoMinWidth,
  CompanyFactsSchema,
  CompanyTextSchema,
  type EditorCopy,
  editorCopyByLocale,
  type Locale,
  localeDetails,
  locales,
} from '@lumenor/content';

/**
 * The configuration of the editor at /admin (Decap CMS), generated from @lumenor/content: the
 * form has one field for each field of a content schema, its widget and rules read from the
 * schema, its label, hint and messages from the package's editor copy; the author and category
 * lists are the package's own. The build writes it to /admin/config.yml (JSON is YAML), the dev
 * server serves the local one.
 */

/** Where the editor saves, as paths from the repository's root. */
export const cmsPaths = {
  posts: 'packages/content/posts',
  /** The data files (packages/content/data/README.md). */
  authors: 'packages/content/data/authors',
  companyFacts: 'packages/content/data/company.json',
  media: 'packages/content/public/images/blog',
  mediaUrl: '/images/blog',
} as const;

/** The local backend's address (decap-server's default port; Decap CMS looks there by default). */
export const localBackendPort = 8081;

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
    const found = item.kind === 'schema' ? requirementOf(item, type) : undefined;
    if (found !== undefined) return found as T;
    if (item.type === type) return (item.requirement ?? true) as T;
  }
  return undefined;
}

/** What editor-fields.js shows for a field's value: an empty one, a too short or too long one. */
export interface FieldMessages {
  required: string;
  tooShort?: string;
  tooLong?: string;
}

/** One form of the editor: a collection's fields, or one file's. */
interface Form {
  /** Its fields' words (label, hint) in an editor copy, by name. */
  words: (copy: EditorCopy) => Record<string, { label: string; hint?: string }>;
  /** The language of its labels. */
  locale: Locale;
  /** Whether it edits both languages side by side: each field then says whether it is translated. */
  i18n: boolean;
  /** What no schema says, by field name: a multi-line or Markdown widget, a picture's settings. */
  extras?: Record<string, { widget?: string } & object>;
}

/**
 * The Decap field of a schema's field. A translated text field (an i18n form's plain text) is
 * checked by the form's own widgets (editor-fields.js), which show each pane's messages in its
 * language; every other rule is Decap's pattern, with the editor copy's message of that name. A
 * nested field's words are named after its parent's (`logo` → `logoSrc`) where the copy has them.
 */
function decapField(form: Form, name: string, field: Schema, parent = ''): object {
  const own = parent + name.charAt(0).toUpperCase() + name.slice(1);
  const key = parent && own in form.words(copy) ? own : name;
  const schema = field.type === 'optional' && field.wrapped ? field.wrapped : field;
  const fields = (entries: Record<string, Schema> = {}) =>
    Object.entries(entries).map(([child, entry]) => decapField(form, child, entry, key));
  const { widget: extraWidget = 'string', ...extras } = form.extras?.[name] ?? {};
  const messages = copy.messages as unknown as Record<string, unknown>;
  // valibot's e-mail rule is case-insensitive, and Decap's patterns take no flags: a looser one.
  const email = requirementOf(schema, 'email') && /^[^@\s]+@[^@\s]+\.[^@\s]+$/;
  const regex = email || requirementOf<RegExp>(schema, 'regex');
  const prefix = requirementOf<string>(schema, 'starts_with');
  const message = email ? messages.email : messages[key];
  const hidden = schema.type === 'record' && schema.key?.type !== 'picklist';
  const text =
    schema.type === 'string' &&
    !regex &&
    !prefix &&
    !requirementOf(schema, 'iso_date');
  const checked = form.i18n && text;
  const byType: Record<string, object> = {
    string: requirementOf(schema, 'iso_date')
      ? { widget: 'datetime', format: 'YYYY-MM-DD', date_format: 'YYYY-MM-DD' }
      : { widget: checked ? `lumenor-${extraWidget}` : extraWidget },
    picklist: { widget: 'select', options: schema.options },
    boolean: { widget: 'boolean', default: false },
    number: { widget: 'number', ...(requirementOf(schema, 'integer') ? { value_type: 'int' } : {}) },
    strict_object: { widget: 'object', fields: fields(schema.entries) },
    object: { widget: 'object', fields: fields(schema.entries) },
    array: {
      widget: 'list',
      min: requirementOf(schema, 'min_length'),
      fields: fields(schema.item?.entries),
    },
    record: hidden
      ? { widget: 'hidden' }
      : {
          widget: 'object',
          fields: schema.key?.options?.map((option) => ({
            name: option,
            label: option,
            widget: 'string',
          })),
        },
  };
  return {
    name,
    label: hidden ? undefined : form.words(editorCopyByLocale[form.locale])[key]?.label,
    hint: form.words(copy)[key]?.hint,
    ...byType[schema.type],
    ...(schema.type === 'string' && requirementOf(schema, 'iso_date')
      ? { time_format: false, picker_utc: true }
      : {}),
    ...((regex || prefix) && typeof message === 'string'
      ? { pattern: [regex?.source ?? `^${prefix}`, message] }
      : {}),
    ...(field === schema ? {} : { required: false }),
    ...(form.i18n ? { i18n: checked || hidden ? true : 'duplicate' } : {}),
    ...(checked ? checkedRules(form, key, schema) : {}),
    ...extras,
  };
}

/** The rules editor-fields.js checks a text field with, and its messages in every language. */
function checkedRules(form: Form, key: string, schema: Schema) {
  const minLength = requirementOf<number>(schema, 'min_length');
  const maxLength = requirementOf<number>(schema, 'max_length');
  const messages = Object.fromEntries(
    locales.map((locale) => {
      const words = editorCopyByLocale[locale];
      const count = words.messages as unknown as Record<string, (count: number) => string>;
      const label = form.words(words)[key]?.label ?? key;
      return [
        locale,
        {
          required: words.messages.required.replace('{field}', label),
          tooShort: minLength === undefined ? undefined : count[`${key}TooShort`]?.(minLength),
          tooLong: maxLength === undefined ? undefined : count[`${key}TooLong`]?.(maxLength),
        },
      ];
    }),
  ) as Record<Locale, FieldMessages>;
  return { rules: { required: true, minLength, maxLength }, messages };
}

const formFields = (form: Form, entries: Record<string, object>) =>
  Object.entries(entries).map(([name, schema]) => decapField(form, name, schema as Schema));

/**
 * The illustration's pattern as the form checks it: Decap tests an image field's pattern on the
 * file's name, not on its path, so this is the build's pattern without the media folder.
 */
function illustrationFileNamePattern(): string {
  const folder = `^${cmsPaths.mediaUrl.replaceAll('/', '\\/')}\\/`;
  const { source } = blogIllustrationPattern;
  if (!source.startsWith(folder)) throw new Error(`${source} does not start with ${folder}`);
  return `^${source.slice(folder.length)}`;
}

/** Markdown the site's article parser accepts, as the editor's toolbar offers it. */
export const bodyButtons = [
  'bold',
  'italic',
  'code',
  'link',
  'heading-two',
  'heading-three',
  'quote',
  'bulleted-list',
  'numbered-list',
] as const;

export interface CmsBackendSettings {
  /** owner/name of the repository on GitHub; without it, Netlify's Git Gateway. */
  githubRepo?: string;
  /** The branch the site is built from. @default 'main' */
  branch?: string;
  /** The OAuth client's origin (GitHub backend only). @default Decap's, Netlify's api.netlify.com */
  authBaseUrl?: string;
}

/** Backend settings from the build's environment (see the README, "The editor at /admin"). */
export function backendSettingsFromEnv(
  env: Record<string, string | undefined>,
): CmsBackendSettings {
  return {
    githubRepo: env.CMS_GITHUB_REPO || undefined,
    branch: env.CMS_BRANCH || undefined,
    authBaseUrl: env.CMS_AUTH_BASE_URL || undefined,
  };
}

function backend({ githubRepo, branch = 'main', authBaseUrl }: CmsBackendSettings) {
  if (!githubRepo) return { name: 'git-gateway', branch };
  return { name: 'github', repo: githubRepo, branch, base_url: authBaseUrl };
}

/**
 * 'production': what the build serves at /admin; saving opens a pull request (editorial
 * workflow). 'local': what `pnpm edit` serves; saving writes the files on this computer through
 * decap-server.
 */
export type CmsMode = 'production' | 'local';

export function cmsConfig(mode: CmsMode, settings: CmsBackendSettings = {}) {
  const collection = (name: 'posts' | 'authors', folder: string, format: 'md' | 'json') => ({
    name,
    label: copy[name].label,
    label_singular: copy[name].labelSingular,
    description: copy[name].description,
    folder,
    extension: format,
    format: format === 'md' ? 'frontmatter' : 'json',
    create: true,
    delete: false,
    i18n: true,
    identifier_field: name === 'posts' ? 'title' : 'name',
    slug: '{{slug}}',
  });
  const posts: Form = {
    words: (words) => words.posts.fields,
    locale: 'en',
    i18n: true,
    extras: {
      excerpt: { widget: 'text' },
      author: {
        options: blogAuthorKeys.map((key) => ({ label: blogAuthors[key]?.name ?? key, value: key })),
      },
      image: {
        widget: 'image',
        choose_url: false,
        pattern: [illustrationFileNamePattern(), copy.messages.image(blogPhotoMinWidth)],
      },
      body: {
        widget: 'markdown',
        buttons: [...bodyButtons],
        editor_components: [],
        modes: ['rich_text', 'raw'],
        sanitize_preview: true,
      },
    },
  };
  const authors: Form = {
    words: (words) => words.authors.fields,
    locale: 'en',
    i18n: true,
    extras: { bio: { widget: 'text' } },
  };
  return {
    ...(mode === 'local' ? { local_backend: true } : { publish_mode: 'editorial_workflow' }),
    backend: backend(settings),
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
        ...collection('posts', cmsPaths.posts, 'md'),
        summary: `{{title}} ({{date}}){{draft | ternary(" — ${copy.posts.draftSuffix}", "")}}`,
        sortable_fields: ['date', 'title', 'category'],
        // The frontmatter's fields, and the article's body.
        fields: formFields(posts, {
          ...blogFrontmatterSchema.entries,
          body: { kind: 'schema', type: 'string' },
        }),
      },
      {
        ...collection('authors', cmsPaths.authors, 'json'),
        fields: formFields(authors, {
          ...blogAuthorSchema.entries,
          translationOf: blogFrontmatterSchema.entries.translationOf,
        }),
      },
      companyCollection(),
    ],
  };
}

/**
 * The company's record: its facts, the same in both languages, then its text in each language,
 * labelled in that language (Decap edits languages side by side only within one file).
 */
function companyCollection() {
  const form = (locale: Locale): Form => ({
    words: (words) => words.company.fields,
    locale,
    i18n: false,
    extras: {
      description: { widget: 'text' },
      src: {
        widget: 'image',
        choose_url: false,
        media_folder: '/packages/content/public/images',
        public_folder: '/images',
      },
    },
  });
  return {
    name: 'company',
    label: copy.company.label,
    description: copy.company.description,
    format: 'json',
    delete: false,
    files: [
      {
        name: 'facts',
        label: copy.company.factsLabel,
        file: cmsPaths.companyFacts,
        fields: formFields(form('en'), CompanyFactsSchema.entries),
      },
      ...locales.map((locale) => ({
        name: `text-${locale}`,
        label: `${editorCopyByLocale[locale].company.textLabel} (${localeDetails[locale].nativeName})`,
        file: cmsPaths.companyFacts.replace(/\.json$/, `.${locale}.json`),
        fields: formFields(form(locale), CompanyTextSchema.entries),
      })),
    ],
  };
}

/** The file /admin/config.yml: the configuration as JSON, which YAML parsers read as it is. */
export function cmsConfigFile(mode: CmsMode, settings: CmsBackendSettings = {}): string {
  return `${JSON.stringify(cmsConfig(mode, settings), null, 2)}\n`;
}
