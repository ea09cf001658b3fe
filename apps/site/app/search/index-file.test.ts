import { describe, expect, it } from 'vitest';
import { isSearchIndexFile, searchIndexLanguage, searchIndexPath } from './index-file';

describe('search index files', () => {
  it('are named by the language of their pages', () => {
    expect(searchIndexPath('en')).toBe('/search-index/en.json');
    expect(searchIndexPath('te')).toBe('/search-index/te.json');
    expect(searchIndexPath('en-IN')).toBe('/search-index/en-in.json');
  });

  it('refuse a language tag that is not one (never a path)', () => {
    expect(searchIndexLanguage('../etc')).toBeUndefined();
    expect(searchIndexLanguage('')).toBeUndefined();
    expect(() => searchIndexPath('en/../../x')).toThrow(/Not a language tag/);
  });

  it('are checked before the UI trusts one', () => {
    const good = {
      lang: 'en',
      documents: [{ url: '/about', title: 'About', type: 'page', text: 'About us' }],
    };
    expect(isSearchIndexFile(good)).toBe(true);
    expect(isSearchIndexFile({ ...good, documents: [{ ...good.documents[0], type: 'x' }] })).toBe(
      false,
    );
    // A result links only to a path of this site.
    for (const url of ['https://evil.example/', '//evil.example/', 'javascript:alert(1)']) {
      expect(isSearchIndexFile({ ...good, documents: [{ ...good.documents[0], url }] })).toBe(
        false,
      );
    }
    expect(isSearchIndexFile(null)).toBe(false);
    expect(isSearchIndexFile({ lang: 'en' })).toBe(false);
  });
});
