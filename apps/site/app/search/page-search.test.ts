import { readFileSync } from 'node:fs';
import MiniSearch from 'minisearch';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientDirectory, requireBuild } from '../../built-site/built-site';
import { isSearchIndexFile, type SearchDocument, searchIndexPath } from './index-file';
import { createPageSearch, type PageSearch } from './page-search';

/**
 * The site's search as a visitor meets it: MiniSearch with the site's options over the index
 * files the build wrote (build/client/search-index; turbo builds the site before its tests). Each
 * rule is checked for every page of each language, with words of that language's own script.
 */
const languages = [
  { lang: 'en', script: /^\p{Script=Latin}+$/u, unknownWord: 'zqxjkvw' },
  { lang: 'te', script: /^[\p{Script=Telugu}\p{M}]+$/u, unknownWord: 'ఞఙఞఙఞ' },
];

/** Words as the index splits them, lowercased, in the order of the text. */
const wordsOf = (text: string, lang: string) =>
  text
    .split(/[\n\r\p{Z}\p{P}]+/u)
    .filter(Boolean)
    .map((word) => word.normalize('NFC').toLocaleLowerCase(lang));

/** `word` with its middle letter changed to the next one in its script: one typo. */
function withTypo(word: string): string {
  const letters = [...word];
  const middle = Math.floor(letters.length / 2);
  const code = letters[middle]?.codePointAt(0) ?? 0;
  const next = String.fromCodePoint(code + 1);
  letters[middle] = /[\p{L}\p{M}]/u.test(next) ? next : String.fromCodePoint(code - 1);
  return letters.join('');
}

const urls = (search: PageSearch, query: string) =>
  search.search(query, Number.POSITIVE_INFINITY).hits.map((hit) => hit.url);

requireBuild(...languages.map(({ lang }) => searchIndexPath(lang).slice(1)));

// A few hundred searches per language: milliseconds alone, seconds on a machine shared with a build.
describe('the site search, over the built index', { timeout: 60_000 }, () => {
  describe.each(languages)('of the $lang pages', ({ lang, script, unknownWord }) => {
    let search: PageSearch;
    let documents: SearchDocument[] = [];
    beforeAll(() => {
      const file: unknown = JSON.parse(
        readFileSync(`${clientDirectory}${searchIndexPath(lang)}`, 'utf8'),
      );
      if (!isSearchIndexFile(file)) throw new Error(`${searchIndexPath(lang)} is not an index`);
      search = createPageSearch(MiniSearch, file);
      documents = file.documents;
    });
    /** The longest word of a page's title in the language's script, or undefined. */
    const longestTitleWord = (document: SearchDocument, minLength: number) =>
      wordsOf(document.title, lang)
        .filter((word) => script.test(word) && [...word].length >= minLength)
        .sort((a, b) => b.length - a.length)[0];
    /** The pages with a title word of `minLength` letters or more in the script, and that word. */
    const titleWords = (minLength: number) =>
      documents.flatMap((document) => {
        const word = longestTitleWord(document, minLength);
        return word ? [{ document, word }] : [];
      });

    it('has pages, most with a title word in the script of the language', () => {
      expect(search.lang).toBe(lang);
      expect(documents.length).toBeGreaterThan(1);
      expect(titleWords(5).length).toBeGreaterThan(documents.length / 2);
    });

    it('finds each page first by its title', () => {
      for (const document of documents) {
        expect(search.search(document.title).hits[0]?.url, document.title).toBe(document.url);
      }
    });

    it('finds a page by a word of its text, with the word marked in its excerpt', () => {
      for (const document of documents) {
        // The first long word: its excerpt starts at the text's beginning, so the word is in it.
        const word = wordsOf(document.text, lang).find((candidate) => candidate.length >= 5);
        if (!word) continue;
        const hit = search
          .search(word, Number.POSITIVE_INFINITY)
          .hits.find((candidate) => candidate.url === document.url);
        expect(hit, `${document.url}: ${word}`).toBeDefined();
        const marked = (hit?.excerpt ?? [])
          .filter((segment) => segment.marked)
          .map((segment) => segment.text.normalize('NFC').toLocaleLowerCase(lang));
        expect(marked, `${document.url}: ${word}`).toContain(word);
      }
    });

    it('finds a page by the start of a word of its title, as it is being typed', () => {
      for (const { document, word } of titleWords(6)) {
        const start = [...word].slice(0, 4).join('');
        expect(urls(search, start), `${document.url}: ${start}`).toContain(document.url);
        // Only the last word is taken as a start: the others must be whole words.
        expect(urls(search, `${word} ${start}`), `${document.url}: ${word} ${start}`).toContain(
          document.url,
        );
      }
    });

    it('forgives a typo in a word of five letters or more, not in a shorter one', () => {
      for (const { document, word } of titleWords(6)) {
        const typo = withTypo(word);
        expect(urls(search, typo), `${document.url}: ${typo} for ${word}`).toContain(document.url);
      }
      // A word of four letters is matched as typed (or as the start of a longer word) only.
      for (const { document, word } of titleWords(4)) {
        const short = [...word].slice(0, 4).join('');
        const typo = withTypo(short);
        const found = search.search(typo, Number.POSITIVE_INFINITY).hits;
        for (const hit of found) {
          const words = wordsOf(
            `${hit.title} ${documents.find((d) => d.url === hit.url)?.text}`,
            lang,
          );
          expect(
            words.some((candidate) => candidate.startsWith(typo)),
            `${document.url}: ${typo} found ${hit.url}`,
          ).toBe(true);
        }
      }
    });

    it('needs every word of the query to match', () => {
      for (const { document, word } of titleWords(5)) {
        expect(urls(search, word), word).toContain(document.url);
        expect(search.search(`${unknownWord} ${word}`).total, `${unknownWord} ${word}`).toBe(0);
      }
    });

    it('finds nothing for a blank query, and limits the hits but not the count', () => {
      expect(search.search('   ')).toEqual({ total: 0, hits: [] });
      const common = titleWords(4)
        .map(({ word }) => word)
        .sort((a, b) => search.search(b).total - search.search(a).total)[0];
      const all = search.search(common ?? '');
      expect(all.total).toBeGreaterThan(1);
      const limited = search.search(common ?? '', 1);
      expect(limited.total).toBe(all.total);
      expect(limited.hits.map((hit) => hit.url)).toEqual([all.hits[0]?.url]);
    });
  });
});
