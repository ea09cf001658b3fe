import {
  blogAuthorKeys,
  blogAuthors,
  blogCategoryNames,
  blogFrontmatterSchema,
  blogIllustrationPattern,
  blogPhotoMinWidth,
  type EditorCopy,
  editorCopyByLocale,
  type Locale,
  localeDetails,
  locales,
  socialNetworks,
} from '@lumenor/content';

/**
 * The configuration of the editor at /admin (Decap CMS), generated from @lumenor/content: the
 * fields are the frontmatter's fields and carry the rules blogFrontmatterSchema enforces, and the
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

/** The build's length rules of the text fields (a test holds them equal to the schemas'). */
export const fieldRules = {
  title: { maxLength: 110 },
  excerpt: { minLength: 80 },
  imageAlt: { minLength: 20 },
  authorBio: { minLength: 60 },
} as const;

interface FieldRules {
  minLength?: number;
  maxLength?: number;
}

/**
 * A required text field checked by the form's own widgets (editor-fields.js), which show each
 * pane's messages in its language: the field's rules, and its messages in every locale.
 */
function checkedField(
  widget: 'string' | 'text' | 'markdown',
  rules: FieldRules,
  messagesOf: (words: EditorCopy) => { label: string; tooShort?: string; tooLong?: string },
) {
  const messages = Object.fromEntries(
    locales.map((locale) => {
      const { label, ...lengths } = messagesOf(editorCopyByLocale[locale]);
      const required = editorCopyByLocale[locale].messages.required.replace('{field}', label);
      return [locale, { required, ...lengths }];
    }),
  ) as Record<Locale, FieldMessages>;
  return { widget: `lumenor-${widget}`, rules: { required: true, ...rules }, messages };
}

/** What editor-fields.js shows for a field's value: an empty one, a too short or too long one. */
export interface FieldMessages {
  required: string;
  tooShort?: string;
  tooLong?: string;
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
  const fields = blogFrontmatterSchema.entries;
  // The form's fields are exactly the frontmatter's (a test holds them equal), plus the body.
  const words = copy.posts.fields;
  const frontmatterFields = [
    {
      name: 'title',
      label: words.title.label,
      i18n: true,
      ...checkedField('string', fieldRules.title, (locale) => ({
        label: locale.posts.fields.title.label,
        tooLong: locale.messages.titleTooLong(fieldRules.title.maxLength),
      })),
    },
    {
      name: 'excerpt',
      label: words.excerpt.label,
      i18n: true,
      ...checkedField('text', fieldRules.excerpt, (locale) => ({
        label: locale.posts.fields.excerpt.label,
        tooShort: locale.messages.excerptTooShort(fieldRules.excerpt.minLength),
      })),
    },
    {
      name: 'date',
      label: words.date.label,
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      picker_utc: true,
      i18n: 'duplicate',
    },
    {
      name: 'author',
      label: words.author.label,
      widget: 'select',
      options: blogAuthorKeys.map((key) => ({ label: blogAuthors[key]?.name ?? key, value: key })),
      i18n: 'duplicate',
    },
    {
      name: 'category',
      label: words.category.label,
      widget: 'select',
      options: [...blogCategoryNames],
      i18n: 'duplicate',
    },
    {
      name: 'image',
      label: words.image.label,
      widget: 'image',
      required: false,
      choose_url: false,
      i18n: 'duplicate',
      pattern: [illustrationFileNamePattern(), copy.messages.image(blogPhotoMinWidth)],
    },
    {
      name: 'imageAlt',
      label: words.imageAlt.label,
      i18n: true,
      ...checkedField('string', fieldRules.imageAlt, (locale) => ({
        label: locale.posts.fields.imageAlt.label,
        tooShort: locale.messages.imageAltTooShort(fieldRules.imageAlt.minLength),
      })),
    },
    {
      name: 'draft',
      label: words.draft.label,
      widget: 'boolean',
      default: false,
      required: false,
      i18n: 'duplicate',
    },
    // Kept by the translation tools in Telugu files (which English each field translates).
    { name: 'translationOf', widget: 'hidden', required: false, i18n: true },
  ];
  for (const field of frontmatterFields) {
    if (!(field.name in fields)) throw new Error(`${field.name} is not a frontmatter field`);
  }
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
        name: 'posts',
        label: copy.posts.label,
        label_singular: copy.posts.labelSingular,
        description: copy.posts.description,
        folder: cmsPaths.posts,
        extension: 'md',
        format: 'frontmatter',
        create: true,
        delete: false,
        i18n: true,
        identifier_field: 'title',
        slug: '{{slug}}',
        summary: `{{title}} ({{date}}){{draft | ternary(" — ${copy.posts.draftSuffix}", "")}}`,
        sortable_fields: ['date', 'title', 'category'],
        fields: [
          ...frontmatterFields,
          {
            name: 'body',
            label: words.body.label,
            hint: words.body.hint,
            i18n: true,
            ...checkedField('markdown', {}, (locale) => ({
              label: locale.posts.fields.body.label,
            })),
            buttons: [...bodyButtons],
            editor_components: [],
            modes: ['rich_text', 'raw'],
            sanitize_preview: true,
          },
        ],
      },
      {
        name: 'authors',
        label: copy.authors.label,
        label_singular: copy.authors.labelSingular,
        description: copy.authors.description,
        folder: cmsPaths.authors,
        extension: 'json',
        format: 'json',
        create: true,
        delete: false,
        i18n: true,
        identifier_field: 'name',
        slug: '{{slug}}',
        fields: [
          {
            name: 'name',
            label: copy.authors.fields.name.label,
            i18n: true,
            ...checkedField('string', {}, (locale) => ({
              label: locale.authors.fields.name.label,
            })),
          },
          {
            name: 'role',
            label: copy.authors.fields.role.label,
            i18n: true,
            ...checkedField('string', {}, (locale) => ({
              label: locale.authors.fields.role.label,
            })),
          },
          {
            name: 'bio',
            label: copy.authors.fields.bio.label,
            i18n: true,
            ...checkedField('text', fieldRules.authorBio, (locale) => ({
              label: locale.authors.fields.bio.label,
              tooShort: locale.messages.bioTooShort(fieldRules.authorBio.minLength),
            })),
          },
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
  const emailPattern = ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', messages.email];
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
          { name: 'name', label: fields.name.label, widget: 'string' },
          { name: 'legalName', label: fields.legalName.label, widget: 'string' },
          { name: 'cin', label: fields.cin.label, widget: 'string' },
          {
            name: 'website',
            label: fields.website.label,
            widget: 'string',
            pattern: ['^https://[^/]+$', messages.website],
          },
          { name: 'email', label: fields.email.label, widget: 'string', pattern: emailPattern },
          {
            name: 'phone',
            label: fields.phone.label,
            widget: 'string',
            pattern: ['^\\+91 [0-9 ]+$', messages.phone],
          },
          {
            name: 'grievanceOfficerEmail',
            label: fields.grievanceOfficerEmail.label,
            widget: 'string',
            pattern: emailPattern,
          },
          {
            name: 'postalCode',
            label: fields.postalCode.label,
            widget: 'string',
            pattern: ['^[0-9]{6}$', messages.postalCode],
          },
          {
            name: 'foundedYear',
            label: fields.foundedYear.label,
            widget: 'number',
            value_type: 'int',
          },
          {
            name: 'logo',
            label: fields.logo.label,
            widget: 'object',
            fields: [
              {
                name: 'src',
                label: fields.logoSrc.label,
                widget: 'image',
                choose_url: false,
                media_folder: '/packages/content/public/images',
                public_folder: '/images',
              },
              { name: 'width', label: fields.logoWidth.label, widget: 'number', value_type: 'int' },
              {
                name: 'height',
                label: fields.logoHeight.label,
                widget: 'number',
                value_type: 'int',
              },
              { name: 'alt', label: fields.logoAlt.label, widget: 'string' },
            ],
          },
          {
            name: 'social',
            label: fields.social.label,
            widget: 'list',
            min: 1,
            fields: [
              {
                name: 'network',
                label: fields.socialNetwork.label,
                widget: 'select',
                options: [...socialNetworks],
              },
              {
                name: 'href',
                label: fields.socialHref.label,
                widget: 'string',
                pattern: ['^https://', messages.socialHref],
              },
            ],
          },
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
