import { loadDefaultBlogAuthors } from './authors';

/** Lumenor Technologies people who write for the blog: data/authors/<id>.en.json, by id. */
export const blogAuthors = /* @__PURE__ */ loadDefaultBlogAuthors('en');
