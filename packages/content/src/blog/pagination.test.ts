import { describe, expect, it } from 'vitest';
import { listingPageNumber, listingPagePath, parseListingPagePath } from '../paths';
import { articlesPerPage, listingPage, listingPageCount, listingPagePaths } from './pagination';

/** Lists of every length that matters: empty, one, a page less one, full, one over, many pages. */
const lengths = [
  0,
  1,
  articlesPerPage - 1,
  articlesPerPage,
  articlesPerPage + 1,
  articlesPerPage * 3 + 5,
  2000,
];
const fixtureArticles = (length: number) =>
  Array.from({ length }, (_, index) => `article-${index}`);

describe('a list split into pages', () => {
  it.each(lengths)(
    'of %i articles: ceil(n / per page) pages, each article once, in order',
    (length) => {
      const items = fixtureArticles(length);
      const count = listingPageCount(length);
      expect(count).toBe(Math.max(1, Math.ceil(length / articlesPerPage)));
      const pages = Array.from({ length: count }, (_, index) =>
        listingPage(items, '/blog', index + 1),
      );
      expect(pages.flatMap((page) => page?.items ?? [])).toEqual(items);
      for (const page of pages) {
        expect(page?.items.length).toBeLessThanOrEqual(articlesPerPage);
        expect(page?.count).toBe(count);
      }
      // Every page but the last is full.
      expect(pages.slice(0, -1).every((page) => page?.items.length === articlesPerPage)).toBe(true);
      expect(listingPage(items, '/blog', count + 1)).toBeUndefined();
      expect(listingPage(items, '/blog', 0)).toBeUndefined();
      expect(listingPagePaths('/blog', length)).toEqual(pages.map((page) => page?.path));
    },
  );

  it('keeps page 1 at the list’s own address and names later pages by number', () => {
    const page = listingPage(fixtureArticles(articlesPerPage * 2), '/blog/category/x', 2);
    expect(page?.pathOf(1)).toBe('/blog/category/x');
    expect(page?.path).toBe(listingPagePath('/blog/category/x', 2));
    expect(parseListingPagePath(page?.path ?? '')).toEqual({
      firstPagePath: '/blog/category/x',
      number: 2,
    });
  });
});

describe('a later page’s address', () => {
  it('reads back the number it was written with', () => {
    for (const number of [2, 3, 10, 167]) {
      expect(parseListingPagePath(listingPagePath('/blog', number))?.number).toBe(number);
    }
  });

  it('names no page for page 1 or any other spelling of a number', () => {
    for (const segment of ['1', '0', '01', '02', '2.0', '+2', '-2', '2e1', 'two', '', undefined]) {
      expect(listingPageNumber(segment), String(segment)).toBeUndefined();
    }
    expect(parseListingPagePath(`/blog/page/1`)).toBeUndefined();
  });
});
