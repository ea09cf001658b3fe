import { imageSize } from 'image-size';
import * as v from 'valibot';
import { parseDocument } from 'yaml';
import type { Locale } from '../locale';
import { blogImageSrc } from '../paths';
import { contentPackageDirectory, nodeBuiltins, requireNode } from '../shared/node';
import { ContentValidationError } from '../shared/validate';
import type { BlogAuthorKey } from './authors';
import { blogAuthors } from './authors.en';
import { blogIllustrationPattern, blogPhotoMinWidth, isBlogPhoto } from './define';
import { ArticleProblem, type ImageSizeLookup, parseArticle } from './markdown';
import {
  type BlogAuthor,
  type BlogCategory,
  type BlogCategoryName,
  type BlogPost,
  blockTexts,
  blogCategoryNames,
  blogCategorySlugOf,
  blogPostIdPattern,
  blogPostSchema,
  countWords,
  estimateReadingMinutes,
  formatBlogDate,
} from './schema';

/**
 * The blog's articles are Markdown files, `posts/<id>.<locale>.md` in this package. This module
 * reads them (in Node only: loaders and build scripts run there; a browser never needs them),
 * validates each file's frontmatter with valibot, parses its body, and derives the rest of the
 * record: the date text, the image size, the word count and the reading time. Nothing lists the
 * posts anywhere else: the ids, their order, previous/next, categories, feeds and the sitemap all
 * come from what this returns.
 */

/** The author keys a post's frontmatter may name: the ids of the files in data/authors/. */
export const blogAuthorKeys: readonly BlogAuthorKey[] = Object.keys(blogAuthors);

export { contentPackageDirectory };

function isRealDate(iso: string): boolean {
  const [year, month, day] = iso.split('-').map(Number);
  if (year === undefined || month === undefined || day === undefined) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

const text = (what: string) =>
  v.pipe(v.string(`${what} must be text`), v.trim(), v.nonEmpty(`${what} must not be empty`));

/** The frontmatter of an article file: what a writer fills in. */
export const blogFrontmatterSchema = v.strictObject(
  {
    title: v.pipe(text('title'), v.maxLength(110, 'title is too long (110 characters max)')),
    excerpt: v.pipe(
      text('excerpt'),
      v.minLength(80, 'excerpt is too short (80+ characters): one or two sentences'),
    ),
    date: v.pipe(
      v.string("must be a date written YYYY-MM-DD, e.g. '2025-05-15'"),
      v.isoDate("must be a date written YYYY-MM-DD, e.g. '2025-05-15'"),
      // (A date in another format has been reported above.)
      v.check(
        (iso) => !/^\d{4}-\d{2}-\d{2}$/.test(iso) || isRealDate(iso),
        'is not a date in the calendar',
      ),
    ),
    author: v.picklist(blogAuthorKeys, `must be one of: ${blogAuthorKeys.join(', ')}`),
    category: v.picklist(
      blogCategoryNames,
      `must be one of: ${blogCategoryNames.map((name) => `'${name}'`).join(', ')}`,
    ),
    image: v.optional(
      v.pipe(
        v.string('must be the path of an image under /images/blog/'),
        v.regex(
          blogIllustrationPattern,
          'must be an .svg, .jpg, .png or .webp file under /images/blog/, e.g. /images/blog/water-tower.jpg',
        ),
      ),
    ),
    imageAlt: v.pipe(
      text('imageAlt'),
      v.minLength(20, 'must describe the illustration (20+ characters)'),
    ),
    /** `true`: shown by the dev server and a preview build, left out of a production build. */
    draft: v.optional(v.boolean('must be true or false')),
    /**
     * `true` in the English file: the article is published in English only, while its Telugu file
     * waits for the translation (it may be missing or empty; the Telugu blog leaves it out).
     */
    awaitingTranslation: v.optional(v.boolean('must be true or false')),
    /** A Telugu file's record of the English it translates (src/translations.ts writes it). */
    translationOf: v.optional(
      v.record(v.string(), v.string('must be a hash written by translations:stamp')),
    ),
  },
  'must be a list of fields',
);
export type BlogFrontmatter = v.InferOutput<typeof blogFrontmatterSchema>;

/** `<id>.<locale>.md` */
const fileNamePattern = /^(?<id>.+)\.(?<locale>[a-z]{2})\.md$/;

export interface LoadBlogPostsOptions {
  /**
   * Folders of article files, read in order; an id may appear in only one of them.
   * @default [the package's posts/ folder]
   */
  directories?: readonly string[];
  /**
   * Where `/images/…` paths point. @default the package's public/ folder, and for a folder of
   * articles outside the package, the `public/` folder beside it first (a test's own illustrations)
   */
  publicDirectory?: string;
  /** @default 'en' */
  locale?: Locale;
  /** Turns a date into its display text. @default the locale's ('May 15, 2025', '15 మే, 2025') */
  formatDate?: (iso: string) => string;
  /** The authors in the locale's language, by the keys the frontmatter names. @default English */
  authors?: Readonly<Record<BlogAuthorKey, BlogAuthor>>;
  /**
   * The categories in the locale's language, with the canonical slugs. Frontmatter names a
   * category in English in every language; the post carries the locale's name.
   * @default English names
   */
  categories?: readonly BlogCategory[];
  /**
   * Which articles to return: 'published' leaves out drafts and articles dated after `today`;
   * 'all' returns them too (the dev server and preview builds). @default 'all'
   */
  include?: 'published' | 'all';
  /** The date publication is judged on, YYYY-MM-DD. @default today in India ({@link indiaToday}) */
  today?: string;
}

/** The site's calendar day: a scheduled article goes live on its date in India (Asia/Kolkata). */
export function indiaToday(now: Date = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now);
}

/** Whether an article is live on `today`: not a draft, and dated on or before that day. */
export function isPublished(
  frontmatter: Pick<BlogFrontmatter, 'date' | 'draft'>,
  today: string,
): boolean {
  return frontmatter.draft !== true && frontmatter.date <= today;
}

/**
 * Where a loaded article stands on `today`: 'published' (live), 'draft', or 'scheduled' (dated
 * after `today`). Only the dev server and preview builds hold articles that are not published.
 */
export function blogPostStatus(
  post: Pick<BlogPost, 'datePublished' | 'draft'>,
  today: string = indiaToday(),
): 'published' | 'draft' | 'scheduled' {
  if (post.draft) return 'draft';
  return isPublished({ date: post.datePublished }, today) ? 'published' : 'scheduled';
}

export function defaultBlogPostsDirectory(): string {
  return requireNode().path.join(contentPackageDirectory(), 'posts');
}

/** The file of a site path (`/images/…`) in the first public folder that has it. */
function publicFileLookup(
  publicDirectories: readonly string[],
): (src: string) => string | undefined {
  const { fs, path } = requireNode();
  return (src) => {
    for (const directory of publicDirectories) {
      const file = path.join(directory, src);
      if (file.startsWith(directory + path.sep) && fs.existsSync(file)) return file;
    }
    return undefined;
  };
}

/** Width and height of an image, by image-size: an SVG's own size or viewBox, a raster's header. */
function imageSizeLookup(fileOf: (src: string) => string | undefined): ImageSizeLookup {
  const { fs } = requireNode();
  return (src) => {
    const file = fileOf(src);
    if (file === undefined) return undefined;
    try {
      const { width, height } = imageSize(fs.readFileSync(file));
      return width > 0 && height > 0 ? { width, height } : undefined;
    } catch {
      return undefined;
    }
  };
}

/** The first 12 hex digits of the SHA-256 of a file: names its derived images by content. */
function fileHash(file: string): string {
  const { crypto, fs } = requireNode();
  return crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 12);
}

/** Whether an English article file says it awaits its translation (`awaitingTranslation: true`). */
export function awaitsTranslation(englishFile: string): boolean {
  const { fs } = requireNode();
  if (!fs.existsSync(englishFile)) return false;
  const header = /^---\r?\n([\s\S]*?)\r?\n---/.exec(fs.readFileSync(englishFile, 'utf8'))?.[1];
  const fields: unknown = header ? parseDocument(header).toJS() : undefined;
  return (fields as { awaitingTranslation?: unknown } | null)?.awaitingTranslation === true;
}

function describeIssue(issue: v.BaseIssue<unknown>, data: Record<string, unknown>): string {
  const key = issue.path?.[0]?.key;
  if (typeof key === 'string' && issue.path?.length === 1) {
    if (data[key] === undefined)
      return `is missing: add a line '${key}: …' before the closing '---'`;
    // An empty value (`image:`, or `image: null` as an older editor wrote it).
    if (data[key] === null) {
      return blogFrontmatterSchema.entries[key as keyof BlogFrontmatter]?.type === 'optional'
        ? `is empty: delete the line '${key}:', or fill it in (${issue.message})`
        : `is empty: fill it in (${issue.message})`;
    }
    if (!(key in blogFrontmatterSchema.entries)) {
      return `'${key}' is not a frontmatter field (fields: ${Object.keys(blogFrontmatterSchema.entries).join(', ')})`;
    }
  }
  return issue.message;
}

/**
 * Reads, checks and returns every article of one locale, newest first (ties by id). Throws a
 * {@link ContentValidationError} listing every problem of every file, each as
 * `posts/<file>:<line> <field>: <what is wrong>`.
 */
export function loadBlogPosts(options: LoadBlogPostsOptions = {}): BlogPost[] {
  const { fs, path } = requireNode();
  const packageDirectory = contentPackageDirectory();
  const directories = options.directories ?? [path.join(packageDirectory, 'posts')];
  const packagePublic = path.join(packageDirectory, 'public');
  /** Where the images of the articles of `directory` are looked for. */
  const publicDirectoriesOf = (directory: string): string[] => {
    if (options.publicDirectory) return [options.publicDirectory];
    const beside = path.join(path.dirname(directory), 'public');
    return beside === packagePublic ? [packagePublic] : [beside, packagePublic];
  };
  const locale = options.locale ?? 'en';
  const today = options.today ?? indiaToday();
  const formatDate = options.formatDate ?? ((iso: string) => formatBlogDate(iso, locale));
  const authors = options.authors ?? blogAuthors;
  const categoryName = (englishName: BlogCategoryName): string => {
    const slug = blogCategorySlugOf(englishName);
    return options.categories?.find((category) => category.slug === slug)?.name ?? englishName;
  };

  const problems: string[] = [];
  const posts: BlogPost[] = [];
  const fileOfId = new Map<string, string>();

  for (const directory of directories) {
    const fileOf = publicFileLookup(publicDirectoriesOf(directory));
    const sizeOf = imageSizeLookup(fileOf);
    const names = fs
      .readdirSync(directory)
      .filter((name) => name.endsWith('.md'))
      .sort();
    for (const name of names) {
      const file = path.join(directory, name);
      // Files of this package are named from its folder (posts/x.en.md); others in full.
      const shown = file.startsWith(packageDirectory + path.sep)
        ? path.relative(packageDirectory, file).split(path.sep).join('/')
        : file;
      const report = (message: string, line?: number) =>
        problems.push(`${shown}${line === undefined ? '' : `:${line}`} ${message}`);
      const match = fileNamePattern.exec(name);
      const id = match?.groups?.id ?? '';
      if (!match || !blogPostIdPattern.test(id)) {
        report(
          'file name: must be <id>.<locale>.md, the id in lowercase words joined by hyphens (e.g. smart-water-grids.en.md)',
        );
        continue;
      }
      if (match.groups?.locale !== locale) continue;
      const previous = fileOfId.get(id);
      if (previous) {
        report(`id: '${id}' is already the id of ${previous}; every article needs its own id`);
        continue;
      }
      fileOfId.set(id, shown);

      // An article whose English awaits its translation has no Telugu edition yet.
      if (locale !== 'en' && awaitsTranslation(path.join(directory, `${id}.en.md`))) continue;

      let parsed: ReturnType<typeof parseArticle>;
      try {
        parsed = parseArticle(fs.readFileSync(file, 'utf8'), sizeOf);
      } catch (error) {
        if (!(error instanceof ArticleProblem)) throw error;
        report(`body: ${error.message}`, error.line);
        continue;
      }
      const frontmatter = v.safeParse(blogFrontmatterSchema, parsed.frontmatter ?? {});
      if (!frontmatter.success) {
        const data = (
          parsed.frontmatter && typeof parsed.frontmatter === 'object' ? parsed.frontmatter : {}
        ) as Record<string, unknown>;
        for (const issue of frontmatter.issues) {
          const key = issue.path?.map((item) => String(item.key)).join('.') ?? 'frontmatter';
          report(
            `${key}: ${describeIssue(issue, data)}`,
            parsed.frontmatterLines[key] ?? parsed.frontmatterEndLine,
          );
        }
        continue;
      }
      const fields = frontmatter.output;
      if (options.include === 'published' && !isPublished(fields, today)) continue;
      // Without an `image` field the illustration is the SVG named after the article.
      const imageSrc = fields.image ?? blogImageSrc(id);
      const imageSize = sizeOf(imageSrc);
      if (!imageSize) {
        report(
          fields.image
            ? `image: there is no file packages/content/public${imageSrc}`
            : `illustration: there is no file packages/content/public${imageSrc} (without an 'image' field, the article's illustration is named after its file)`,
          parsed.frontmatterLines.image,
        );
        continue;
      }
      if (isBlogPhoto(imageSrc) && imageSize.width < blogPhotoMinWidth) {
        report(
          `image: the photo is ${imageSize.width} pixels wide; use one at least ${blogPhotoMinWidth} pixels wide`,
          parsed.frontmatterLines.image,
        );
        continue;
      }
      const texts = blockTexts(parsed.body);
      const record = {
        id,
        title: fields.title,
        excerpt: fields.excerpt,
        body: parsed.body,
        date: formatDate(fields.date),
        datePublished: fields.date,
        author: authors[fields.author],
        category: categoryName(fields.category),
        image: {
          src: imageSrc,
          ...imageSize,
          alt: fields.imageAlt,
          ...(isBlogPhoto(imageSrc) ? { contentHash: fileHash(fileOf(imageSrc) ?? '') } : {}),
        },
        readingMinutes: estimateReadingMinutes(texts),
        wordCount: texts.reduce((sum, block) => sum + countWords(block), 0),
        ...(fields.draft ? { draft: true as const } : {}),
      };
      const checked = v.safeParse(blogPostSchema, record);
      if (!checked.success) {
        for (const issue of checked.issues) {
          const key = issue.path?.map((item) => String(item.key)).join('.') ?? 'post';
          const line = key === 'body' ? parsed.bodyLine : parsed.frontmatterLines[key];
          report(`${key}: ${issue.message}`, line);
        }
        continue;
      }
      posts.push(checked.output);
    }
  }
  if (problems.length > 0) throw new ContentValidationError(problems);
  return posts.sort(
    (a, b) => b.datePublished.localeCompare(a.datePublished) || a.id.localeCompare(b.id),
  );
}

/**
 * An extra folder of article files, read after posts/: for tests that check a new article reaches
 * every list, feed and page (never set for a real build).
 */
export const extraPostsVariable = 'LUMENOR_EXTRA_POSTS_DIR';

/** Set to 1 for a preview build: drafts and scheduled articles are published in it. */
export const previewVariable = 'SITE_PREVIEW';

/**
 * Whether a build is a preview (SITE_PREVIEW=1): drafts and scheduled articles shown, and every
 * page marked `noindex`. The one reading of the variable.
 */
export function isPreviewBuild(env: Record<string, string | undefined>): boolean {
  return env[previewVariable] === '1';
}

/**
 * Which articles the site shows: every one in the dev server (NODE_ENV development) and in a
 * preview build (SITE_PREVIEW=1); only published ones ({@link isPublished}) anywhere else, above
 * all in a production build.
 */
export function blogPostsShown(env: Record<string, string | undefined>): 'published' | 'all' {
  return isPreviewBuild(env) || env.NODE_ENV === 'development' ? 'all' : 'published';
}

/**
 * The articles of one locale from the package's posts/ folder, read once when the locale's records
 * are first imported in Node. In a browser (the dev server loads the package unbundled) it is
 * empty: pages receive posts as loader data, computed at build time.
 */
export function loadDefaultBlogPosts(
  options: Pick<LoadBlogPostsOptions, 'locale' | 'authors' | 'categories'> = {},
): BlogPost[] {
  if (!nodeBuiltins()) return [];
  const env = globalThis.process.env;
  const extra = env[extraPostsVariable];
  return loadBlogPosts({
    ...options,
    include: blogPostsShown(env),
    ...(extra ? { directories: [defaultBlogPostsDirectory(), extra] } : {}),
  });
}
