import { supportRecords } from './records';

/** The support area in English (the words: data/messages/support/support.en.json). */
export const { liveChat, replyPromise, faqs } = /* @__PURE__ */ supportRecords('en');
