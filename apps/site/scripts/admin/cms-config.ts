import {
  blogAuthorKeys,
  blogAuthors,
  blogCategoryNames,
  blogFrontmatterSchema,
  blogIllustrationPattern,
  blogPhotoMinWidth,
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

/**
 * Rules of the frontmatter, as the form checks them. Each message is written in both languages,
 * since one field serves the English and the Telugu pane.
 */
export const fieldRules = {
  title: {
    maxLength: 110,
    message: 'Keep the title to 110 characters or fewer. / శీర్షిక 110 అక్షరాలు మించకూడదు.',
  },
  excerpt: {
    minLength: 80,
    message:
      'The summary needs at least 80 characters: one or two full sentences. / సారాంశం కనీసం 80 అక్షరాలు ఉండాలి: ఒకటి రెండు పూర్తి వాక్యాలు.',
  },
  image: {
    message: `Upload a JPEG, PNG or WebP photo at least ${blogPhotoMinWidth} pixels wide, its file name in lowercase letters, digits and hyphens. / కనీసం ${blogPhotoMinWidth} పిక్సెళ్ల వెడల్పు ఉన్న JPEG, PNG లేదా WebP ఫొటో; ఫైల్ పేరులో చిన్న ఆంగ్ల అక్షరాలు, అంకెలు, హైఫన్లు మాత్రమే.`,
  },
  authorBio: {
    minLength: 60,
    message: 'Write a biography of at least 60 characters. / పరిచయం కనీసం 60 అక్షరాలు ఉండాలి.',
  },
  imageAlt: {
    minLength: 20,
    message: 'Describe the picture in at least 20 characters. / చిత్రాన్ని కనీసం 20 అక్షరాలతో వివరించండి.',
  },
} as const;

/** A pattern Decap CMS checks on a text field: [regular expression, message]. */
const lengthPattern = (rule: { minLength?: number; maxLength?: number; message: string }) =>
  [`^[\\s\\S]{${rule.minLength ?? 1},${rule.maxLength ?? ''}}$`, rule.message] as const;

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
  const frontmatterFields = [
    {
      name: 'title',
      label: 'Title',
      widget: 'string',
      i18n: true,
      pattern: lengthPattern(fieldRules.title),
    },
    {
      name: 'excerpt',
      label: 'Summary (shown in lists and search results)',
      widget: 'text',
      i18n: true,
      pattern: lengthPattern(fieldRules.excerpt),
    },
    {
      name: 'date',
      label: 'Publication date (India time; a future date publishes the article on that day)',
      widget: 'datetime',
      format: 'YYYY-MM-DD',
      date_format: 'YYYY-MM-DD',
      time_format: false,
      picker_utc: true,
      i18n: 'duplicate',
    },
    {
      name: 'author',
      label: 'Author',
      widget: 'select',
      options: blogAuthorKeys.map((key) => ({ label: blogAuthors[key]?.name ?? key, value: key })),
      i18n: 'duplicate',
    },
    {
      name: 'category',
      label: 'Category',
      widget: 'select',
      options: [...blogCategoryNames],
      i18n: 'duplicate',
    },
    {
      name: 'image',
      label: 'Illustration (a photo; leave empty to use the drawing named after the article)',
      widget: 'image',
      required: false,
      choose_url: false,
      i18n: 'duplicate',
      pattern: [blogIllustrationPattern.source, fieldRules.image.message],
    },
    {
      name: 'imageAlt',
      label: 'Description of the illustration (for readers who cannot see it)',
      widget: 'string',
      i18n: true,
      pattern: lengthPattern(fieldRules.imageAlt),
    },
    {
      name: 'draft',
      label: 'Draft (not published until this is off)',
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
        label: 'Blog articles',
        label_singular: 'Blog article',
        description:
          'Each article in English and in Telugu. Tick "Draft" to keep it off the site; a date in the future publishes it on that day.',
        folder: cmsPaths.posts,
        extension: 'md',
        format: 'frontmatter',
        create: true,
        delete: false,
        i18n: true,
        identifier_field: 'title',
        slug: '{{slug}}',
        summary: '{{title}} ({{date}}){{draft | ternary(" — draft", "")}}',
        sortable_fields: ['date', 'title', 'category'],
        fields: [
          ...frontmatterFields,
          {
            name: 'body',
            label: 'Article',
            widget: 'markdown',
            i18n: true,
            buttons: [...bodyButtons],
            editor_components: [],
            modes: ['rich_text', 'raw'],
            sanitize_preview: true,
            hint: 'At least five paragraphs of 40 words or more; subheadings, lists, quotes and links. / కనీసం ఐదు పేరాలు, ఒక్కొక్కటి 40 పదాలు లేదా ఎక్కువ.',
          },
        ],
      },
      {
        name: 'authors',
        label: 'Authors',
        label_singular: 'Author',
        description: 'The people who write for the blog, in English and in Telugu.',
        folder: cmsPaths.authors,
        extension: 'json',
        format: 'json',
        create: true,
        delete: false,
        i18n: true,
        identifier_field: 'name',
        slug: '{{slug}}',
        fields: [
          { name: 'name', label: 'Name', widget: 'string', i18n: true },
          { name: 'role', label: 'Role', widget: 'string', i18n: true },
          {
            name: 'bio',
            label: 'Biography',
            widget: 'text',
            i18n: true,
            pattern: lengthPattern(fieldRules.authorBio),
          },
          { name: 'translationOf', widget: 'hidden', required: false, i18n: true },
        ],
      },
      {
        name: 'company',
        label: 'Company',
        description: 'The company’s details shown on every page: address, phones, e-mails, links.',
        format: 'json',
        delete: false,
        files: [
          {
            name: 'facts',
            label: 'Company facts (the same in both languages)',
            file: cmsPaths.companyFacts,
            fields: [
              { name: 'name', label: 'Name', widget: 'string' },
              { name: 'legalName', label: 'Registered name', widget: 'string' },
              { name: 'cin', label: 'Corporate Identity Number', widget: 'string' },
              {
                name: 'website',
                label: 'Website (https://…, no path)',
                widget: 'string',
                pattern: [
                  '^https://[^/]+$',
                  'An https:// address with no path, e.g. https://www.lumenor.in',
                ],
              },
              {
                name: 'email',
                label: 'E-mail',
                widget: 'string',
                pattern: ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'An e-mail address'],
              },
              {
                name: 'phone',
                label: 'Phone',
                widget: 'string',
                pattern: ['^\\+91 [0-9 ]+$', 'Starts +91, then digits and spaces'],
              },
              {
                name: 'grievanceOfficerEmail',
                label: 'Grievance officer’s e-mail',
                widget: 'string',
                pattern: ['^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$', 'An e-mail address'],
              },
              {
                name: 'postalCode',
                label: 'PIN code',
                widget: 'string',
                pattern: ['^[0-9]{6}$', 'Six digits'],
              },
              { name: 'foundedYear', label: 'Founded (year)', widget: 'number', value_type: 'int' },
              {
                name: 'logo',
                label: 'Logo',
                widget: 'object',
                fields: [
                  {
                    name: 'src',
                    label: 'File',
                    widget: 'image',
                    choose_url: false,
                    media_folder: '/packages/content/public/images',
                    public_folder: '/images',
                  },
                  { name: 'width', label: 'Width (pixels)', widget: 'number', value_type: 'int' },
                  { name: 'height', label: 'Height (pixels)', widget: 'number', value_type: 'int' },
                  { name: 'alt', label: 'Text for readers who cannot see it', widget: 'string' },
                ],
              },
              {
                name: 'social',
                label: 'Social links (in the order shown on the site)',
                widget: 'list',
                min: 1,
                fields: [
                  {
                    name: 'network',
                    label: 'Network',
                    widget: 'select',
                    options: ['linkedin', 'twitter', 'facebook'],
                  },
                  {
                    name: 'href',
                    label: 'Address (https://…)',
                    widget: 'string',
                    pattern: ['^https://', 'An https:// address'],
                  },
                ],
              },
            ],
          },
          ...(['en', 'te'] as const).map((locale) => companyTextEntry(locale)),
        ],
      },
    ],
  };
}

/**
 * The company's text in one language: Decap CMS edits a single file's languages side by side only
 * in one file, so each language's file is an entry of its own.
 */
function companyTextEntry(locale: 'en' | 'te') {
  return {
    name: `text-${locale}`,
    label: locale === 'en' ? 'Company text in English' : 'Company text in Telugu (తెలుగు)',
    file: cmsPaths.companyFacts.replace(/\.json$/, `.${locale}.json`),
    fields: [
      { name: 'tagline', label: 'Tagline', widget: 'string' },
      { name: 'description', label: 'Description', widget: 'text' },
      {
        name: 'grievanceOfficerName',
        label: 'Grievance officer (as on the legal pages)',
        widget: 'string',
      },
      {
        name: 'address',
        label: 'Address (the PIN code is a fact above)',
        widget: 'object',
        fields: ['streetAddress', 'locality', 'region', 'country'].map((name) => ({
          name,
          label: name
            .replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`)
            .replace(/^./, (letter) => letter.toUpperCase()),
          widget: 'string',
        })),
      },
      {
        name: 'socialLabels',
        label: 'Names of the social links, for screen readers',
        widget: 'object',
        fields: ['linkedin', 'twitter', 'facebook'].map((name) => ({
          name,
          label: name,
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
