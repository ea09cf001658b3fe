import { legalRecords } from './records';

/** The legal area in English (the words: data/messages/legal/legal.en.json). */
export const { legal, guides, accessibilityStatement } = /* @__PURE__ */ legalRecords('en');
