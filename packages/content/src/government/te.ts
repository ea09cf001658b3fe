import { governmentRecords } from './records';

/** The government area in Telugu (the words: data/messages/government/government.te.json), as site/te.ts reads it. */
export const { govSolutionAreas, govServicePages, statePages } =
  /* @__PURE__ */ governmentRecords('te');
