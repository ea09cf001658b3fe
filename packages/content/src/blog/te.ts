import { blogAuthors } from './authors.te';
import { loadDefaultBlogPosts } from './collection';
import { blogRecords } from './records';
import type { BlogPost } from './schema';

/** Telugu blog content: the categories and screen words (data/messages/blog/blog.te.json). */
export const { blogCategories, blogCopy } = /* @__PURE__ */ blogRecords('te');

/** Every article of posts/*.te.md, newest first (the first is the featured one). */
export const blogPosts: BlogPost[] = /* @__PURE__ */ loadDefaultBlogPosts({
  locale: 'te',
  authors: blogAuthors,
  categories: blogCategories,
});
