import { beforeAll, describe, expect, it, vi } from 'vitest';
import { clientDirectory, requireBuild } from '../../built-site/built-site';
import { readPages } from '../../scripts/lib/pages';
import { extractSearchPage } from '../../scripts/search/write-index';
import { openBuiltSearch } from './built-search';
import {
  foundIn,
  pageFilePath,
  postingsText,
  type SearchDocument,
  shardListPath,
  termShardPath,
} from './index-files';
import { createPageSearch, type PageSearch, withinOneEdit } from './page-search';
import { firstResultsLimit, pageResultLimit } from './result-limits';

/**
 * The site search as a visitor meets it: its engine over the index the build wrote
 * (build/client/search-index; turbo builds the site before its tests). Each rule is checked for
 * every page of each language, with words of that language's own script; the pages' text is
 * read from the built pages as the build reads it.
 */
const virama = '\u0C4D';
const languages = [
  { lang: 'en', script: /^\p{Script=Latin}+$/u, unknownWord: 'zqxjkvw' },
  { lang: 'te', script: /^[\p{Script=Telugu}\p{M}\u200C\u200D]+$/u, unknownWord: 'ఞఙఞఙఞ' },
];

/** The words of a text as a reader sees them (split at spaces, punctuation and symbols), lowercased. */
const wordsOf = (text: string, lang: string) =>
  text
    .split(/[\s\p{P}\p{S}]+/u)
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

/** A word's posting in `page`'s opening, with `score`. */
const opening = (page: number, score: number) => ({ page, score, where: foundIn.opening });

const urls = async (search: PageSearch, query: string) =>
  (await search.search(query, Number.POSITIVE_INFINITY)).hits.map((hit) => hit.url);

requireBuild(...languages.map(({ lang }) => shardListPath(lang).slice(1)));

const documentsByLanguage = new Map<string, SearchDocument[]>();
beforeAll(async () => {
  for (const { file, document } of await readPages(clientDirectory)) {
    const page = extractSearchPage(document, file);
    if (page) {
      documentsByLanguage.set(page.lang, [
        ...(documentsByLanguage.get(page.lang) ?? []),
        page.document,
      ]);
    }
  }
});

// A few hundred searches per language: a second alone, more on a machine shared with a build.
describe('the site search, over the built index', { timeout: 60_000 }, () => {
  describe.each(languages)('of the $lang pages', ({ lang, script, unknownWord }) => {
    let search: PageSearch;
    let documents: SearchDocument[] = [];
    beforeAll(async () => {
      search = await openBuiltSearch(clientDirectory, lang);
      documents = documentsByLanguage.get(lang) ?? [];
    });
    /** The pages with a title word of `minLength` letters or more in the script, and the longest. */
    const titleWords = (minLength: number) =>
      documents.flatMap((document) => {
        const word = wordsOf(document.title, lang)
          .filter((candidate) => script.test(candidate) && [...candidate].length >= minLength)
          .sort((a, b) => b.length - a.length)[0];
        return word ? [{ document, word }] : [];
      });

    it('has pages, most with a title word in the script of the language', () => {
      expect(search.lang).toBe(lang);
      expect(documents.length).toBeGreaterThan(1);
      expect(titleWords(5).length).toBeGreaterThan(documents.length / 2);
    });

    it('finds each page first by its title, as a page or an article', async () => {
      for (const document of documents) {
        const [first] = (await search.search(document.title)).hits;
        expect(first?.url, document.title).toBe(document.url);
        expect(first?.title).toBe(document.title);
        expect(first?.type).toBe(document.type);
      }
    });

    it('finds a page by a word of its text, near its start or far on, marked in its excerpt', async () => {
      for (const document of documents) {
        const candidates = wordsOf(document.text, lang).filter(
          (candidate) => script.test(candidate) && [...candidate].length >= 5,
        );
        // The first such word (in the page's opening) and the last that the page has once and
        // that matches no other word of it (for a long page, in its whole text only:
        // index-files.ts; the excerpt shows the first word the query matches).
        const text = wordsOf(document.text, lang);
        const last = candidates.findLast(
          (candidate) =>
            text.indexOf(candidate) === text.lastIndexOf(candidate) &&
            !text.some(
              (other) =>
                other !== candidate &&
                (other.startsWith(candidate) || withinOneEdit(other, candidate)),
            ),
        );
        for (const word of new Set([candidates[0], last])) {
          if (!word) continue;
          const hit = (await search.search(word, Number.POSITIVE_INFINITY)).hits.find(
            (candidate) => candidate.url === document.url,
          );
          expect(hit, `${document.url}: ${word}`).toBeDefined();
          const marked = (hit?.excerpt ?? [])
            .filter((segment) => segment.marked)
            .map((segment) => segment.text.normalize('NFC').toLocaleLowerCase(lang));
          expect(marked, `${document.url}: ${word}`).toContain(word);
        }
      }
    });

    it('finds a page by the start of a word of its title, as it is being typed', async () => {
      for (const { document, word } of titleWords(6)) {
        const start = [...word].slice(0, 4).join('');
        expect(await urls(search, start), `${document.url}: ${start}`).toContain(document.url);
        expect(
          await urls(search, `${word} ${start}`),
          `${document.url}: ${word} ${start}`,
        ).toContain(document.url);
      }
    });

    it('forgives a typo in a word of five letters or more, not in a shorter one', async () => {
      for (const { document, word } of titleWords(6)) {
        const typo = withTypo(word);
        expect(await urls(search, typo), `${document.url}: ${typo} for ${word}`).toContain(
          document.url,
        );
      }
      // A word of four letters is matched as typed (or as the start of a longer word) only.
      for (const { document, word } of titleWords(4)) {
        const typo = withTypo([...word].slice(0, 4).join(''));
        for (const hit of (await search.search(typo, Number.POSITIVE_INFINITY)).hits) {
          const page = documents.find((candidate) => candidate.url === hit.url);
          expect(
            wordsOf(`${page?.title} ${page?.text}`, lang).some((candidate) =>
              candidate.startsWith(typo),
            ),
            `${document.url}: ${typo} found ${hit.url}`,
          ).toBe(true);
        }
      }
    });

    it('needs every word of the query; a blank query finds nothing; a limit holds', async () => {
      for (const { document, word } of titleWords(5)) {
        expect(await urls(search, `${word} ${unknownWord}`), document.url).toEqual([]);
      }
      expect(await search.search('  ')).toEqual({ total: 0, hits: [] });
      const [{ word } = { word: '' }] = titleWords(5);
      const all = await search.search(word, Number.POSITIVE_INFINITY);
      for (const limit of [1, pageResultLimit]) {
        // A limit picks the best without ranking every page: the same as the start of them all.
        const limited = await search.search(word, limit);
        expect(limited.total).toBe(all.total);
        expect(limited.hits).toEqual(all.hits.slice(0, limit));
      }
    });
  });

  it('finds Telugu words as typed: vowel signs and virama are part of a word, never a break', async () => {
    const search = await openBuiltSearch(clientDirectory, 'te');
    const documents = documentsByLanguage.get('te') ?? [];
    const wordsOfPage = new Map(
      documents.map((document) => [
        document.url,
        wordsOf(`${document.title} ${document.text}`, 'te'),
      ]),
    );
    // Words with a virama inside (ప్రభుత్వ): the part after it is no word of its own.
    const withVirama = [
      ...new Set(
        documents.flatMap((document) =>
          wordsOf(document.title, 'te').filter((word) =>
            new RegExp(
              `^[\\p{Script=Telugu}\\p{M}]{2,}${virama}[\\p{Script=Telugu}\\p{M}]{2,}$`,
              'u',
            ).test(word),
          ),
        ),
      ),
    ];
    expect(withVirama.length).toBeGreaterThan(0);
    for (const word of withVirama) {
      const found = await urls(search, word);
      const having = documents
        .filter((document) => wordsOfPage.get(document.url)?.includes(word))
        .map((document) => document.url);
      expect(found, word).toEqual(expect.arrayContaining(having));
      const tail = word.slice(word.lastIndexOf(virama) + 1);
      for (const url of await urls(search, tail)) {
        // Found by the tail only where a word starts with it (or is a typo away from it).
        expect(
          wordsOfPage
            .get(url)
            ?.some((candidate) => candidate.startsWith(tail) || withinOneEdit(candidate, tail)),
          `${tail} (the end of ${word}) found ${url}`,
        ).toBe(true);
      }
    }
  });

  it('tells words one edit apart, counting letters, not UTF-16 units', () => {
    expect(withinOneEdit('policy', 'polcy')).toBe(true);
    expect(withinOneEdit('policy', 'poliicy')).toBe(true);
    expect(withinOneEdit('policy', 'polixy')).toBe(true);
    expect(withinOneEdit('policy', 'pocily')).toBe(false);
    expect(withinOneEdit('policy', 'pol')).toBe(false);
    // An astral letter is two units: inserted, or put for another letter, it is still one edit.
    expect(withinOneEdit('a\u{1D49C}b', 'ab')).toBe(true);
    expect(withinOneEdit('a\u{1D49C}b', 'axb')).toBe(true);
    expect(withinOneEdit('a\u{1D49C}\u{1D49C}b', 'ab')).toBe(false);
    expect(withinOneEdit('ప్రభుత్వ', 'ప్రభుత్వం')).toBe(true);
  });

  it('prefetches the first results of what is typed, each file once, and a failed prefetch is fetched again', async () => {
    const pageFiles = Array.from({ length: firstResultsLimit + 1 }, (_, n) => ({
      url: `/data-${n}`,
      title: `Data ${n}`,
      type: 'page',
      text: 'Data and delivery.',
    }));
    const fetched: string[] = [];
    let failNext = true;
    const files = new Map<string, unknown>([
      [shardListPath('en'), ['da', 'de']],
      // Every page has both words; the first scores best, the next ones less and less.
      [
        termShardPath('en', 'da'),
        { data: postingsText(pageFiles.map((_, n) => opening(n, 99 - n))) },
      ],
      [
        termShardPath('en', 'de'),
        { delivery: postingsText(pageFiles.map((_, n) => opening(n, 1))) },
      ],
      ...pageFiles.map((page, n): [string, unknown] => [pageFilePath('en', n), page]),
    ]);
    const search = await createPageSearch(async (sitePath) => {
      fetched.push(sitePath);
      if (sitePath === termShardPath('en', 'de') && failNext) {
        failNext = false;
        throw new Error('offline');
      }
      return files.get(sitePath);
    }, 'en');
    search.prefetch('Data delivery data');
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The shard list and one shard per key; the failed shard stops the prefetch there.
    expect(fetched).toEqual([
      shardListPath('en'),
      termShardPath('en', 'da'),
      termShardPath('en', 'de'),
    ]);
    search.prefetch('data delivery');
    // The first results' files, fetched by the prefetch alone; the search then has its answer.
    const pagesFetched = () => fetched.filter((file) => file.includes('/pages/'));
    await vi.waitFor(() =>
      expect(pagesFetched()).toEqual(
        pageFiles.slice(0, firstResultsLimit).map((_, n) => pageFilePath('en', n)),
      ),
    );
    const first = await search.search('data  delivery', firstResultsLimit);
    expect(first.hits.map((hit) => hit.url)).toEqual(
      pageFiles.slice(0, firstResultsLimit).map((page) => page.url),
    );
    expect((await search.search('data delivery')).total).toBe(pageFiles.length);
    expect(fetched.filter((file) => file === termShardPath('en', 'da'))).toHaveLength(1);
    expect(fetched.filter((file) => file === termShardPath('en', 'de'))).toHaveLength(2);
    expect(new Set(fetched).size).toBe(fetched.length - 1);
  });

  it('ranks a query once for its first results and the rest, and again after a failure', async () => {
    let readings = 0;
    let failFirst = true;
    // Each time the search reads the shard's words, a ranking is made.
    const data = postingsText([opening(0, 4), opening(1, 3), opening(2, 2)]);
    const shard = new Proxy({ data } as Record<string, string>, {
      ownKeys(target) {
        readings += 1;
        return Reflect.ownKeys(target);
      },
    });
    const files = new Map<string, unknown>([
      [shardListPath('en'), ['da']],
      [termShardPath('en', 'da'), shard],
      ...[0, 1, 2].map((n): [string, unknown] => [
        pageFilePath('en', n),
        { url: `/page-${n}`, title: `Data ${n}`, type: 'page', text: 'Data.' },
      ]),
    ]);
    const search = await createPageSearch(async (sitePath) => {
      if (sitePath === termShardPath('en', 'da') && failFirst) {
        failFirst = false;
        throw new Error('offline');
      }
      return files.get(sitePath);
    }, 'en');
    await expect(search.search('data', 1)).rejects.toThrow('offline');
    const first = await search.search('data', 1);
    const afterFirst = readings;
    const all = await search.search('Data', 3);
    expect(readings).toBe(afterFirst);
    expect(first.hits.map((hit) => hit.url)).toEqual(all.hits.slice(0, 1).map((hit) => hit.url));
    expect(all).toMatchObject({ total: 3, hits: [{}, {}, {}] });
    await search.search('dat', 3);
    expect(readings).toBe(afterFirst + 1);
  });

  it('refuses index files that are not what it expects, shard and postings alike', async () => {
    const page = { url: '/data', title: 'Data', type: 'page', text: 'Data.' };
    const open = (shard: unknown) => {
      const files = new Map<string, unknown>([
        [shardListPath('en'), ['da']],
        [termShardPath('en', 'da'), shard],
        [pageFilePath('en', 0), page],
      ]);
      return createPageSearch(async (sitePath) => files.get(sitePath), 'en');
    };
    // A shard of numbers, not of their text, and postings that are not whole (index-files.test.ts).
    const written = postingsText([opening(0, 4)]);
    await expect((await open({ data: [0, 4, 0] })).search('data')).rejects.toThrow(/expects/);
    for (const postings of [written.slice(0, -1), `${written}!`, '0,4,0']) {
      await expect((await open({ data: postings })).search('data')).rejects.toThrow(/expects/);
    }
    expect((await (await open({ data: written })).search('data')).hits).toMatchObject([
      { url: page.url },
    ]);
  });
});
