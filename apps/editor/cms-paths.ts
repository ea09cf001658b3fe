/**
 * Where the editor saves, as paths from the repository's root. A module of its own, importing
 * nothing, so that the scripts Node runs directly (the site's scripts/edit-review.ts) read it too.
 */
export const cmsPaths = {
  posts: 'packages/content/posts',
  /** The data files (packages/content/data/README.md). */
  authors: 'packages/content/data/authors',
  companyFacts: 'packages/content/data/company.json',
  /** The site's words, one file per area and language (data/messages/<area>.<locale>.json). */
  messages: 'packages/content/data/messages',
  media: 'packages/content/public/images/blog',
  mediaUrl: '/images/blog',
} as const;
