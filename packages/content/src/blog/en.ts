import { loadDefaultBlogPosts } from './collection';
import { blogRecords } from './records';
import type { BlogPost } from './schema';

/** English blog content: the eight categories and screen words (data/messages/blog/blog.en.json). */
export const { blogCategories, blogCopy } = /* @__PURE__ */ blogRecords('en');

/**
 * Every article of posts/*.en.md, newest first (the first is the featured one). Adding a post is
 * adding a file there; nothing lists them. Read once, in Node (see collection.ts).
 */
export const blogPosts: BlogPost[] = /* @__PURE__ */ loadDefaultBlogPosts({ locale: 'en' });
