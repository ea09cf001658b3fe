import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSearchIndexFile, type SearchIndexFile } from '../../app/search/index-file';
import { parseHtml } from '../lib/html';
import { extractSearchPage, writeSearchIndexes } from './write-index';

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

describe('writeSearchIndexes', () => {
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

  const read = async (file: string): Promise<SearchIndexFile> => {
    const parsed: unknown = JSON.parse(await readFile(path.join(directory, file), 'utf8'));
    if (!isSearchIndexFile(parsed)) throw new Error(`${file} is not an index file`);
    return parsed;
  };

  it('writes one index per language, each with only its own pages', async () => {
    const summary = await writeSearchIndexes(directory);
    expect(
      summary.languages.map(({ lang, file, documents }) => ({ lang, file, documents })),
    ).toEqual([
      { lang: 'en', file: '/search-index/en.json', documents: 3 },
      { lang: 'te', file: '/search-index/te.json', documents: 2 },
    ]);
    const english = await read('search-index/en.json');
    expect(english.documents.map((document) => document.url)).toEqual([
      '/',
      '/about',
      '/blog/post',
    ]);
    const telugu = await read('search-index/te.json');
    expect(telugu).toEqual({
      lang: 'te',
      documents: [
        { url: '/te', title: 'హోమ్', type: 'page', text: 'స్వాగతం' },
        { url: '/te/blog/post', title: 'వ్యాసం', type: 'article', text: 'పంచాయతీ' },
      ],
    });
  });
});
