import { industriesRecords } from './records';

/** The industries area in English (the words: data/messages/industries/industries.en.json). */
export const { industries, additionalSectors } = /* @__PURE__ */ industriesRecords('en');
