import { navigationRecords } from './records';

/** The navigation area in English (the words: data/messages/navigation/navigation.en.json). */
export const { mainNavigation, primaryCta, footerContent } =
  /* @__PURE__ */ navigationRecords('en');
