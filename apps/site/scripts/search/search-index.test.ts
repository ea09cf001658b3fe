import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  foundIn,
  isTermShard,
  openingOf,
  openingReach,
  pageFilePath,
  readPostings,
  type SearchDocument,
  shardListPath,
  type TermShard,
  termShardPath,
  textFilePath,
} from '../../app/search/index-files';
import { parseHtml } from '../lib/html';
import { extractSearchPage, scoreTerms, writeSearchIndex } from './write-index';

const page = ({
  lang = 'en',
  type = 'page',
  head = '',
  main,
}: {
  lang?: string;
  type?: string | null;
  head?: string;
  main: string;
}) =>
  `<!doctype html><html lang="${lang}"><head><title>t</title>${head}</head><body>` +
  '<header><nav><a href="/">Home</a></nav></header>' +
  `<main id="main-content"${type === null ? '' : ` data-search-type="${type}"`}>${main}</main>` +
  '<footer>Footer text</footer></body></html>';

describe('extractSearchPage', () => {
  it("reads the marked <main>: its h1 as title, its text as the page's text", () => {
    const html = page({
      type: 'article',
      main:
        '<nav aria-label="Breadcrumb"><a href="/blog">Blog</a></nav>' +
        '<h1>Data-Driven <em>Policy</em></h1><p>First para<strong>graph</strong>.</p>' +
        '<ul><li>One</li><li>Two</li></ul><img src="/x.svg" alt="A chart of grievances">' +
        '<script>var secret = 1</script><svg><title>Icon</title></svg>' +
        '<p hidden>Hidden</p><p aria-hidden="true">Decoration</p>' +
        '<div data-search-ignore><p>Read more articles</p></div>' +
        '<is-land data-island="newsletter"><form><label>E-mail</label></form></is-land>',
    });
    expect(extractSearchPage(parseHtml(html), 'blog/data/index.html')).toEqual({
      lang: 'en',
      document: {
        url: '/blog/data',
        title: 'Data-Driven Policy',
        type: 'article',
        text: 'First paragraph. One Two A chart of grievances',
      },
    });
  });

  it('leaves out a page without a marked <main>, or marked noindex', () => {
    expect(
      extractSearchPage(parseHtml(page({ type: null, main: '<h1>List</h1>' })), 'x.html'),
    ).toBe(undefined);
    const noindex = page({
      head: '<meta name="robots" content="noindex, follow">',
      main: '<h1>Not found</h1>',
    });
    expect(extractSearchPage(parseHtml(noindex), '404.html')).toBeUndefined();
  });

  it('keys a page by the lang of its <html>, and refuses a page it cannot key or title', () => {
    const telugu = extractSearchPage(
      parseHtml(page({ lang: 'te', main: '<h1>మా సేవలు</h1>' })),
      'te/x.html',
    );
    expect(telugu?.lang).toBe('te');
    expect(() =>
      extractSearchPage(parseHtml(page({ lang: '', main: '<h1>x</h1>' })), 'a.html'),
    ).toThrow(/lang/);
    expect(() =>
      extractSearchPage(parseHtml(page({ main: '<p>No heading</p>' })), 'b.html'),
    ).toThrow(/h1/);
    expect(() =>
      extractSearchPage(parseHtml(page({ type: 'blog', main: '<h1>x</h1>' })), 'c.html'),
    ).toThrow(/'page' or 'article'/);
  });
});

describe('writeSearchIndex', () => {
  let directory: string;

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'search-index-'));
    const files: Record<string, string> = {
      'index.html': page({ main: '<h1>Home</h1><p>Welcome</p>' }),
      'about/index.html': page({ main: '<h1>About</h1><p>Hyderabad</p>' }),
      'blog/post/index.html': page({ type: 'article', main: '<h1>Post</h1><p>Body</p>' }),
      'sitemap/index.html': page({ type: null, main: '<h1>Sitemap</h1>' }),
      'te/index.html': page({ lang: 'te', main: '<h1>హోమ్</h1><p>స్వాగతం</p>' }),
      'te/blog/post/index.html': page({
        lang: 'te',
        type: 'article',
        main: '<h1>వ్యాసం</h1><p>పంచాయతీ</p>',
      }),
    };
    for (const [file, html] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(directory, file)), { recursive: true });
      await writeFile(path.join(directory, file), html);
    }
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  const read = async (sitePath: string): Promise<unknown> =>
    JSON.parse(await readFile(path.join(directory, sitePath), 'utf8'));

  it('writes one index per language, each with only its own pages, ranked by the build', async () => {
    const summary = await writeSearchIndex(directory);
    expect(summary.languages).toEqual([
      { lang: 'en', documents: 3, shards: 6 },
      { lang: 'te', documents: 2, shards: 4 },
    ]);
    const english = await Promise.all([0, 1, 2].map((page) => read(pageFilePath('en', page))));
    expect(english.map((document) => (document as SearchDocument).url)).toEqual([
      '/',
      '/about',
      '/blog/post',
    ]);
    expect(await read(pageFilePath('te', 1))).toEqual({
      url: '/te/blog/post',
      title: 'వ్యాసం',
      type: 'article',
      text: 'పంచాయతీ',
    });
    // A Telugu word whole, in the shard of its first two letters (వ, ్); page 1, one score.
    expect(await read(shardListPath('te'))).toEqual(['పం', 'వ్', 'స్', 'హో']);
    const shard = await read(termShardPath('te', 'వ్'));
    expect(isTermShard(shard)).toBe(true);
    expect(Object.keys(shard as TermShard)).toEqual(['వ్యాసం']);
    const postings = readPostings((shard as TermShard).వ్యాసం ?? '');
    expect([...(postings?.pages ?? [])]).toEqual([1]);
    expect([...(postings?.where ?? [])]).toEqual([foundIn.titleOnly]);
  });

  it("writes a long page's opening in its page file, its whole text in a text file", async () => {
    const words = Array.from({ length: 200 }, (_, index) => `word${index}`).join(' ');
    await writeFile(
      path.join(directory, 'about/index.html'),
      page({ main: `<h1>About</h1><p>${words}</p>` }),
    );
    await writeSearchIndex(directory);
    const opening = (await read(pageFilePath('en', 1))) as SearchDocument;
    expect(opening).toEqual({
      url: '/about',
      title: 'About',
      type: 'page',
      text: openingOf(words),
    });
    expect(opening.text.length).toBeLessThan(words.length);
    expect(await read(textFilePath('en', 1))).toEqual({ ...opening, text: words });
    // A short page has its whole text in its page file, and no text file.
    expect(((await read(pageFilePath('en', 0))) as SearchDocument).text).toBe('Welcome');
    await expect(read(textFilePath('en', 0))).rejects.toThrow(/ENOENT/);
  });
});

describe('scoreTerms', () => {
  const document = (title: string, text: string) =>
    ({ url: `/${title}`, title, type: 'page', text }) as const;

  it('ranks a word in a title above the same word in a text, and a rare word above a common one', () => {
    const terms = scoreTerms(
      [
        document('water', 'supply for every ward'),
        document('roads', 'water and roads for every ward'),
        document('schools', 'teachers for every ward'),
      ],
      'en',
    );
    const scoreIn = (word: string, page: number) =>
      terms.get(word)?.find((posting) => posting.page === page)?.score ?? Number.NaN;
    expect(scoreIn('water', 0)).toBeGreaterThan(scoreIn('water', 1));
    expect(scoreIn('teachers', 2)).toBeGreaterThan(scoreIn('ward', 2));
  });

  it('keeps every page of a word, in page order, each with a score', () => {
    const pages = Array.from({ length: 50 }, (_, number) =>
      document(`page ${number}`, number % 3 === 0 ? 'a word here' : 'nothing to see'),
    );
    const postings = scoreTerms(pages, 'en').get('word') ?? [];
    expect(postings.map((posting) => posting.page)).toEqual(
      Array.from({ length: 17 }, (_, index) => index * 3),
    );
    expect(postings.every((posting) => posting.score > 0)).toBe(true);
  });

  it("tells where each page's text first has a word: its opening, further on, or nowhere", () => {
    const filler = 'filler '.repeat(openingReach);
    const terms = scoreTerms(
      [
        document('early', `early words then ${filler} late words`),
        document('short', 'late and early'),
      ],
      'en',
    );
    const where = (word: string) => (terms.get(word) ?? []).map((posting) => posting.where);
    expect(where('early')).toEqual([foundIn.opening, foundIn.opening]);
    // Past the opening of a long text; anywhere in a text that is all opening.
    expect(where('late')).toEqual([foundIn.further, foundIn.opening]);
    expect(where('short')).toEqual([foundIn.titleOnly]);
  });
});
