import { describe, expect, it } from 'vitest';
import {
  budgetProblems,
  e2eOutcome,
  formatTable,
  type LanguageFigures,
  listingKindOf,
  type ScaleResult,
  scaleBudgets,
} from './report';

const language = (articles: number, over: Partial<LanguageFigures> = {}): LanguageFigures => ({
  articles,
  listings: {
    blog: { pages: 2, maxGzipBytes: 9_000, maxBrotliBytes: 8_000 },
    category: { pages: 8, maxGzipBytes: 8_000, maxBrotliBytes: 7_000 },
    sitemap: { pages: 2, maxGzipBytes: 10_000, maxBrotliBytes: 9_000 },
  },
  feeds: ['rss.xml', 'atom.xml'].map((file) => ({
    file,
    bytes: 90_000,
    gzipBytes: 30_000,
    entries: Math.min(20, articles),
  })),
  search: { gzipBytes: 40_000, transferBytes: 38_000, files: 4, queryMs: 61.4, mainThreadMs: 900 },
  ...over,
});

const result = (over: Partial<ScaleResult> = {}): ScaleResult => ({
  n: 100,
  build: {
    seconds: 95.6,
    peakTreeRssBytes: 2.2 * 1024 ** 3,
    peakProcessRssBytes: 2 * 1024 ** 3,
    ok: true,
    cache: 'cold',
  },
  pages: 400,
  uploadedFiles: 1200,
  languages: { en: language(109), te: language(108) },
  host: {
    headerRules: 12,
    longestHeaderLine: 900,
    staticRedirects: 40,
    dynamicRedirects: 2,
    problems: [],
  },
  englishOnlyProblems: [],
  ...over,
});

describe('budgetProblems', () => {
  it('passes a result within every budget, a language with fewer than 20 articles included', () => {
    expect(budgetProblems(result())).toEqual([]);
    expect(budgetProblems(result({ languages: { en: language(9), te: language(9) } }))).toEqual([]);
  });

  it('names a listing page over 14 KB, a feed of the wrong length and a heavy first search', () => {
    const te = language(108, {
      listings: {
        ...language(108).listings,
        category: {
          pages: 8,
          maxGzipBytes: 0,
          maxBrotliBytes: scaleBudgets.listingFirstResponse + 1,
        },
      },
      feeds: [{ file: 'te/rss.xml', bytes: 1, gzipBytes: 1, entries: 108 }],
      search: {
        ...(language(108).search as NonNullable<LanguageFigures['search']>),
        gzipBytes: 102_401,
      },
    });
    expect(budgetProblems(result({ languages: { en: language(109), te } }))).toEqual([
      "N=100 te: a category page's first response is 14.0 KB brotli (at most 14.0 KB)",
      'N=100: te/rss.xml has 108 entries (expected 20)',
      'N=100 te: the first search fetched 100.0 KB (at most 100.0 KB)',
    ]);
  });

  it('names a failed build, a list with no page, host problems, the English-only article and failed end-to-end tests', () => {
    const en = language(109);
    en.listings.sitemap.pages = 0;
    expect(
      budgetProblems(
        result({
          build: { ...result().build, ok: false },
          languages: { en, te: language(108) },
          host: { ...result().host, problems: ['_headers has 101 rules (at most 100)'] },
          englishOnlyProblems: ['English-only article x: it has no Telugu page'],
          e2eSeconds: 300,
          e2eFailures: ['[desktop] › e2e/search.spec.ts:66:3 › the search dialog'],
        }),
      ),
    ).toEqual([
      'N=100: the build failed',
      'N=100 en: no sitemap page was built',
      'N=100: _headers has 101 rules (at most 100)',
      'N=100: English-only article x: it has no Telugu page',
      'N=100: end-to-end test failed: [desktop] › e2e/search.spec.ts:66:3 › the search dialog',
    ]);
  });
});

describe('budgetProblems of a build stopped by hand', () => {
  it('says so, and judges nothing it did not reach', () => {
    const stopped = result({ build: { ...result().build, ok: false, stopped: true } });
    expect(budgetProblems(stopped)).toEqual(['N=100: the build was stopped before it ended']);
  });
});

describe('formatTable', () => {
  it('writes one column per N, English / Telugu in a cell, and what was not run', () => {
    const table = formatTable([
      result({ n: 0, languages: { en: language(9), te: language(9) } }),
      result({ n: 500, build: { ...result().build, peakTreeRssBytes: 5 * 1024 ** 3 } }),
      result({ n: 2000, build: { ...result().build, ok: false, seconds: 600 } }),
      result({
        n: 2000,
        label: '2,000 (stopped)',
        build: { ...result().build, ok: false, stopped: true },
      }),
    ]).split('\n');
    expect(table[0]).toBe(
      '| N (synthetic articles per language) | 0 | 500 | 2,000 | 2,000 (stopped) |',
    );
    expect(table[1]).toBe('| --- | --- | --- | --- | --- |');
    const row = (name: string) => table.find((line) => line.startsWith(`| ${name} |`));
    expect(row('Articles per language (en / te)')).toBe(
      '| Articles per language (en / te) | 9 / 9 | 109 / 108 | – | – |',
    );
    expect(row('Build, fresh cache: time, peak memory')).toBe(
      '| Build, fresh cache: time, peak memory | 96 s, 2,253 MB | 96 s, 5,120 MB (over 4 GB) | failed after 600 s (peak 2,253 MB) | stopped after 96 s (peak 2,253 MB) |',
    );
    expect(row('Build, cache kept: time, peak memory')).toContain('| not run | not run |');
    expect(row('Largest blog page, first response: KB brotli (gzip), headers included')).toContain(
      '| 7.8 (8.8) / 7.8 (8.8) |',
    );
    expect(row('First search: query to results, 4x slowdown')).toContain('| 61 ms / 61 ms |');
    expect(row('RSS feed: KB (gzip), articles')).toContain('| 29.3, 9 / 29.3, 9 |');
    expect(row('RSS feed: KB (gzip), articles')).toMatch(/\| – \| – \|$/);
    expect(row('Budgets')).toBe('| Budgets | all kept | all kept | 1 missed | not measured |');
    for (const line of table) expect(line.split('|')).toHaveLength(7);
  });
});

describe('e2eOutcome', () => {
  it('names failed and flaky tests as the line reporter does, and sums each file over its tries', () => {
    const test = (projectName: string, status: string, ...durations: number[]) => ({
      projectName,
      status,
      results: durations.map((duration) => ({ duration })),
    });
    expect(
      e2eOutcome({
        suites: [
          {
            specs: [
              {
                title: 'the search dialog',
                file: 'search.spec.ts',
                line: 66,
                tests: [test('desktop', 'unexpected', 30_000, 29_000)],
              },
            ],
            suites: [
              {
                specs: [
                  {
                    title: 'shows results',
                    file: 'search.spec.ts',
                    line: 90,
                    tests: [test('desktop', 'flaky', 4_000, 1_000)],
                  },
                  {
                    title: '/blog',
                    file: 'page-sweep.spec.ts',
                    line: 12,
                    tests: [test('page sweep', 'expected', 2_500), test('page sweep', 'skipped')],
                  },
                ],
              },
            ],
          },
        ],
      }),
    ).toEqual({
      failures: ['[desktop] › search.spec.ts:66 › the search dialog'],
      flaky: ['[desktop] › search.spec.ts:90 › shows results'],
      fileSeconds: { 'search.spec.ts': 64, 'page-sweep.spec.ts': 2.5 },
    });
  });
});

describe('listingKindOf', () => {
  it('knows the blog, category and sitemap pages of both languages, and nothing else', () => {
    expect(listingKindOf('blog/index.html')).toBe('blog');
    expect(listingKindOf('te/blog/page/12/index.html')).toBe('blog');
    expect(listingKindOf('blog/category/smart-cities/index.html')).toBe('category');
    expect(listingKindOf('te/blog/category/smart-cities/page/3/index.html')).toBe('category');
    expect(listingKindOf('sitemap/page/2/index.html')).toBe('sitemap');
    expect(listingKindOf('blog/smart-water/index.html')).toBeUndefined();
    expect(listingKindOf('index.html')).toBeUndefined();
    expect(listingKindOf('te/search/index.html')).toBeUndefined();
  });
});
