import type { Decorator } from '@storybook/react-vite';

/**
 * The Storybook's languages. Stories are written in English; in Telugu, every string of a story's
 * args that the site's copy (@lumenor/content) has in English is replaced by the same record's
 * Telugu, so designers see the components with real Telugu copy: its longer words, its vowel signs
 * above and conjuncts below the letters. A story whose copy the site does not have, or that writes
 * its text in its render function, stays in English.
 *
 * The copy is read from the content package's sources, not its package name: @lumenor/content
 * depends on this package (its icon names), and a dependency back would make a cycle.
 */
export const locales = ['en', 'te'] as const;
export type StoryLocale = (typeof locales)[number];

export function isStoryLocale(value: unknown): value is StoryLocale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/**
 * Each area's records, put together for a language by its `<area>Records(locale)` (structure and
 * messages files), and the company's English and Telugu modules.
 */
const areaRecords = import.meta.glob<Record<string, unknown>>(
  '../../content/src/{contact,govconnect,government,highlights,industries,layout,legal,navigation,pages,services,site,support,transformation}/records.ts',
  { eager: true },
);
const companyRecords = import.meta.glob<Record<string, unknown>>(
  '../../content/src/company/{en,te}.ts',
  { eager: true },
);

function pairStrings(english: unknown, telugu: unknown, into: Map<string, string>): void {
  if (typeof english === 'string') {
    // The first record to use an English text gives its Telugu; texts without a letter (numbers,
    // addresses' codes) and those the twin leaves in English are no translation.
    if (typeof telugu === 'string' && telugu !== english && /\p{L}/u.test(english)) {
      if (!into.has(english)) into.set(english, telugu);
    }
    return;
  }
  if (!english || typeof english !== 'object' || !telugu || typeof telugu !== 'object') return;
  for (const [key, value] of Object.entries(english)) {
    pairStrings(value, (telugu as Record<string, unknown>)[key], into);
  }
}

/** English text → its Telugu, from every area of the site's copy. */
export const teluguOf: ReadonlyMap<string, string> = (() => {
  const dictionary = new Map<string, string>();
  pairStrings(
    companyRecords['../../content/src/company/en.ts'],
    companyRecords['../../content/src/company/te.ts'],
    dictionary,
  );
  for (const recordsModule of Object.values(areaRecords)) {
    for (const [name, recordsOf] of Object.entries(recordsModule)) {
      if (!name.endsWith('Records') || typeof recordsOf !== 'function') continue;
      pairStrings(recordsOf('en'), recordsOf('te'), dictionary);
    }
  }
  return dictionary;
})();

function isPlainData(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true;
  if (!value || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value);
  // React elements are plain objects too: their props are the story's, not copy to translate.
  return (prototype === Object.prototype || prototype === null) && !('$$typeof' in value);
}

/** A story's args with every string the site's copy has in English given in Telugu. */
export function toTelugu<T>(value: T): T {
  if (typeof value === 'string') return (teluguOf.get(value.trim()) ?? value) as T;
  if (Array.isArray(value)) return value.map((item) => toTelugu(item)) as T;
  if (!isPlainData(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toTelugu(item)])) as T;
}

/** True when any string of the args has a Telugu twin. */
export function hasTeluguCopy(args: unknown): boolean {
  return JSON.stringify(toTelugu(args)) !== JSON.stringify(args);
}

/**
 * `<html lang>` from the toolbar's language; in Telugu, the story's args in Telugu. The Telugu font
 * stack (Noto Sans Telugu, then Inter for the Latin words) is in preview.css, under `:lang(te)`.
 */
export const withLocale: Decorator = (Story, context) => {
  const locale = isStoryLocale(context.globals.locale) ? context.globals.locale : 'en';
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
  return locale === 'te' ? <Story args={toTelugu(context.args)} /> : <Story />;
};
