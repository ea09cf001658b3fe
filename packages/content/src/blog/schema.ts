import type { Root as HastRoot } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import * as v from 'valibot';
import { formatDate, type Locale, locales } from '../locale';
import { ImageAssetSchema, type Link, LinkSchema, TextSchema } from '../shared/schema';
import { blogIllustrationPattern } from './define';

/** Blog schemas: categories, authors, posts and the copy of the blog screens. */

const nonEmpty = TextSchema;

/**
 * The eight categories, in the order the blog lists them: each one's English name (what an
 * article's frontmatter gives, and the editor offers) and the slug of its page, in every language.
 */
export const blogCategoryList = [
  { name: 'Government Technology', slug: 'government-technology' },
  { name: 'Smart Cities', slug: 'smart-cities' },
  { name: 'AI & Technology', slug: 'ai-and-technology' },
  { name: 'Digital Inclusion', slug: 'digital-inclusion' },
  { name: 'Cybersecurity', slug: 'cybersecurity' },
  { name: 'Case Studies', slug: 'case-studies' },
  { name: 'Data Analytics', slug: 'data-analytics' },
  { name: 'Future Trends', slug: 'future-trends' },
] as const;
export type BlogCategoryName = (typeof blogCategoryList)[number]['name'];
export type BlogCategorySlug = (typeof blogCategoryList)[number]['slug'];

/** The English category names, in order (the choices of an article's `category`). */
export const blogCategoryNames: BlogCategoryName[] = blogCategoryList.map(({ name }) => name);

/** The slug of the category an article names in its frontmatter. */
export function blogCategorySlugOf(name: BlogCategoryName): BlogCategorySlug {
  const category = blogCategoryList.find((candidate) => candidate.name === name);
  if (!category) throw new Error(`Not a blog category: "${name}"`);
  return category.slug;
}

/** A post id: the file name of its Markdown file without `.en.md` (lowercase words and hyphens). */
export const blogPostIdPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export type BlogPostId = string;

/**
 * An article body: the tree of its HTML (hast), made from its Markdown (markdown.ts). The site
 * renders it to the page and to the feeds; its text counts words and reading time.
 */
export type BlogBody = HastRoot;

export const blogCategorySchema = v.object({
  /** Shown to readers, in the record's language (English: one of {@link blogCategoryNames}). */
  name: nonEmpty,
  slug: v.picklist(
    blogCategoryList.map(({ slug }) => slug),
    'must be a canonical category slug',
  ),
  description: v.pipe(nonEmpty, v.minLength(40, 'description is too short (40+ characters)')),
});
export type BlogCategory = v.InferOutput<typeof blogCategorySchema>;

export const blogAuthorSchema = v.object({
  name: nonEmpty,
  role: nonEmpty,
  bio: v.pipe(nonEmpty, v.minLength(60, 'bio is too short (60+ characters)')),
});
export type BlogAuthor = v.InferOutput<typeof blogAuthorSchema>;

/** The display text of an article's ISO date in a locale: 'May 15, 2025', '15 మే, 2025'. */
export function formatBlogDate(iso: string, locale: Locale = 'en'): string {
  return formatDate(iso, locale);
}

/** A paragraph worth reading: at least 40 words. */
export const minParagraphWords = 40;
export const minParagraphs = 5;

export function countWords(text: string): number {
  return text.trim().split(/\s+/).filter(Boolean).length;
}

type BodyNode = HastRoot | HastRoot['children'][number];

/** The tag name of an element; undefined for any other node. */
const tagOf = (node: BodyNode) => (node.type === 'element' ? node.tagName : undefined);

/** The text of every paragraph of a body (quoted paragraphs included, list items not). */
function paragraphTexts(node: BodyNode): string[] {
  if (tagOf(node) === 'p') return [hastText(node)];
  if (node.type === 'root' || tagOf(node) === 'blockquote') {
    return 'children' in node ? node.children.flatMap(paragraphTexts) : [];
  }
  return [];
}

const textBlocks = new Set(['p', 'h2', 'h3']);
const containers = new Set(['p', 'ul', 'ol', 'blockquote']);

/**
 * The text of each text block of a body in reading order (a heading, a paragraph, a list item,
 * a quoted paragraph: one entry each): what word counts and reading time use.
 */
export function blockTexts(node: BodyNode): string[] {
  if (textBlocks.has(tagOf(node) ?? '')) return [hastText(node)];
  if (!('children' in node)) return [];
  // A tight list item holds its text without a paragraph, as Markdown renders it.
  const own =
    tagOf(node) === 'li'
      ? node.children
          .filter((child) => !containers.has(tagOf(child) ?? ''))
          .map((child) => hastText(child))
          .join('')
          .trim()
      : '';
  return [...(own ? [own] : []), ...node.children.flatMap(blockTexts)];
}

/** Paragraphs of a body that are worth reading on their own (40+ words). */
export function substantialParagraphs(body: BlogBody): number {
  return paragraphTexts(body).filter((text) => countWords(text) >= minParagraphWords).length;
}

export const blogPostSchema = v.pipe(
  v.object({
    id: v.pipe(
      v.string(),
      v.regex(blogPostIdPattern, 'must be lowercase words joined by hyphens (the file name)'),
    ),
    title: v.pipe(nonEmpty, v.maxLength(110, 'title is too long (110 characters max)')),
    excerpt: v.pipe(nonEmpty, v.minLength(80, 'excerpt is too short (80+ characters)')),
    body: v.pipe(
      v.custom<BlogBody>(
        (body) => (body as BlogBody | undefined)?.type === 'root',
        'must be the tree of an article body',
      ),
      v.check(
        (body) => substantialParagraphs(body) >= minParagraphs,
        `needs at least ${minParagraphs} paragraphs of ${minParagraphWords} words or more: write more, or join short paragraphs (subheadings, lists and quotes do not count)`,
      ),
    ),
    /** The date as the post's readers write it ('May 15, 2025'); checked against datePublished. */
    date: nonEmpty,
    datePublished: v.pipe(v.string(), v.isoDate('must be an ISO date YYYY-MM-DD')),
    author: blogAuthorSchema,
    /** The category's name in the post's language. */
    category: nonEmpty,
    image: v.pipe(
      v.object({
        ...ImageAssetSchema.entries,
        src: v.pipe(
          v.string(),
          v.regex(
            blogIllustrationPattern,
            'must be an .svg, .jpg, .png or .webp under /images/blog/',
          ),
        ),
        /** A photo's content hash (12 hex digits): the names of its resized copies change with it. */
        contentHash: v.optional(v.pipe(v.string(), v.regex(/^[0-9a-f]{12}$/))),
      }),
      v.check(
        (image) => image.alt.length >= 20,
        'image alt text must describe the image (20+ characters)',
      ),
    ),
    readingMinutes: v.pipe(v.number(), v.integer(), v.minValue(1)),
    wordCount: v.pipe(v.number(), v.integer(), v.minValue(1)),
    /** Present on a draft (its file's `draft: true`), which only the dev server and previews show. */
    draft: v.optional(v.literal(true)),
  }),
  v.forward(
    v.check((post) => {
      try {
        return locales.some((locale) => formatBlogDate(post.datePublished, locale) === post.date);
      } catch {
        return false;
      }
    }, 'date text must match datePublished'),
    ['date'],
  ),
);
export type BlogPost = v.InferOutput<typeof blogPostSchema>;

export const blogCopySchema = v.object({
  featuredLabel: nonEmpty,
  readMore: nonEmpty,
  readMoreAbout: v.function(),
  readingTime: v.function(),
  byline: v.object({ author: nonEmpty, date: nonEmpty, category: nonEmpty }),
  categoriesHeading: nonEmpty,
  otherCategoriesHeading: nonEmpty,
  categoryPage: v.object({ eyebrow: nonEmpty, intro: v.function() }),
  categoryLinkLabel: v.function(),
  articleCount: v.function(),
  feeds: v.object({ label: nonEmpty, rss: LinkSchema, atom: LinkSchema }),
  newsletter: v.object({
    heading: nonEmpty,
    body: nonEmpty,
    emailLabel: nonEmpty,
    emailPlaceholder: nonEmpty,
    submitLabel: nonEmpty,
    privacyNote: nonEmpty,
  }),
  empty: v.object({ title: nonEmpty, body: nonEmpty, action: LinkSchema }),
  pagination: v.object({
    label: nonEmpty,
    previous: nonEmpty,
    next: nonEmpty,
    page: v.function(),
    title: v.function(),
  }),
  postNavigation: v.object({
    label: nonEmpty,
    previous: nonEmpty,
    next: nonEmpty,
    allPosts: LinkSchema,
  }),
  relatedHeading: nonEmpty,
  authorHeading: nonEmpty,
  cta: v.object({ heading: nonEmpty, body: nonEmpty, action: LinkSchema }),
  previewNotice: v.object({ label: nonEmpty, draft: nonEmpty, scheduled: v.function() }),
  meta: v.object({
    categoryTitle: v.function(),
    postKeywords: v.array(nonEmpty),
    categoryKeywords: v.array(nonEmpty),
  }),
});
/** Copy of the blog screens beyond the index page hero and section headings (those live in
 * `pages.blog`, with every other static page). */
export type BlogCopy = {
  featuredLabel: string;
  readMore: string;
  /** Accessible name of a 'read more' link, e.g. 'Read more about <title>'. */
  readMoreAbout: (title: string) => string;
  readingTime: (minutes: number) => string;
  /** Labels of an article's meta line (author, date, category), as ArticleMeta takes them. */
  byline: { author: string; date: string; category: string };
  categoriesHeading: string;
  otherCategoriesHeading: string;
  categoryPage: { eyebrow: string; intro: (categoryName: string) => string };
  /** Accessible name of a category tile, e.g. 'Articles in Smart Cities'. */
  categoryLinkLabel: (categoryName: string) => string;
  /** How many articles a category holds, e.g. '3 articles' (category tiles). */
  articleCount: (count: number) => string;
  /** Links to the blog's feeds (written at build time), with a short label before them. */
  feeds: { label: string; rss: Link; atom: Link };
  newsletter: {
    heading: string;
    body: string;
    emailLabel: string;
    emailPlaceholder: string;
    submitLabel: string;
    privacyNote: string;
  };
  empty: { title: string; body: string; action: Link };
  postNavigation: { label: string; previous: string; next: string; allPosts: Link };
  /** The page navigation of a list of articles (the blog, a category, the sitemap). */
  pagination: {
    /** Accessible name of its nav landmark, e.g. 'Pages of articles'. */
    label: string;
    previous: string;
    next: string;
    /** Accessible name of a page number's link, e.g. 'Page 2'. */
    page: (number: number) => string;
    /** A later page's title (document and heading), e.g. 'Blog, page 2'. */
    title: (title: string, number: number) => string;
  };
  relatedHeading: string;
  authorHeading: string;
  cta: { heading: string; body: string; action: Link };
  /**
   * The notice at the top of an unpublished article on the preview site (a build with drafts and
   * scheduled articles shown): `label` names the site, then `draft`, or `scheduled(date)` with the
   * day it goes live, written as the article's date is.
   */
  previewNotice: { label: string; draft: string; scheduled: (date: string) => string };
  /** Head data of article and category pages: the category page's title, and search keywords
   * added to the category's name. */
  meta: {
    categoryTitle: (categoryName: string) => string;
    postKeywords: string[];
    categoryKeywords: string[];
  };
};

/** Reading time at 200 words a minute, at least one minute. */
export function estimateReadingMinutes(texts: readonly string[]): number {
  const words = texts.reduce((sum, text) => sum + countWords(text), 0);
  return Math.max(1, Math.round(words / 200));
}
