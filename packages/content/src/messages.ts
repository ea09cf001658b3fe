import servicesEn from '../data/messages/services.en.json' with { type: 'json' };
import servicesTe from '../data/messages/services.te.json' with { type: 'json' };
import supportEn from '../data/messages/support.en.json' with { type: 'json' };
import supportTe from '../data/messages/support.te.json' with { type: 'json' };
import type { Locale } from './locale';
import type { MessageFile } from './shared/messages';

/**
 * The messages files of every area, by area and language: `data/messages/<area>.<locale>.json`.
 * A language is added with its files here and its line in locale.ts; the structure and the
 * schemas of the areas serve every language as they are.
 */
export const messageFiles = {
  support: { en: supportEn, te: supportTe },
  services: { en: servicesEn, te: servicesTe },
} as const satisfies Record<string, Record<Locale, MessageFile>>;

export type MessageArea = keyof typeof messageFiles;

/** The messages file of an area, as the build and the tests name it. */
export const messagesFileName = (area: MessageArea, locale: Locale) =>
  `data/messages/${area}.${locale}.json`;
