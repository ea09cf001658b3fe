import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { edition, localeOfPath, localizedPath, pageLocales } from '@lumenor/content';
import { isSitePage } from '@lumenor/editor/admin-page';
import { beforeAll, describe, expect, it } from 'vitest';
import { isRoutePage, routeOfFile } from '../../scripts/lib/file-routes';
import { listFiles } from '../../scripts/lib/files';
import { attributeOf, type HtmlElement, type HtmlNode, textOf } from '../../scripts/lib/html';
import { type BuiltPage, clientDirectory, readBuiltPage, requireBuild } from '../built-site';

/**
 * The two language editions as built (build/client; turbo builds before the tests): every page
 * has its twin (but an article awaiting its translation, which says so where the language switch
 * would be), each says which language it is in and where its twin is, a Telugu page links
 * within the Telugu site, and its text is Telugu but for names and terms officials write in
 * English.
 */

/**
 * Latin-script words a Telugu page may keep: the company and product names, acronyms, technology
 * products, and what a page shows as data (e-mail addresses, the host name, the CIN).
 */
const latinAllowed = new Set(
  [
    'Lumenor',
    'Technologies',
    'Private',
    'Limited',
    'GovConnect',
    'English',
    'AI',
    'API',
    'APIs',
    'IoT',
    'GIS',
    'ERP',
    'CRM',
    'SMS',
    'OTP',
    'UPI',
    'DLT',
    'SLA',
    'ISO',
    'CERT-In',
    'MeitY',
    'NIC',
    'WCAG',
    'GIGW',
    'RTI',
    'PDF',
    'DPDP',
    'KPI',
    'KPIs',
    'CSC',
    'QR',
    'RTGS',
    'IVR',
    'GPS',
    'AWS',
    'Azure',
    'React',
    'Kubernetes',
  ].map((word) => word.toLowerCase()),
);

/** Most a Telugu page's main text may have of other Latin-script words. */
const maxLatinShare = 0.08;

/**
 * The visible text of a subtree: no scripts, styles or templates, and no `<noscript>` (parsed as a
 * scripting browser parses it: raw markup, not text a reader sees).
 */
function visibleText(node: HtmlNode): string {
  return textOf(node, {
    skip: (element) => ['script', 'style', 'template', 'noscript'].includes(element.tagName),
    separator: ' ',
  });
}

/** The words of a text in Latin script that are not allowed names, terms or data. */
function otherLatinWords(text: string): { words: number; latin: string[] } {
  const words = text.split(/[\s\u00a0]+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const latin = words
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, ''))
    .filter((word) => /[A-Za-z]/.test(word) && !/[\u0C00-\u0C7F]/.test(word))
    .filter((word) => !/[@.]/.test(word) || !/\w[@.]\w/.test(word)) // e-mail, hosts, file names
    .filter((word) => !latinAllowed.has(word.toLowerCase()))
    .filter((word) => !/^[A-Z0-9-]+$/.test(word) || word.length > 6); // acronyms and codes
  return { words: words.length, latin };
}

interface Page extends BuiltPage {
  sitePath: string;
}

const load = (file: string): Page => ({ ...readBuiltPage(file), sitePath: routeOfFile(file) });

/** Every string of a record tree (functions, such as copy with a placeholder, left out). */
function stringsOf(records: unknown, into = new Set<string>()): Set<string> {
  if (typeof records === 'string') into.add(records.replace(/\s+/g, ' ').trim());
  else if (records && typeof records === 'object') {
    for (const value of Object.values(records)) stringsOf(value, into);
  }
  return into;
}

const landmarkTags = new Set(['nav', 'aside', 'main', 'header', 'footer', 'section', 'form']);
const landmarkRoles = new Set([
  'navigation',
  'complementary',
  'main',
  'banner',
  'contentinfo',
  'region',
  'form',
  'search',
]);

/** The accessible name of each landmark of a page that has one (aria-label or aria-labelledby). */
function landmarkLabels(page: Page): string[] {
  const all = page.elements;
  const byId = new Map(all.map((el) => [attributeOf(el, 'id'), el]));
  return all
    .filter(
      (el) => landmarkTags.has(el.tagName) || landmarkRoles.has(attributeOf(el, 'role') ?? ''),
    )
    .map((el) => {
      const labelledBy = attributeOf(el, 'aria-labelledby');
      const label = labelledBy
        ? labelledBy
            .split(/\s+/)
            .map((id) => {
              const target = byId.get(id);
              return target ? visibleText(target) : '';
            })
            .join(' ')
        : (attributeOf(el, 'aria-label') ?? '');
      return label.replace(/\s+/g, ' ').trim();
    })
    .filter((label) => label !== '');
}

const htmlOf = (page: Page) => page.elements.find((el) => el.tagName === 'html');
const linksOf = (page: Page, rel: string) =>
  page.elements.filter((el) => el.tagName === 'link' && attributeOf(el, 'rel') === rel);

requireBuild();

describe('the built editions', () => {
  let english: Page[] = [];
  let telugu: Page[] = [];

  beforeAll(async () => {
    const pages = (await listFiles(clientDirectory)).filter(
      (file) => isRoutePage(file) && isSitePage(file),
    );
    english = pages.filter((file) => !file.startsWith('te/') && file !== 'te/index.html').map(load);
    telugu = pages.filter((file) => file.startsWith('te/')).map(load);
  });

  it('has a Telugu twin of every English page but those awaiting it, and no other', () => {
    expect(english.length).toBeGreaterThan(30);
    expect(telugu.map((page) => localeOfPath(page.sitePath).path).sort()).toEqual(
      english
        .map((page) => page.sitePath)
        .filter((sitePath) => pageLocales(sitePath).includes('te'))
        .sort(),
    );
    expect(existsSync(path.join(clientDirectory, 'te/404.html'))).toBe(true);
    expect(existsSync(path.join(clientDirectory, 'te/blog/category/404.html'))).toBe(true);
  });

  it('says its language, its own address and its twin on every page', () => {
    for (const page of [...english, ...telugu]) {
      const { locale, path: sitePath } = localeOfPath(page.sitePath);
      expect(attributeOf(htmlOf(page) as HtmlElement, 'lang'), page.file).toBe(locale);
      const canonical = linksOf(page, 'canonical').map((el) => attributeOf(el, 'href'));
      expect(canonical.length, page.file).toBe(1);
      expect(new URL(canonical[0] ?? '').pathname, page.file).toBe(localizedPath(sitePath, locale));
      const alternates = Object.fromEntries(
        linksOf(page, 'alternate')
          .filter((el) => attributeOf(el, 'hreflang'))
          .map((el) => [
            attributeOf(el, 'hreflang'),
            new URL(attributeOf(el, 'href') ?? '').pathname,
          ]),
      );
      // A page in one language only (an article awaiting its translation) names no versions.
      const twinned = pageLocales(sitePath).length > 1;
      expect(alternates, page.file).toEqual(
        twinned ? { en: sitePath, te: localizedPath(sitePath, 'te'), 'x-default': sitePath } : {},
      );
    }
  });

  it('leads from each page to its twin through the language switch, or says it is coming', () => {
    for (const page of [...english, ...telugu]) {
      const { locale, path: sitePath } = localeOfPath(page.sitePath);
      const other = locale === 'en' ? 'te' : 'en';
      const switches = page.elements.filter(
        (el) => el.tagName === 'a' && attributeOf(el, 'hreflang') === other,
      );
      if (!pageLocales(sitePath).includes(other)) {
        // No link to a page that is not there: the switch's place says, in that language, why.
        const pending = edition(other).layoutCopy.languageSwitch.pending;
        const notes = page.elements.filter(
          (el) => attributeOf(el, 'lang') === other && visibleText(el).trim() === pending,
        );
        expect(switches, page.file).toEqual([]);
        expect(notes.length, page.file).toBeGreaterThan(0);
        continue;
      }
      expect(switches.length, page.file).toBeGreaterThan(0);
      for (const link of switches) {
        expect(attributeOf(link, 'href'), page.file).toBe(localizedPath(sitePath, other));
      }
    }
  });

  it('keeps a Telugu reader on Telugu pages: every other site link leads under /te', () => {
    for (const page of telugu) {
      const stray = page.elements
        .filter((el) => el.tagName === 'a' && !attributeOf(el, 'hreflang'))
        .map((el) => attributeOf(el, 'href') ?? '')
        .filter((href) => href.startsWith('/') && !/\.[a-z]+$/.test(href.split(/[?#]/)[0] ?? ''))
        .filter((href) => localeOfPath(href).locale !== 'te');
      expect(stray, page.file).toEqual([]);
    }
  });

  it('names every landmark of a Telugu page from the Telugu records, never in English alone', () => {
    const englishOnly = stringsOf(edition('en'));
    for (const string of stringsOf(edition('te'))) englishOnly.delete(string);
    let labelled = 0;
    for (const page of telugu) {
      const labels = landmarkLabels(page);
      labelled += labels.length;
      expect(
        labels.filter((label) => englishOnly.has(label)),
        page.file,
      ).toEqual([]);
    }
    // The header, the footer and their navigations, at least.
    expect(labelled).toBeGreaterThanOrEqual(telugu.length * 3);
  });

  it('writes a Telugu page in Telugu: few Latin-script words beyond names and terms', () => {
    const shares = telugu.map((page) => {
      const main = page.elements.find((el) => el.tagName === 'main');
      const { words, latin } = otherLatinWords(main ? visibleText(main) : '');
      return { file: page.file, words, share: latin.length / Math.max(1, words), latin };
    });
    const worst = [...shares].sort((a, b) => b.share - a.share).slice(0, 5);
    console.log(
      `Latin-script share of Telugu main text (worst 5): ${worst
        .map(({ file, share }) => `${file} ${(share * 100).toFixed(1)} %`)
        .join(', ')}`,
    );
    for (const { file, share, latin } of shares) {
      expect(share, `${file}: ${latin.slice(0, 20).join(' ')}`).toBeLessThanOrEqual(maxLatinShare);
    }
  });

  it('offers sitemap.xml entries in both languages, each naming the other', () => {
    const sitemap = readFileSync(path.join(clientDirectory, 'sitemap.xml'), 'utf8');
    const entries = sitemap.split('<url>').slice(1);
    expect(entries.length).toBe(english.length - 0 + telugu.length - countOutOfSitemap(english));
    for (const entry of entries) {
      const loc = /<loc>([^<]+)<\/loc>/.exec(entry)?.[1] ?? '';
      // A page in one language only (an article awaiting its translation) names no other.
      const twinned = pageLocales(localeOfPath(new URL(loc).pathname).path).length > 1;
      for (const language of ['en', 'te', 'x-default']) {
        expect(entry.includes(`hreflang="${language}"`), `${loc} ${language}`).toBe(twinned);
      }
    }
  });

  it('has a feed per language', () => {
    for (const [file, language] of [
      ['rss.xml', 'en-IN'],
      ['te/rss.xml', 'te-IN'],
    ] as const) {
      const feed = readFileSync(path.join(clientDirectory, file), 'utf8');
      expect(feed).toContain(`<language>${language}</language>`);
    }
    const atom = readFileSync(path.join(clientDirectory, 'te/atom.xml'), 'utf8');
    expect(atom).toMatch(/[\u0C00-\u0C7F]/);
  });
});

/** Pages the site keeps out of sitemap.xml (counted in both languages). */
function countOutOfSitemap(pages: readonly Page[]): number {
  const sitemap = readFileSync(path.join(clientDirectory, 'sitemap.xml'), 'utf8');
  return (
    pages.filter((page) => !sitemap.includes(`${page.sitePath === '/' ? '' : page.sitePath}</loc>`))
      .length * 2
  );
}
