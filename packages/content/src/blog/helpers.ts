import { blogCategoryPath, blogPath, blogPostPath } from '../paths';
import type { PageMeta } from '../shared/schema';
import { blogCategories, blogCopy, blogPosts } from './en';
import { listingPagePaths } from './pagination';
import type { BlogCategory, BlogCopy, BlogPost } from './schema';

/** Pure helpers over the blog collections. Each takes the data as a trailing argument (the default
 * locale's records by default) so a Telugu edition and tests can pass their own. */

export function getPostById(
  id: string,
  posts: readonly BlogPost[] = blogPosts,
): BlogPost | undefined {
  return posts.find((post) => post.id === id);
}

/** Previous and next post by position in the list: the first has no previous, the last no next. */
export function getAdjacentPosts(
  id: string,
  posts: readonly BlogPost[] = blogPosts,
): { previous?: BlogPost; next?: BlogPost } {
  const index = posts.findIndex((post) => post.id === id);
  if (index === -1) return {};
  const previous = index > 0 ? posts[index - 1] : undefined;
  const next = posts[index + 1];
  return {
    ...(previous ? { previous } : {}),
    ...(next ? { next } : {}),
  };
}

/** Related articles: the first `count` posts of the list other than `id` (pages show 3). */
export function getRelatedPosts(
  id: string,
  count = 3,
  posts: readonly BlogPost[] = blogPosts,
): BlogPost[] {
  if (!posts.some((post) => post.id === id)) return [];
  return posts.filter((post) => post.id !== id).slice(0, Math.max(0, count));
}

/** The featured article is the first post. */
export function getFeaturedPost(posts: readonly BlogPost[] = blogPosts): BlogPost {
  const first = posts[0];
  if (!first) throw new Error('getFeaturedPost: there are no blog posts');
  return first;
}

/** Every post after the featured one (the grid of the blog index). */
export function getNonFeaturedPosts(posts: readonly BlogPost[] = blogPosts): BlogPost[] {
  return posts.slice(1);
}

/**
 * Canonical slug of a category name: lowercase words joined by hyphens, '&' spelled 'and'.
 * 'AI & Technology' → 'ai-and-technology'.
 */
export function categorySlug(name: string): string {
  return name
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function getCategoryBySlug(
  slug: string,
  categories: readonly BlogCategory[] = blogCategories,
): BlogCategory | undefined {
  return categories.find((category) => category.slug === slug);
}

export function getCategoryByName(
  name: string,
  categories: readonly BlogCategory[] = blogCategories,
): BlogCategory | undefined {
  return categories.find((category) => category.name === name);
}

/** Posts of one category (by canonical slug), in list order; empty for an unknown slug. */
export function getPostsByCategory(
  slug: string,
  posts: readonly BlogPost[] = blogPosts,
  categories: readonly BlogCategory[] = blogCategories,
): BlogPost[] {
  const category = getCategoryBySlug(slug, categories);
  if (!category) return [];
  return posts.filter((post) => post.category === category.name);
}

/** Categories with the number of posts in each, in category order (for the category tiles). */
export function getCategorySummaries(
  posts: readonly BlogPost[] = blogPosts,
  categories: readonly BlogCategory[] = blogCategories,
): Array<{ category: BlogCategory; count: number; href: string }> {
  return categories.map((category) => ({
    category,
    count: posts.filter((post) => post.category === category.name).length,
    href: blogCategoryPath(category.slug),
  }));
}

/** Every category other than `slug` (the 'other categories' list of a category page). */
export function getOtherCategories(
  slug: string,
  categories: readonly BlogCategory[] = blogCategories,
): BlogCategory[] {
  return categories.filter((category) => category.slug !== slug);
}

/**
 * The OLD site's slug rule, kept only to redirect old links: lowercase, then replace only the
 * FIRST space with a hyphen. 'AI & Technology' → 'ai-& technology'.
 */
export function legacyCategorySlug(name: string): string {
  return name.toLowerCase().replace(' ', '-');
}

/** Decodes percent-encoding until stable; malformed sequences leave the input as it is. */
function fullyDecode(value: string): string {
  let current = value;
  for (let i = 0; i < 3; i += 1) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return current;
    }
    if (decoded === current) return current;
    current = decoded;
  }
  return current;
}

/**
 * Resolves an old-rule category slug to the canonical slug, whether it arrives decoded
 * ('ai-& technology'), encoded as a browser requests it ('ai-&%20technology') or fully encoded
 * ('ai-%26%20technology'). Canonical slugs resolve to themselves. Unknown slugs → undefined.
 */
export function resolveLegacyCategorySlug(
  slug: string,
  categories: readonly BlogCategory[] = blogCategories,
): string | undefined {
  const wanted = fullyDecode(slug).replaceAll('+', ' ').trim().toLowerCase();
  const match = categories.find(
    (category) =>
      category.slug === wanted ||
      legacyCategorySlug(category.name) === wanted ||
      categorySlug(category.name) === wanted,
  );
  return match?.slug;
}

/** The forms in which a legacy slug can appear in a request path. */
export function legacyCategorySlugForms(name: string): string[] {
  const raw = legacyCategorySlug(name);
  return [...new Set([raw, encodeURI(raw), encodeURIComponent(raw)])];
}

/**
 * Redirects from old category paths to canonical ones, for every category whose old-rule slug
 * differs from its canonical slug: the decoded path and each encoded form a client may send.
 */
export function legacyCategoryRedirects(
  categories: readonly BlogCategory[] = blogCategories,
): Array<{ from: string; to: string }> {
  return categories.flatMap((category) => {
    if (legacyCategorySlug(category.name) === category.slug) return [];
    const to = blogCategoryPath(category.slug);
    return legacyCategorySlugForms(category.name).map((form) => ({
      from: blogCategoryPath(form),
      to,
    }));
  });
}

/**
 * Every blog path for prerendering and the sitemap: every page of the index, the posts and every
 * page of every category (a category nobody has written for yet is a page too, showing "No
 * articles found"; only an unknown category address, or a page past a list's last, answers 404).
 */
export function allBlogPaths(
  posts: readonly BlogPost[] = blogPosts,
  categories: readonly BlogCategory[] = blogCategories,
): string[] {
  return [
    ...listingPagePaths(blogPath, posts.length),
    ...posts.map((post) => blogPostPath(post.id)),
    ...categories.flatMap((category) =>
      listingPagePaths(
        blogCategoryPath(category.slug),
        getPostsByCategory(category.slug, posts, categories).length,
      ),
    ),
  ];
}

/** Head data of an article page. */
export function blogPostMeta(post: BlogPost, copy: BlogCopy = blogCopy): PageMeta {
  return {
    title: post.title,
    description: post.excerpt,
    keywords: [post.category, ...copy.meta.postKeywords],
  };
}

/** Head data of a category page. */
export function blogCategoryMeta(category: BlogCategory, copy: BlogCopy = blogCopy): PageMeta {
  return {
    title: copy.meta.categoryTitle(category.name),
    description: category.description,
    keywords: [category.name, ...copy.meta.categoryKeywords],
  };
}
