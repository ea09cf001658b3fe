import {
  blogAuthorKeys,
  blogAuthorSchema,
  blogAuthors,
  blogCategoryNames,
  blogFrontmatterSchema,
  blogIllustrationPattern,
  blogPhotoMinWidth,
  CompanySchema,
  type EditorCopy,
  editorCopyByLocale,
  type Locale,
  localeDetails,
  locales,
  socialNetworks,
} from '@lumenor/content';

/**
 * The configuration of the editor at /admin (Decap CMS), generated from @lumenor/content: the
 * fields are the frontmatter's fields and carry the rules the content schemas enforce, and the
 * author and category lists are the package's own. The build writes it to /admin/config.yml
 * (JSON is YAML), the dev server serves the local one; nothing lists a category or an author twice.
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

/** A schema's valibot actions (its pipe), as far as the editor reads them. */
interface Piped {
  pipe?: readonly { type: string; requirement?: unknown }[];
}

/** The requirement of a schema's action (`max_length` → 110, `regex` → /…/): one place for a rule. */
function requirementOf<T>(schema: Piped, type: string): T {
  const action = schema.pipe?.find((candidate) => candidate.type === type);
  if (!action) throw new Error(`the schema has no ${type} rule`);
  return action.requirement as T;
}

/** The length rules of the form's checked text fields, read from the schemas the build applies. */
export const fieldRules = {
  title: { maxLength: requirementOf<number>(blogFrontmatterSchema.entries.title, 'max_length') },
  excerpt: {
    minLength: requirementOf<number>(blogFrontmatterSchema.entries.excerpt, 'min_length'),
  },
  imageAlt: {
    minLength: requirementOf<number>(blogFrontmatterSchema.entries.imageAlt, 'min_length'),
  },
  authorBio: { minLength: requirementOf<number>(blogAuthorSchema.entries.bio, 'min_length') },
} as const;

interface FieldRules {
  minLength?: number;
  maxLength?: number;
}

/** What editor-fields.js shows for a field's value: an empty one, a too short or too long one. */
export interface FieldMessages {
  required: string;
  tooShort?: string;
  tooLong?: string;
}

/**
 * A required text field of the posts or the authors, in both languages, checked by the form's own
 * widgets (editor-fields.js), which show each pane's messages in its language: the field's rules,
 * and its messages in every locale.
 */
function checkedField(
  collection: 'posts' | 'authors',
  name: string,
  widget: 'string' | 'text' | 'markdown',
  rules: FieldRules = {},
  lengthMessages: (
    messages: EditorCopy['messages'],
  ) => Omit<FieldMessages, 'required'> = () => ({}),
) {
  const labelIn = (words: EditorCopy) =>
    (words[collection].fields as Record<string, { label: string }>)[name]?.label ?? name;
  const messages = Object.fromEntries(
    locales.map((locale) => {
      const words = editorCopyByLocale[locale];
      const required = words.messages.required.replace('{field}', labelIn(words));
      return [locale, { required, ...lengthMessages(words.messages) }];
    }),
  ) as Record<Locale, FieldMessages>;
  return {
    name,
    label: labelIn(copy),
    i18n: true,
    widget: `lumenor-${widget}`,
    rules: { required: true, ...rules },
    messages,
  };
}

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

function backend(settings: CmsBackendSettings) {
  const branch = settings.branch ?? 'main';
  if (!settings.githubRepo) return { name: 'git-gateway', branch };
  return {
    name: 'github',
    repo: settings.githubRepo,
    branch,
    ...(settings.authBaseUrl ? { base_url: settings.authBaseUrl } : {}),
  };
}

/**
 * 'production': what the build serves at /admin; saving opens a pull request (editorial
 * workflow). 'local': what `pnpm edit` serves; saving writes the files on this computer through
 * decap-server.
 */
export type CmsMode = 'production' | 'local';

export function cmsConfig(mode: CmsMode, settings: CmsBackendSettings = {}) {
  const words = copy.posts.fields;
  // A field whose value is the same in both languages (Decap copies it into the Telugu file).
  const shared = (name: keyof typeof words, widget: string, more: object = {}) => ({
    name,
    label: words[name].label,
    widget,
    ...more,
    i18n: 'duplicate',
  });
  // The form's fields are exactly the frontmatter's (a test holds them equal), plus the body.
  const frontmatterFields = [
    checkedField('posts', 'title', 'string', fieldRules.title, (messages) => ({
      tooLong: messages.titleTooLong(fieldRules.title.maxLength),
    })),
    checkedField('posts', 'excerpt', 'text', fieldRules.excerpt, (messages) => ({
      tooShort: messages.excerptTooShort(fieldRules.excerpt.minLength),
    })),
    shared('date', 'datetime', {
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      picker_utc: true,
    }),
    shared('author', 'select', {
      options: blogAuthorKeys.map((key) => ({ label: blogAuthors[key]?.name ?? key, value: key })),
    }),
    shared('category', 'select', { options: [...blogCategoryNames] }),
    shared('image', 'image', {
      required: false,
      choose_url: false,
      pattern: [illustrationFileNamePattern(), copy.messages.image(blogPhotoMinWidth)],
    }),
    checkedField('posts', 'imageAlt', 'string', fieldRules.imageAlt, (messages) => ({
      tooShort: messages.imageAltTooShort(fieldRules.imageAlt.minLength),
    })),
    shared('draft', 'boolean', { default: false, required: false }),
    // Kept by the translation tools in Telugu files (which English each field translates).
    { name: 'translationOf', widget: 'hidden', required: false, i18n: true },
  ];
  for (const field of frontmatterFields) {
    if (!(field.name in blogFrontmatterSchema.entries)) {
      throw new Error(`${field.name} is not a frontmatter field`);
    }
  }
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
        fields: [
          ...frontmatterFields,
          {
            ...checkedField('posts', 'body', 'markdown'),
            hint: words.body.hint,
            buttons: [...bodyButtons],
            editor_components: [],
            modes: ['rich_text', 'raw'],
            sanitize_preview: true,
          },
        ],
      },
      {
        ...collection('authors', cmsPaths.authors, 'json'),
        fields: [
          checkedField('authors', 'name', 'string'),
          checkedField('authors', 'role', 'string'),
          checkedField('authors', 'bio', 'text', fieldRules.authorBio, (messages) => ({
            tooShort: messages.bioTooShort(fieldRules.authorBio.minLength),
          })),
          { name: 'translationOf', widget: 'hidden', required: false, i18n: true },
        ],
      },
      companyCollection(),
    ],
  };
}

/** The company's record: facts the same in both languages, then its text in each language. */
function companyCollection() {
  const { fields, ...company } = copy.company;
  const { messages } = copy;
  const facts = CompanySchema.entries;
  const field = (key: keyof typeof fields, widget = 'string', more: object = {}) => ({
    name: key,
    label: fields[key].label,
    widget,
    ...more,
  });
  // The build's own rule for a field (its schema's regex), with the editor's message.
  const pattern = (schema: Piped, message: string) => ({
    pattern: [requirementOf<RegExp>(schema, 'regex').source, message],
  });
  // Looser than the build's (valibot's, case-insensitive: Decap's patterns take no flags).
  const emailPattern = { pattern: ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', messages.email] };
  const integer = { value_type: 'int' };
  return {
    name: 'company',
    label: company.label,
    description: company.description,
    format: 'json',
    delete: false,
    files: [
      {
        name: 'facts',
        label: company.factsLabel,
        file: cmsPaths.companyFacts,
        fields: [
          field('name'),
          field('legalName'),
          field('cin'),
          field('website', 'string', pattern(facts.website, messages.website)),
          field('email', 'string', emailPattern),
          field('phone', 'string', pattern(facts.phone, messages.phone)),
          field('grievanceOfficerEmail', 'string', emailPattern),
          field(
            'postalCode',
            'string',
            pattern(facts.address.entries.postalCode, messages.postalCode),
          ),
          field('foundedYear', 'number', integer),
          field('logo', 'object', {
            fields: [
              field('logoSrc', 'image', {
                name: 'src',
                choose_url: false,
                media_folder: '/packages/content/public/images',
                public_folder: '/images',
              }),
              field('logoWidth', 'number', { name: 'width', ...integer }),
              field('logoHeight', 'number', { name: 'height', ...integer }),
              field('logoAlt', 'string', { name: 'alt' }),
            ],
          }),
          field('social', 'list', {
            min: 1,
            fields: [
              field('socialNetwork', 'select', { name: 'network', options: [...socialNetworks] }),
              field('socialHref', 'string', {
                name: 'href',
                pattern: ['^https://', messages.socialHref],
              }),
            ],
          }),
        ],
      },
      ...locales.map((locale) => companyTextEntry(locale)),
    ],
  };
}

/**
 * The company's text in one language, labelled in that language: Decap CMS edits a single file's
 * languages side by side only in one file, so each language's file is an entry of its own.
 */
function companyTextEntry(locale: Locale) {
  const { fields, textLabel } = editorCopyByLocale[locale].company;
  const labelled = (name: keyof typeof fields, widget = 'string') => ({
    name,
    label: fields[name].label,
    widget,
  });
  return {
    name: `text-${locale}`,
    label: `${textLabel} (${localeDetails[locale].nativeName})`,
    file: cmsPaths.companyFacts.replace(/\.json$/, `.${locale}.json`),
    fields: [
      labelled('tagline'),
      labelled('description', 'text'),
      labelled('grievanceOfficerName'),
      {
        ...labelled('address', 'object'),
        fields: (['streetAddress', 'locality', 'region', 'country'] as const).map((name) =>
          labelled(name),
        ),
      },
      {
        ...labelled('socialLabels', 'object'),
        fields: socialNetworks.map((network) => ({
          name: network,
          label: network,
          widget: 'string',
        })),
      },
      { name: 'translationOf', widget: 'hidden', required: false },
    ],
  };
}

/** The file /admin/config.yml: the configuration as JSON, which YAML parsers read as it is. */
export function cmsConfigFile(mode: CmsMode, settings: CmsBackendSettings = {}): string {
  return `${JSON.stringify(cmsConfig(mode, settings), null, 2)}\n`;
}
