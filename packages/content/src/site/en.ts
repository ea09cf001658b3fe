import { siteRecords } from './records';

/** The site's pages in English (the words: data/messages/pages/pages.en.json). */
export const { sitePages, industryPages, notFoundMeta } = /* @__PURE__ */ siteRecords('en');
