import { governmentRecords } from './records';

/** The government area in English (the words: data/messages/government/government.en.json). */
export const { govSolutionAreas, govServicePages, statePages } =
  /* @__PURE__ */ governmentRecords('en');
