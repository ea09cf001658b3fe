export { blogCategoryPath, blogImageSrc, blogPath, blogPostPath } from '../paths';
export { blogAuthors } from './authors.en';
export type { BlogFrontmatter, LoadBlogPostsOptions } from './collection';
export {
  blogAuthorKeys,
  blogFrontmatterSchema,
  blogPostsShown,
  defaultBlogPostsDirectory,
  extraPostsVariable,
  indiaToday,
  isPublished,
  loadBlogPosts,
  previewVariable,
} from './collection';
export { blogIllustrationPattern, blogImageSize, blogPhotoMinWidth, isBlogPhoto } from './define';
export { blogCategories, blogCopy, blogPosts } from './en';
// Every helper over the records: the helpers module is the blog's public API.
export * from './helpers';
export * from './pagination';
export type {
  BlogAuthor,
  BlogBody,
  BlogCategory,
  BlogCategoryName,
  BlogCategorySlug,
  BlogCopy,
  BlogPost,
  BlogPostId,
} from './schema';
export {
  blockTexts,
  blogAuthorSchema,
  blogCategoryList,
  blogCategoryNames,
  blogCategorySchema,
  blogCategorySlugOf,
  blogCopySchema,
  blogPostIdPattern,
  blogPostSchema,
  countWords,
  estimateReadingMinutes,
  formatBlogDate,
} from './schema';
