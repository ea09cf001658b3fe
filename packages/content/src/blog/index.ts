export { blogAuthors } from './authors.en';
export type { BlogPostInput } from './define';
export { blogImageSize, blogImageSrc, defineBlogPost } from './define';
export { blogCategories, blogCopy, blogPosts } from './en';
export {
  allBlogPaths,
  blogCategoryMeta,
  blogCategoryPath,
  blogPath,
  blogPostMeta,
  blogPostPath,
  categorySlug,
  getAdjacentPosts,
  getCategoryByName,
  getCategoryBySlug,
  getCategorySummaries,
  getFeaturedPost,
  getNonFeaturedPosts,
  getOtherCategories,
  getPostById,
  getPostsByCategory,
  getRelatedPosts,
  legacyCategoryRedirects,
  legacyCategorySlug,
  legacyCategorySlugForms,
  resolveLegacyCategorySlug,
} from './helpers';
export type {
  BlogAuthor,
  BlogCategory,
  BlogCategoryName,
  BlogCategorySlug,
  BlogCopy,
  BlogPost,
  BlogPostId,
} from './schema';
export {
  blogAuthorSchema,
  blogCategoryNames,
  blogCategorySchema,
  blogCategorySlugs,
  blogCopySchema,
  blogPostIds,
  blogPostSchema,
  countWords,
  estimateReadingMinutes,
  formatBlogDate,
} from './schema';
