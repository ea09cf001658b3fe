import type { BlogAuthor, BlogCategoryName, BlogPost, BlogPostId } from './schema';
import { estimateReadingMinutes, formatBlogDate } from './schema';

/** Intrinsic size of every blog illustration (public/images/blog/<id>.svg, 16:9). */
export const blogImageSize = { width: 1200, height: 675 } as const;

export function blogImageSrc(id: string): string {
  return `/images/blog/${id}.svg`;
}

export type BlogPostInput = {
  id: BlogPostId;
  title: string;
  excerpt: string;
  /** ISO date; the display text is derived from it. */
  datePublished: string;
  author: BlogAuthor;
  category: BlogCategoryName;
  imageAlt: string;
  content: string[];
};

/**
 * Builds a post record from the words a writer supplies; the locale-neutral facts (image path and
 * size) and the derived ones (date text, reading time) are filled in. A Telugu edition passes its
 * own date formatter.
 */
export function defineBlogPost(
  input: BlogPostInput,
  formatDate: (iso: string) => string = formatBlogDate,
): BlogPost {
  const { imageAlt, ...rest } = input;
  return {
    ...rest,
    date: formatDate(input.datePublished),
    image: { src: blogImageSrc(input.id), ...blogImageSize, alt: imageAlt },
    readingMinutes: estimateReadingMinutes(input.content),
  };
}
