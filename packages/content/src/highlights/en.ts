import { highlightsRecords } from './records';

/** The highlights area in English (the words: data/messages/highlights/highlights.en.json). */
export const { testimonials, whyChooseUs, coreValues } = /* @__PURE__ */ highlightsRecords('en');
