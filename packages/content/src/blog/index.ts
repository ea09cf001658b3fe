export { blogCategoryPath, blogImageSrc, blogPath, blogPostPath } from '../paths';
export { blogAuthors } from './authors.en';
export type { BlogFrontmatter, LoadBlogPostsOptions } from './collection';
export {
  awaitsTranslation,
  blogAuthorKeys,
  blogFrontmatterSchema,
  blogPostStatus,
  blogPostsShown,
  defaultBlogPostsDirectory,
  extraPostsVariable,
  indiaToday,
  isPreviewBuild,
  isPublished,
  loadBlogPosts,
  previewVariable,
} from './collection';
export { blogIllustrationPattern, blogImageSize, blogPhotoMinWidth, isBlogPhoto } from './define';
export { blogCategories, blogCopy, blogPosts } from './en';
// Every helper over the records: the helpers module is the blog's public API.
export * from './helpers';
// The build's reading of an article file: what the editor's own checks are tested against.
export { ArticleProblem, parseArticle } from './markdown';
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
  minParagraphs,
  minParagraphWords,
  substantialParagraphs,
} from './schema';
