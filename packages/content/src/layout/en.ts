import { layoutRecords } from './records';

/** The layout area in English (the words: data/messages/layout/layout.en.json). */
export const { layoutCopy } = /* @__PURE__ */ layoutRecords('en');
