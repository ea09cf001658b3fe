import blogEn from '../data/messages/blog/blog.en.json' with { type: 'json' };
import blogTe from '../data/messages/blog/blog.te.json' with { type: 'json' };
import contactEn from '../data/messages/contact/contact.en.json' with { type: 'json' };
import contactTe from '../data/messages/contact/contact.te.json' with { type: 'json' };
import editorEn from '../data/messages/editor/editor.en.json' with { type: 'json' };
import editorTe from '../data/messages/editor/editor.te.json' with { type: 'json' };
import govconnectEn from '../data/messages/govconnect/govconnect.en.json' with { type: 'json' };
import govconnectTe from '../data/messages/govconnect/govconnect.te.json' with { type: 'json' };
import governmentEn from '../data/messages/government/government.en.json' with { type: 'json' };
import governmentTe from '../data/messages/government/government.te.json' with { type: 'json' };
import highlightsEn from '../data/messages/highlights/highlights.en.json' with { type: 'json' };
import highlightsTe from '../data/messages/highlights/highlights.te.json' with { type: 'json' };
import industriesEn from '../data/messages/industries/industries.en.json' with { type: 'json' };
import industriesTe from '../data/messages/industries/industries.te.json' with { type: 'json' };
import layoutEn from '../data/messages/layout/layout.en.json' with { type: 'json' };
import layoutTe from '../data/messages/layout/layout.te.json' with { type: 'json' };
import navigationEn from '../data/messages/navigation/navigation.en.json' with { type: 'json' };
import navigationTe from '../data/messages/navigation/navigation.te.json' with { type: 'json' };
import pagesEn from '../data/messages/pages/pages.en.json' with { type: 'json' };
import pagesTe from '../data/messages/pages/pages.te.json' with { type: 'json' };
import servicesEn from '../data/messages/services/services.en.json' with { type: 'json' };
import servicesTe from '../data/messages/services/services.te.json' with { type: 'json' };
import supportEn from '../data/messages/support/support.en.json' with { type: 'json' };
import supportTe from '../data/messages/support/support.te.json' with { type: 'json' };
import transformationEn from '../data/messages/transformation/transformation.en.json' with {
  type: 'json',
};
import transformationTe from '../data/messages/transformation/transformation.te.json' with {
  type: 'json',
};
import type { Locale } from './locale';
import type { MessageFile } from './shared/messages';

/**
 * The messages files of every area, by area and language: `data/messages/<area>/<area>.<locale>.json`.
 * A language is added with its files here and its line in locale.ts; the structure and the
 * schemas of the areas serve every language as they are.
 */
export const messageFiles = {
  blog: { en: blogEn, te: blogTe },
  contact: { en: contactEn, te: contactTe },
  editor: { en: editorEn, te: editorTe },
  pages: { en: pagesEn, te: pagesTe },
  navigation: { en: navigationEn, te: navigationTe },
  layout: { en: layoutEn, te: layoutTe },
  government: { en: governmentEn, te: governmentTe },
  transformation: { en: transformationEn, te: transformationTe },
  industries: { en: industriesEn, te: industriesTe },
  highlights: { en: highlightsEn, te: highlightsTe },
  govconnect: { en: govconnectEn, te: govconnectTe },
  support: { en: supportEn, te: supportTe },
  services: { en: servicesEn, te: servicesTe },
} as const satisfies Record<string, Record<Locale, MessageFile>>;

export type MessageArea = keyof typeof messageFiles;

/** The messages file of an area, as the build and the tests name it. */
export const messagesFileName = (area: MessageArea, locale: Locale) =>
  `data/messages/${area}/${area}.${locale}.json`;
