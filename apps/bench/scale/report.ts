import { byteBudgets } from '@lumenor/site/budgets';
import { formatKb, KB } from '@lumenor/site/route-bytes';

/**
 * The growth benchmark's figures for one N, its budgets (what is deterministic: bytes and counts)
 * and its table. Pure: bench/scale.ts measures, this judges and writes.
 */

/** The kinds of list the blog paginates, in each language. */
export const listingKinds = ['blog', 'category', 'sitemap'] as const;
export type ListingKind = (typeof listingKinds)[number];

/** A built page's listing kind, from its file ('te/blog/page/2/index.html' → blog). */
export function listingKindOf(file: string): ListingKind | undefined {
  const sitePath = file.replace(/^te\//, '').replace(/\/?index\.html$/, '');
  const first = sitePath.replace(/\/page\/\d+$/, '');
  if (first === 'blog') return 'blog';
  if (/^blog\/category\/[^/]+$/.test(first)) return 'category';
  if (first === 'sitemap') return 'sitemap';
  return undefined;
}

export interface LanguageFigures {
  /** Articles of the language in the build (its blog's list). */
  articles: number;
  /** Per kind of list: how many pages, and the largest first response (document + headers). */
  listings: Record<ListingKind, { pages: number; maxGzipBytes: number; maxBrotliBytes: number }>;
  feeds: Array<{ file: string; bytes: number; gzipBytes: number; entries: number }>;
  search?: {
    /** gzip (level 9) of each file the search fetched, as route-bytes.ts counts. */
    gzipBytes: number;
    /** What crossed the network (CDP's encodedDataLength; the local server sends brotli). */
    transferBytes: number;
    files: number;
    /** From typing the query to the first result on screen, at 4x CPU slowdown. */
    queryMs: number;
    /** From typing the query to the last of its results on screen (the first few show first). */
    allResultsMs?: number;
    /** Main-thread task time of the whole visit (load, hydration, search). */
    mainThreadMs: number;
  };
}

export interface ScaleResult {
  /** Synthetic articles added per language. */
  n: number;
  /** The table's column heading, when the N alone would not say what was measured. */
  label?: string;
  build: {
    seconds: number;
    peakTreeRssBytes: number;
    peakProcessRssBytes: number;
    ok: boolean;
    /** The cache folder was empty (a fresh clone) or filled by the previous build. */
    cache: 'cold' | 'warm';
    /** Stopped by hand before it ended (what it reached is in the README's paragraph). */
    stopped?: boolean;
    /** The machine's load average (1, 5, 15 min) as the build ended: timings are figures under it. */
    loadAverage?: number[];
  };
  warmBuild?: { seconds: number; peakTreeRssBytes: number };
  pages: number;
  uploadedFiles: number;
  languages: { en: LanguageFigures; te: LanguageFigures };
  host: {
    headerRules: number;
    longestHeaderLine: number;
    staticRedirects: number;
    dynamicRedirects: number;
    problems: string[];
  };
  /** What is wrong with the English-only article in either edition (nothing, when it is right). */
  englishOnlyProblems: string[];
  /** Why the search could not be measured (the browser gave up waiting for a result). */
  searchProblems?: string[];
  e2eSeconds?: number;
  /** The end-to-end tests that failed over this build, after their retry (none, when all passed). */
  e2eFailures?: string[];
  /** The end-to-end tests that passed only when retried. */
  e2eFlaky?: string[];
  /** Each end-to-end test file's time, summed over its tests and their tries (seconds). */
  e2eFileSeconds?: Record<string, number>;
}

/** The end-to-end stage over a build: its wall time and {@link E2eOutcome}. */
export interface E2eFigures extends E2eOutcome {
  seconds: number;
}

export interface E2eOutcome {
  failures: string[];
  flaky: string[];
  fileSeconds: Record<string, number>;
}

/** The part of Playwright's JSON report read here: suites of specs, each spec's tests per project. */
interface PlaywrightSuite {
  specs?: Array<{
    title: string;
    file: string;
    line: number;
    tests: Array<{ projectName: string; status: string; results: Array<{ duration: number }> }>;
  }>;
  suites?: PlaywrightSuite[];
}

/**
 * The failed and the flaky tests of a Playwright JSON report (named as the line reporter names
 * them: `[project] › file:line › title`), and each file's time.
 */
export function e2eOutcome(report: { suites: PlaywrightSuite[] }): E2eOutcome {
  const outcome: E2eOutcome = { failures: [], flaky: [], fileSeconds: {} };
  const visit = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        const name = `[${test.projectName}] › ${spec.file}:${spec.line} › ${spec.title}`;
        if (test.status === 'unexpected') outcome.failures.push(name);
        if (test.status === 'flaky') outcome.flaky.push(name);
        const milliseconds = test.results.reduce((sum, result) => sum + result.duration, 0);
        outcome.fileSeconds[spec.file] =
          (outcome.fileSeconds[spec.file] ?? 0) + milliseconds / 1000;
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites) visit(suite);
  return outcome;
}

export const scaleBudgets = {
  /**
   * Every listing page's first response as the server sends it (brotli) with the headers `_headers`
   * gives it: the first round trip, 14 KB, as the site's own test holds today's lists to
   * (budgets.ts); the gzip figure is reported beside it.
   */
  listingFirstResponse: byteBudgets.listingFirstResponse,
  /** Everything the first search fetches, gzip level 9 (the budget of budgets.ts). */
  firstSearch: byteBudgets.firstSearch,
  /** Articles of each feed: the latest 20 (fewer when the language has fewer). */
  feedEntries: 20,
  /** The build's process tree at its peak: marked in the table, not asserted (RSS is sampled). */
  buildMemory: 4 * 1024 * KB * KB,
} as const;

/** Every deterministic budget `result` misses, in words; empty when it keeps them all. */
export function budgetProblems(result: ScaleResult): string[] {
  const problems: string[] = [];
  const at = `N=${result.n}`;
  if (result.build.stopped) return [`${at}: the build was stopped before it ended`];
  if (!result.build.ok) problems.push(`${at}: the build failed`);
  for (const [lang, figures] of Object.entries(result.languages)) {
    for (const kind of listingKinds) {
      const listing = figures.listings[kind];
      if (listing.pages === 0) problems.push(`${at} ${lang}: no ${kind} page was built`);
      if (listing.maxBrotliBytes > scaleBudgets.listingFirstResponse) {
        problems.push(
          `${at} ${lang}: a ${kind} page's first response is ${formatKb(listing.maxBrotliBytes)} brotli (at most ${formatKb(scaleBudgets.listingFirstResponse)})`,
        );
      }
    }
    const expected = Math.min(scaleBudgets.feedEntries, figures.articles);
    for (const feed of figures.feeds) {
      if (feed.entries !== expected) {
        problems.push(`${at}: ${feed.file} has ${feed.entries} entries (expected ${expected})`);
      }
    }
    if (figures.search && figures.search.gzipBytes > scaleBudgets.firstSearch) {
      problems.push(
        `${at} ${lang}: the first search fetched ${formatKb(figures.search.gzipBytes)} (at most ${formatKb(scaleBudgets.firstSearch)})`,
      );
    }
  }
  problems.push(...result.host.problems.map((problem) => `${at}: ${problem}`));
  problems.push(...result.englishOnlyProblems.map((problem) => `${at}: ${problem}`));
  problems.push(...(result.searchProblems ?? []).map((problem) => `${at}: search ${problem}`));
  problems.push(
    ...(result.e2eFailures ?? []).map((test) => `${at}: end-to-end test failed: ${test}`),
  );
  return problems;
}

const mb = (bytes: number) => `${Math.round(bytes / (KB * KB)).toLocaleString('en')} MB`;
const kb = (bytes: number) => formatKb(bytes).replace(' KB', '');
const both = (result: ScaleResult, figure: (lang: LanguageFigures) => string) =>
  `${figure(result.languages.en)} / ${figure(result.languages.te)}`;

/** The rows a build that did not end has nothing for. */
const measuredOnBuild = /^(?!Build|Budgets|End-to-end)/;

/** The README's table: one column per N, English / Telugu where they differ; '–' where unmeasured. */
export function formatTable(results: readonly ScaleResult[]): string {
  const rows: Array<[string, (result: ScaleResult) => string]> = [
    ['Articles per language (en / te)', (r) => both(r, (lang) => String(lang.articles))],
    ['Pages built / files uploaded', (r) => `${r.pages} / ${r.uploadedFiles}`],
    [
      'Build, fresh cache: time, peak memory',
      (r) =>
        r.build.ok
          ? `${Math.round(r.build.seconds)} s, ${mb(r.build.peakTreeRssBytes)}${r.build.peakTreeRssBytes > scaleBudgets.buildMemory ? ' (over 4 GB)' : ''}`
          : `${r.build.stopped ? 'stopped' : 'failed'} after ${Math.round(r.build.seconds)} s (peak ${mb(r.build.peakTreeRssBytes)})`,
    ],
    [
      'Build, cache kept: time, peak memory',
      (r) =>
        r.warmBuild
          ? `${Math.round(r.warmBuild.seconds)} s, ${mb(r.warmBuild.peakTreeRssBytes)}`
          : 'not run',
    ],
    ...listingKinds.map(
      (kind) =>
        [
          `Largest ${kind} page, first response: KB brotli (gzip), headers included`,
          (r: ScaleResult) =>
            both(
              r,
              (lang) =>
                `${kb(lang.listings[kind].maxBrotliBytes)} (${kb(lang.listings[kind].maxGzipBytes)})`,
            ),
        ] as [string, (result: ScaleResult) => string],
    ),
    ['Listing pages (blog + categories + sitemap)', (r) => both(r, listingPageCount)],
    [
      'First search: KB fetched (gzip)',
      (r) => both(r, (lang) => (lang.search ? kb(lang.search.gzipBytes) : 'not run')),
    ],
    [
      'First search: query to results, 4x slowdown',
      (r) => both(r, (lang) => (lang.search ? `${Math.round(lang.search.queryMs)} ms` : '–')),
    ],
    [
      'First search: query to all its results, 4x slowdown',
      (r) =>
        both(r, (lang) =>
          lang.search?.allResultsMs === undefined
            ? '–'
            : `${Math.round(lang.search.allResultsMs)} ms`,
        ),
    ],
    [
      'Search visit: main-thread work, 4x slowdown',
      (r) => both(r, (lang) => (lang.search ? `${Math.round(lang.search.mainThreadMs)} ms` : '–')),
    ],
    ['RSS feed: KB (gzip), articles', (r) => both(r, (lang) => feedFigure(lang, 'rss.xml'))],
    ['Atom feed: KB (gzip), articles', (r) => both(r, (lang) => feedFigure(lang, 'atom.xml'))],
    [
      '`_headers` rules / `_redirects` static + dynamic',
      (r) => `${r.host.headerRules} / ${r.host.staticRedirects} + ${r.host.dynamicRedirects}`,
    ],
    [
      'End-to-end stage',
      (r) =>
        r.e2eSeconds === undefined
          ? 'not run'
          : `${Math.round(r.e2eSeconds)} s${r.e2eFailures?.length ? `, ${r.e2eFailures.length} failed` : ''}${r.e2eFlaky?.length ? `, ${r.e2eFlaky.length} flaky` : ''}`,
    ],
    [
      'Budgets',
      (r) => {
        if (r.build.stopped) return 'not measured';
        const problems = budgetProblems(r).length;
        return problems === 0 ? 'all kept' : `${problems} missed`;
      },
    ],
  ];
  const header = `| N (synthetic articles per language) | ${results.map((r) => r.label ?? r.n.toLocaleString('en')).join(' | ')} |`;
  const rule = `| --- | ${results.map(() => '---').join(' | ')} |`;
  return [
    header,
    rule,
    ...rows.map(
      ([name, cell]) =>
        `| ${name} | ${results.map((r) => (r.build.ok || !name.match(measuredOnBuild) ? cell(r) : '–')).join(' | ')} |`,
    ),
  ].join('\n');
}

function listingPageCount(lang: LanguageFigures): string {
  return String(listingKinds.reduce((sum, kind) => sum + lang.listings[kind].pages, 0));
}

function feedFigure(lang: LanguageFigures, name: string): string {
  const feed = lang.feeds.find((item) => item.file.endsWith(name));
  return feed ? `${kb(feed.gzipBytes)}, ${feed.entries}` : 'none';
}
