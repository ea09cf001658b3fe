import { supportRecords } from './records';

/** The support area in English (the words: data/messages/support.en.json). */
export const { liveChat, replyPromise, faqs } = /* @__PURE__ */ supportRecords('en');
