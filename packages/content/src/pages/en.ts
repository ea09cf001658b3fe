import { pagesRecords } from './records';

/** The pages area in English (the words: data/messages/pages/pages.en.json). */
export const { pages, pageMeta, documents } = /* @__PURE__ */ pagesRecords('en');
