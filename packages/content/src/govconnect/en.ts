import { govconnectRecords } from './records';

/** The govconnect area in English (the words: data/messages/govconnect/govconnect.en.json). */
export const { govConnectOfferings } = /* @__PURE__ */ govconnectRecords('en');
