import { describe, expect, it } from 'vitest';
import { blogRecords } from './blog/records';
import { contactRecords } from './contact/records';
import { editorRecords } from './editor/records';
import { factValues } from './facts';
import { govconnectRecords } from './govconnect/records';
import { governmentRecords } from './government/records';
import { highlightsRecords } from './highlights/records';
import { industriesRecords } from './industries/records';
import { layoutRecords } from './layout/records';
import type { Locale } from './locale';
import { type MessageArea, messageFiles } from './messages';
import { navigationRecords } from './navigation/records';
import { pagesRecords } from './pages/records';
import { servicesRecords } from './services/records';
import { ContentValidationError } from './shared/validate';
import { supportRecords } from './support/records';
import { collectStrings } from './test/walk';
import { transformationRecords } from './transformation/records';

/** Every area written as messages, with what puts its records together. */
const areas: Record<MessageArea, (locale: Locale, messages?: unknown) => unknown> = {
  blog: blogRecords,
  contact: contactRecords,
  editor: editorRecords,
  govconnect: govconnectRecords,
  government: governmentRecords,
  highlights: highlightsRecords,
  industries: industriesRecords,
  layout: layoutRecords,
  navigation: navigationRecords,
  pages: pagesRecords,
  services: servicesRecords,
  support: supportRecords,
  transformation: transformationRecords,
};

/**
 * A test fixture language, not on the site: every English text behind a mark ('‹xx› '), its
 * placeholders and closing punctuation kept. What a translator hands in for a third language: one messages file per area.
 */
function fixtureLanguage(value: unknown): unknown {
  if (typeof value === 'string') return `‹xx› ${value}`;
  if (Array.isArray(value)) return value.map(fixtureLanguage);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'translationOf')
        .map(([key, item]) => [key, fixtureLanguage(item)]),
    );
  }
  return value;
}

describe('a third language', () => {
  it.each(Object.keys(areas) as MessageArea[])(
    '%s: its messages alone make records the schemas accept, in its own words',
    (area) => {
      const records = areas[area]('en', fixtureLanguage(messageFiles[area].en));
      const texts = collectStrings(records).map((entry) => entry.value);
      expect(texts.some((text) => text.startsWith('‹'))).toBe(true);
      // Nothing of the English is left but the structure: links, ids and facts.
      const english = new Set(collectStrings(areas[area]('en')).map((entry) => entry.value));
      const facts = new Set(Object.values(factValues('en')).map(String));
      const words = texts.filter(
        (text) => /\s/.test(text) && english.has(text) && !facts.has(text),
      );
      expect(words).toEqual([]);
    },
  );

  it('a missing text fails naming the file and the field', () => {
    const { services, ...rest } = fixtureLanguage(messageFiles.services.en) as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    const { title: _title, ...untitled } = services?.['ai-ml'] ?? {};
    const broken = { ...rest, services: { ...services, 'ai-ml': untitled } };
    expect(() => servicesRecords('en', broken)).toThrow(ContentValidationError);
    expect(() => servicesRecords('en', broken)).toThrow(
      /^data\/messages\/services\/services\.en\.json\.services\[1\]\.title: /m,
    );
  });
});
