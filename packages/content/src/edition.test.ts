import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { awaitsTranslation } from './blog/collection';
import { edition, localizeHrefs, recordModules } from './edition';
import { languageNeutralFiles, localeOfPath, locales, localizedPath } from './locale';
import { messageFiles } from './messages';

/**
 * Parity of the language editions: every English record has a Telugu twin of exactly its shape,
 * with the same identifiers and the same links, and its own words.
 */

/** Keys whose values identify or address something: the same in every language. */
const identifierKeys = new Set([
  'id',
  'slug',
  'href',
  'src',
  'icon',
  'network',
  'path',
  'section',
  'value',
  'anchor',
  'width',
  'height',
  'email',
  'phone',
  'website',
  'cin',
  'postalCode',
  'datePublished',
  'foundedYear',
  'step',
  'inSitemap',
  'variant',
  'tone',
  'kind',
]);

/** Values that are not words (links, mail and phone addresses, numbers): the same everywhere. */
const isIdentifierText = (value: string) => /^(\/|#|mailto:|tel:|https?:)/.test(value);

type Difference = string;

/** Compares two record trees; returns where their shapes or identifiers differ. */
function compare(english: unknown, telugu: unknown, at: string, out: Difference[]): void {
  if (typeof english !== typeof telugu) {
    out.push(`${at}: ${typeof english} in English, ${typeof telugu} in Telugu`);
    return;
  }
  if (typeof english === 'function') {
    const arity = (english as (...args: unknown[]) => unknown).length;
    if ((telugu as (...args: unknown[]) => unknown).length !== arity) {
      out.push(`${at}: a function of ${arity} arguments in English`);
    }
    return;
  }
  if (Array.isArray(english)) {
    if (!Array.isArray(telugu) || telugu.length !== english.length) {
      out.push(
        `${at}: ${english.length} items in English, ${(telugu as unknown[]).length} in Telugu`,
      );
      return;
    }
    english.forEach((item, index) => {
      compare(item, telugu[index], `${at}[${index}]`, out);
    });
    return;
  }
  if (english !== null && typeof english === 'object') {
    // valibot schemas and validators are derived from the records, not records themselves.
    if ('~standard' in english) return;
    const englishKeys = Object.keys(english).sort();
    const teluguKeys = Object.keys(telugu as object).sort();
    if (englishKeys.join() !== teluguKeys.join()) {
      out.push(
        `${at}: keys ${englishKeys.join(', ')} in English, ${teluguKeys.join(', ')} in Telugu`,
      );
      return;
    }
    for (const key of englishKeys) {
      const a = (english as Record<string, unknown>)[key];
      const b = (telugu as Record<string, unknown>)[key];
      // An identifier is a token ('custom-software', '500+'); a sentence under such a key is copy.
      const isToken = typeof a !== 'string' || !/\s/.test(a);
      if (identifierKeys.has(key) && typeof a !== 'object' && isToken && a !== b) {
        out.push(`${at}.${key}: '${String(a)}' in English, '${String(b)}' in Telugu`);
      } else {
        compare(a, b, `${at}.${key}`, out);
      }
    }
    return;
  }
  if (typeof english === 'string' && typeof telugu === 'string') {
    if (isIdentifierText(english) && english !== telugu) {
      out.push(`${at}: '${english}' in English, '${telugu}' in Telugu`);
    }
    if (english.trim() !== '' && telugu.trim() === '') out.push(`${at}: empty in Telugu`);
    for (const placeholder of english.match(/\{[a-z.]+\}/gi) ?? []) {
      if (!telugu.includes(placeholder)) out.push(`${at}: Telugu lacks ${placeholder}`);
    }
  }
}

describe('the Telugu edition', () => {
  // The areas written as messages share one structure: their parity is their messages files'
  // (below). The others (the articles, the company, the page list) are compared record by record.
  const areas = (Object.keys(recordModules.en) as Array<keyof typeof recordModules.en>).filter(
    (area) => area === 'blog' || !(area in messageFiles),
  );

  it.each(areas)('%s: the Telugu record has exactly the English shape and identifiers', (area) => {
    const english = recordModules.en[area] as Record<string, unknown>;
    const telugu = recordModules.te[area] as Record<string, unknown>;
    expect(Object.keys(telugu).sort()).toEqual(Object.keys(english).sort());
    const differences: Difference[] = [];
    for (const name of Object.keys(english))
      compare(english[name], telugu[name], name, differences);
    expect(differences).toEqual([]);
  });

  it('has every article in Telugu but those awaiting their translation, and none without English', () => {
    const posts = fileURLToPath(new URL('../posts', import.meta.url));
    const ids = (locale: string) =>
      readdirSync(posts)
        .filter((name) => name.endsWith(`.${locale}.md`))
        .map((name) => name.slice(0, -`.${locale}.md`.length))
        .sort();
    const awaiting = (id: string) => awaitsTranslation(path.join(posts, `${id}.en.md`));
    expect(ids('te').filter((id) => !ids('en').includes(id))).toEqual([]);
    // An article awaiting its translation may have no Telugu file yet; any other has one.
    expect(ids('en').filter((id) => !ids('te').includes(id) && !awaiting(id))).toEqual([]);
    expect(edition('te').blogPosts.map((post) => post.id)).toEqual(
      edition('en')
        .blogPosts.map((post) => post.id)
        .filter((id) => !awaiting(id)),
    );
  });

  it('has every data and messages file in Telugu, with exactly its English keys, and no Telugu file alone', () => {
    const dataDirectory = fileURLToPath(new URL('../data', import.meta.url));
    const files = readdirSync(dataDirectory, { recursive: true, encoding: 'utf8' });
    const twins = (locale: string) =>
      files
        .filter((name) => name.endsWith(`.${locale}.json`))
        .map((name) => name.slice(0, -`.${locale}.json`.length))
        .sort();
    expect(twins('en').length).toBeGreaterThan(0);
    expect(twins('te')).toEqual(twins('en'));
    const differences: Difference[] = [];
    for (const name of twins('en')) {
      const read = (locale: string) =>
        JSON.parse(readFileSync(path.join(dataDirectory, `${name}.${locale}.json`), 'utf8'));
      // The Telugu file's record of what it translates has no English counterpart.
      const { translationOf: _stamp, ...telugu } = read('te');
      compare(read('en'), telugu, name, differences);
    }
    expect(differences).toEqual([]);
  });

  it('says the articles in its own words and dates', () => {
    const [english, telugu] = locales.map((locale) => edition(locale).blogPosts);
    telugu?.forEach((post) => {
      const twin = english?.find((item) => item.id === post.id);
      expect(post.title).not.toBe(twin?.title);
      expect(post.datePublished).toBe(twin?.datePublished);
      expect(post.date).toMatch(/[\u0C00-\u0C7F]/);
    });
  });

  it('links inside itself: every site link of a Telugu record leads to a Telugu page', () => {
    const links: string[] = [];
    JSON.stringify(edition('te'), (key, value) => {
      if (key === 'href' && typeof value === 'string') links.push(value);
      return value;
    });
    const siteLinks = links.filter(
      (href) =>
        href.startsWith('/') &&
        !/\.(svg|png|ico)$/.test(href) &&
        !languageNeutralFiles.includes(href),
    );
    expect(siteLinks.length).toBeGreaterThan(100);
    for (const href of siteLinks) expect(localeOfPath(href).locale, href).toBe('te');
  });
});

describe('localized paths', () => {
  it('moves site pages under the prefix and leaves everything else alone', () => {
    expect(localizedPath('/', 'te')).toBe('/te');
    expect(localizedPath('/services#ai-ml', 'te')).toBe('/te/services#ai-ml');
    expect(localizedPath('/rss.xml', 'te')).toBe('/te/rss.xml');
    expect(localizedPath('/sitemap.xml', 'te')).toBe('/sitemap.xml');
    expect(localizedPath('/images/blog/x.svg', 'te')).toBe('/images/blog/x.svg');
    expect(localizedPath('mailto:a@b.in', 'te')).toBe('mailto:a@b.in');
    expect(localizedPath('/te/about', 'te')).toBe('/te/about');
    expect(localizedPath('/about', 'en')).toBe('/about');
  });

  it('reads the locale back from a path', () => {
    expect(localeOfPath('/te')).toEqual({ locale: 'te', path: '/' });
    expect(localeOfPath('/te/blog/x')).toEqual({ locale: 'te', path: '/blog/x' });
    expect(localeOfPath('/technology')).toEqual({ locale: 'en', path: '/technology' });
    expect(localeOfPath('/about')).toEqual({ locale: 'en', path: '/about' });
  });

  it('localizes every href of a record tree and nothing else', () => {
    expect(
      localizeHrefs({ a: { href: '/x', src: '/y' }, list: [{ href: 'https://e.in' }] }, 'te'),
    ).toEqual({ a: { href: '/te/x', src: '/y' }, list: [{ href: 'https://e.in' }] });
  });
});
