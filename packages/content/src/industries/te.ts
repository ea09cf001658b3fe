import { industriesRecords } from './records';

/** The industries area in Telugu (the words: data/messages/industries/industries.te.json), as site/te.ts reads it. */
export const { industries, additionalSectors } = /* @__PURE__ */ industriesRecords('te');
