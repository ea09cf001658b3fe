import { transformationRecords } from './records';

/** The transformation area in English (the words: data/messages/transformation/transformation.en.json). */
export const { transformationSteps, enablingTechnologies } =
  /* @__PURE__ */ transformationRecords('en');
