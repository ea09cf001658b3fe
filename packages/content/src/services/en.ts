import { servicesRecords } from './records';

/** The services area in English (the words: data/messages/services/services.en.json). */
export const { services, detailedServices, serviceOptions, technologyStack } =
  /* @__PURE__ */ servicesRecords('en');
