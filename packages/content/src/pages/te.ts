import { pagesRecords } from './records';

/** The pages area in Telugu (the words: data/messages/pages/pages.te.json), as site/te.ts reads it. */
export const { pages } = /* @__PURE__ */ pagesRecords('te');
