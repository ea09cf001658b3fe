import { siteRecords } from './records';

/** The site's pages in English (the words: data/messages/site/site.en.json). */
export const { sitePages, industryPages, notFoundMeta } = /* @__PURE__ */ siteRecords('en');
