import { loadDefaultBlogAuthors } from './authors';

/** Telugu twin of authors.en.ts: data/authors/<id>.te.json, the same ids. */
export const blogAuthors = /* @__PURE__ */ loadDefaultBlogAuthors('te');
