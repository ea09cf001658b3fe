import { layoutCopy } from '@lumenor/content';
import { describe, expect, it } from 'vitest';
import { searchStatus } from './status';

const copy = layoutCopy.search;

describe('searchStatus', () => {
  it('prompts before anything is typed, whatever the index is doing', () => {
    expect(searchStatus(copy, 'loading', '  ', 0, 'en')).toBe(copy.prompt);
    expect(searchStatus(copy, 'ready', '', 0, 'en')).toBe(copy.prompt);
  });

  it('says when the index is loading or could not load', () => {
    expect(searchStatus(copy, 'loading', 'data', 0, 'en')).toBe(copy.loading);
    expect(searchStatus(copy, 'error', 'data', 0, 'en')).toBe(copy.error);
  });

  it('counts the results for the query, in the plural form of the language', () => {
    expect(searchStatus(copy, 'ready', ' data ', 5, 'en')).toBe('5 results for ‘data’');
    expect(searchStatus(copy, 'ready', 'data', 1, 'en')).toBe('1 result for ‘data’');
    expect(searchStatus(copy, 'ready', 'data', 1200, 'en')).toBe('1,200 results for ‘data’');
    expect(searchStatus(copy, 'ready', 'data', 0, 'en')).toBe(
      'No results for ‘data’. Try another word, or browse the sitemap.',
    );
  });

  it('puts the query in as text (no replacement patterns)', () => {
    expect(searchStatus(copy, 'ready', '$& $1', 2, 'en')).toBe('2 results for ‘$& $1’');
  });
});
