import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { edition } from '../edition';
import { formatDate, locales } from '../locale';
import { servicePath } from '../paths';
import { allPagePaths } from './helpers';
import { pageReviewDate, pageReviewDates } from './reviews';
import { pageEntries } from './table';

/** The pages a visitor (and a GIGW reviewer) expects to carry a date. */
const importantPages = [
  '/',
  '/services',
  '/industries',
  '/about',
  '/contact',
  '/andhra-pradesh-government',
  '/telangana-government',
  '/gov-solutions',
  '/digital-transformation',
  '/govconnect-360',
  '/feedback',
];

describe('pageReviewDates', () => {
  it('dates every important page, every government service page and every industry page', () => {
    const content = edition('en');
    const expected = [
      ...importantPages,
      ...content.govServicePages.map((page) => servicePath(page.id)),
      ...content.industryPages.map((page) => page.path),
    ];
    for (const path of expected) expect(pageReviewDate(path), path).toBeDefined();
  });

  it('names only pages of the site, and no document that carries its own date', () => {
    const paths = allPagePaths();
    const documents = pageEntries.filter((row) => row.kind === 'document').map((row) => row.path);
    for (const path of Object.keys(pageReviewDates)) {
      expect(paths, path).toContain(path);
      expect(documents).not.toContain(path);
    }
  });

  it('holds ISO dates that every language can write', () => {
    const isoDate = v.pipe(v.string(), v.isoDate());
    for (const [path, iso] of Object.entries(pageReviewDates)) {
      expect(v.is(isoDate, iso), path).toBe(true);
      for (const locale of locales) expect(formatDate(iso, locale)).not.toBe('');
    }
    expect(formatDate('2026-11-24', 'en')).toBe('November 24, 2026');
    expect(formatDate('2026-11-24', 'te')).toMatch(/[\u0C00-\u0C7F]/);
  });

  it('has no date for a page it does not list', () => {
    expect(pageReviewDate('/sitemap')).toBeUndefined();
    expect(pageReviewDate('constructor')).toBeUndefined();
  });
});
