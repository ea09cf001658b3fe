import { lcpTargets } from '@lumenor/site/budgets';
import { formatKb as kb, type RouteBytes } from '@lumenor/site/route-bytes';

/** The parts of a Lighthouse result (LHR) the report reads. */
export interface LighthouseResult {
  lighthouseVersion: string;
  /** When the run started (ISO 8601). */
  fetchTime: string;
  requestedUrl: string;
  configSettings: {
    throttlingMethod: string;
    throttling: { rttMs: number; throughputKbps: number; cpuSlowdownMultiplier: number };
  };
  audits: Record<string, { numericValue?: number } | undefined>;
}

/** One line of `.lighthouseci/assertion-results.json`, written by `lhci assert`. */
export interface AssertionResult {
  url: string;
  auditId: string;
  /** The category of `categories` (`categories:performance`). */
  auditProperty?: string;
  passed: boolean;
  operator: string;
  expected: number;
  actual: number;
}

/** A page's median run (Lighthouse CI's: nearest the median FCP and TTI), with its twins'. */
export interface MeasuredPage {
  route: string;
  median: LighthouseResult;
  /** Every run of the page, the median one included, in the order they ran. */
  everyRun: LighthouseResult[];
  noJsTwin?: LighthouseResult;
  englishTwin?: string;
}

/** The measurements made with one throttling method: Lighthouse runs of each page. */
export interface MethodResults {
  runs: number;
  limit: LighthouseResult;
  pages: MeasuredPage[];
  failedAssertions: AssertionResult[];
}

export const limitRoute = '/bench-limit';

const numeric = (lhr: LighthouseResult | undefined, audit: string) =>
  lhr?.audits[audit]?.numericValue ?? Number.NaN;
const lcpOf = (lhr: LighthouseResult | undefined) => numeric(lhr, 'largest-contentful-paint');
const seconds = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(2)} s`);

/** `value / base` as `×1.04`, in bold when it is more than `1 + allowed`. */
export function ratioCell(value: number, base: number, allowed: number): string {
  const ratio = value / base;
  if (!Number.isFinite(ratio)) return '–';
  const shown = `×${ratio.toFixed(2)}`;
  return ratio > 1 + allowed ? `**${shown}**` : shown;
}

/** How a run was throttled, in its own settings' words. */
export function methodName(lhr: LighthouseResult): string {
  const { throttlingMethod, throttling } = lhr.configSettings;
  const profile = `${throttling.rttMs} ms RTT, ${(throttling.throughputKbps / 1024).toFixed(1)} Mbps, ${throttling.cpuSlowdownMultiplier}× CPU`;
  if (throttlingMethod === 'devtools') return `throttling applied (devtools: ${profile})`;
  if (throttlingMethod === 'simulate') return `simulated throttling (Lantern: ${profile})`;
  return `throttling method "${throttlingMethod}"`;
}

function methodTable(results: MethodResults): string[] {
  const limitLcp = lcpOf(results.limit);
  const lcpByRoute = new Map(results.pages.map((page) => [page.route, lcpOf(page.median)]));
  /** TBT, CLS and bytes on the wire: the last three cells of a row. */
  const figures = (lhr: LighthouseResult) =>
    `${Math.round(numeric(lhr, 'total-blocking-time'))} ms | ${numeric(lhr, 'cumulative-layout-shift').toFixed(3)} | ${kb(numeric(lhr, 'total-byte-weight'))}`;
  const lines = [
    `## ${methodName(results.limit)}, median run of ${results.runs}`,
    '',
    '| Page | LCP | no-JS twin | × no-JS | × limit | × English | TBT | CLS | Bytes on the wire | TBT, each run |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    `| ${limitRoute} (bare-HTML limit) | ${seconds(limitLcp)} | – | – | – | – | ${figures(results.limit)} | – |`,
  ];
  for (const { route, median, everyRun, noJsTwin, englishTwin } of results.pages) {
    const lcp = lcpOf(median);
    const englishLcp = englishTwin ? lcpByRoute.get(englishTwin) : undefined;
    const overEnglish =
      englishLcp === undefined ? '–' : ratioCell(lcp, englishLcp, lcpTargets.teluguOverEnglish);
    lines.push(
      `| ${route} | ${seconds(lcp)} | ${seconds(lcpOf(noJsTwin))} | ${ratioCell(lcp, lcpOf(noJsTwin), lcpTargets.overNoJs)} | ${ratioCell(lcp, limitLcp, lcpTargets.overLimit)} | ${overEnglish} | ${figures(median)} | ${everyRun.map((run) => Math.round(numeric(run, 'total-blocking-time'))).join(' · ')} ms |`,
    );
  }
  lines.push('');
  const failed = results.failedAssertions.map(
    (result) =>
      `${new URL(result.url).pathname} ${result.auditId}${result.auditProperty ? `:${result.auditProperty}` : ''} ${Number(result.actual.toFixed(3))} (expected ${result.operator} ${result.expected})`,
  );
  lines.push(
    failed.length
      ? `Lighthouse CI assertions failed: ${failed.join('; ')}.`
      : 'Every Lighthouse CI assertion passed.',
    '',
  );
  return lines;
}

export function renderReport(report: {
  header: string[];
  methods: MethodResults[];
  bytes: RouteBytes[];
}): string {
  const lines = ['# Benchmark', '', ...report.header, ''];
  for (const results of report.methods) lines.push(...methodTable(results));
  lines.push(
    `LCP and TBT are those of Lighthouse CI's median run of each page (its "representative run": the run nearest the median first paint and time to interactive, which need not have the median TBT: every run's is in the last column, in the order they ran); bytes on the wire are every response's transfer size (total-byte-weight). × no-JS: the page's LCP over its no-JS twin's (the same HTML without its scripts, served beside it at /no-js/…), in bold when more than ${lcpTargets.overNoJs * 100} % above; × limit: over the bare-HTML limit's in the same run (${lcpTargets.overLimit * 100} %); × English: a Telugu page's over its English twin's (${lcpTargets.teluguOverEnglish * 100} %). The assertions on each page's own figures are in bench/lighthouserc.json.`,
    '',
    '## Shipped bytes',
    '',
    '| Page | JS, no interaction | JS, all islands | CSS | HTML |',
    '| --- | ---: | ---: | ---: | ---: |',
    ...report.bytes.map(
      (page) =>
        `| ${page.route} | ${kb(page.initialJs.gzipBytes)} | ${kb(page.allIslandsJs.gzipBytes)} | ${kb(page.css.gzipBytes)} | ${kb(page.html.gzipBytes)} |`,
    ),
    '',
    'gzip level 9 over the built files (route-bytes.ts); the budgets over every page are checked in CI by built-site/byte-budgets.test.ts.',
  );
  return `${lines.join('\n')}\n`;
}
