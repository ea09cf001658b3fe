import { describe, expect, it } from 'vitest';
import { governmentRecords } from '../government/records';
import { industriesRecords } from '../industries/records';
import { type Locale, locales } from '../locale';
import { messageFiles } from '../messages';
import { pagesRecords } from '../pages/records';
import { ContentValidationError } from '../shared/validate';
import { allPagePaths } from './helpers';
import { siteRecords } from './records';
import { type PageRow, pageEntries, pageEntryOfPath, pageRoutes } from './table';

/**
 * Adding a page of a template the site has (here a document) is three files: its row in the page
 * table and its words in each language's messages file. Shown with a page the site does not have,
 * added the way a developer adds one: a row, and a record of words under its key in each
 * language's data/messages/pages/pages.<locale>.json.
 */
const row: PageRow = {
  key: 'refundPolicy',
  path: '/refund-policy',
  kind: 'document',
  section: 'legal',
  inSitemap: true,
  structure: {
    document: {
      id: 'refund',
      lastUpdatedIso: '2026-11-29',
      sections: [{}, {}, {}, { links: [{ href: '/contact' }] }],
    },
  },
};
const rows = [...pageEntries, row];

/** A text of the page in a language, marked with the language. */
const text = (locale: Locale, name: string) => `‹${locale}› the ${name} of the refund policy`;

/** The page's words in a language: one record, as its messages file holds it. */
function wordsIn(locale: Locale) {
  const say = (name: string) => text(locale, name);
  const section = (n: number) => ({
    heading: say(`heading ${n}`),
    paragraphs: [say(`text ${n}`)],
  });
  return {
    meta: {
      title: say('title'),
      description: say('description, long enough for a search result'),
      keywords: [say('keyword')],
    },
    hero: { heading: say('h1'), body: say('lead') },
    lastUpdatedLabel: say('date label'),
    contentsHeading: say('contents heading'),
    document: {
      intro: say('introduction'),
      sections: [
        section(1),
        section(2),
        section(3),
        { ...section(4), links: [{ label: say('link') }] },
      ],
    },
  };
}

/** A language's messages file with the page's words added (or without: `words` undefined). */
function messagesWith(locale: Locale, words: object | undefined) {
  const file = messageFiles.pages[locale] as { pages: Record<string, unknown> };
  return { ...file, pages: { ...file.pages, ...(words ? { [row.key]: words } : {}) } };
}

function siteIn(locale: Locale) {
  const pages = pagesRecords(locale, messagesWith(locale, wordsIn(locale)), rows);
  const site = siteRecords(
    locale,
    {
      pages,
      govServicePages: governmentRecords(locale).govServicePages,
      industries: industriesRecords(locale).industries,
    },
    rows,
  );
  return { pages, site };
}

describe('a page added in its row and its words', () => {
  it('is a route of its template', () => {
    expect(pageRoutes(rows)).toContainEqual({
      path: 'refund-policy',
      kind: 'document',
      id: 'refund-policy',
    });
  });

  it.each(locales)('%s: is a page of the sitemaps, in its section', (locale) => {
    const { site } = siteIn(locale);
    expect(allPagePaths(site.sitePages, site.industryPages)).toContain(row.path);
    expect(pageEntryOfPath(row.path, rows)?.entry).toMatchObject({
      section: 'legal',
      inSitemap: true,
    });
  });

  it.each(locales)('%s: has all its words, put together with its structure', (locale) => {
    const { pages, site } = siteIn(locale);
    const words = wordsIn(locale);
    expect(site.sitePages.find((page) => page.path === row.path)).toEqual({
      path: row.path,
      section: 'legal',
      inSitemap: true,
      heading: words.hero.heading,
      meta: words.meta,
    });
    const shown = (pages.pages as unknown as Record<string, unknown>)[row.key];
    expect(shown).toEqual({
      hero: words.hero,
      lastUpdatedLabel: words.lastUpdatedLabel,
      contentsHeading: words.contentsHeading,
    });
    const documents = pages.documents as Record<string, unknown>;
    const [first, second, third] = words.document.sections;
    expect(documents[row.key]).toEqual({
      id: 'refund',
      lastUpdatedIso: '2026-11-29',
      intro: words.document.intro,
      sections: [
        first,
        second,
        third,
        {
          heading: text(locale, 'heading 4'),
          paragraphs: [text(locale, 'text 4')],
          links: [{ label: text(locale, 'link'), href: '/contact' }],
        },
      ],
    });
  });

  it('fails without its words in a language, naming the file and the key to add', () => {
    const check = () => pagesRecords('te', messagesWith('te', undefined), rows);
    expect(check).toThrow(ContentValidationError);
    expect(check).toThrow(
      /^data\/messages\/pages\/pages\.te\.json\.pages\.refundPolicy: is missing \(the words of the page \/refund-policy/m,
    );
  });

  it('fails with words of a page the table does not have, naming it', () => {
    expect(() => pagesRecords('en', messagesWith('en', wordsIn('en')))).toThrow(
      /pages\.en\.json\.pages\.refundPolicy/,
    );
  });
});
