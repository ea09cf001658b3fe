/**
 * `pnpm bench`: builds cold, serves the build, and writes reports/bench.md and reports/bench.json.
 *
 * - cold build time (turbo --force: content, ui and site) and Storybook build time;
 * - per route: Lighthouse mobile (default config: simulated throttling; the pages over HTTPS and
 *   HTTP/2, as a static host serves them) — median of 3 runs of each
 *   score and metric — and the gzip bytes of JS, CSS and HTML the route loads (route-bytes.ts);
 * - the MDN HTTP Observatory grade of the headers, over TLS on 127.0.0.1:443 (observatory.ts).
 * Each route is printed against the targets in budgets.ts, and every miss is named.
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchTargets, byteBudgets } from './budgets';
import { type ObservatoryResult, runObservatory } from './observatory';
import { formatKb, measureRouteBytes, type RouteBytes } from './route-bytes';
import { startServer } from './server-process';
import { selfSignedCertificate } from './tls';

export const benchRoutes = [
  '/',
  '/services',
  '/industries',
  '/industries/gov-contracting',
  '/contact',
  '/blog',
  '/blog/ap-government-digital-transformation',
  '/about',
] as const;

const siteDirectory = fileURLToPath(new URL('../..', import.meta.url));
const repoRoot = path.resolve(siteDirectory, '../..');
const clientDirectory = path.join(siteDirectory, 'build', 'client');
const reportsDirectory = path.join(repoRoot, 'reports');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The bench's own throwaway Chromium accepts the bench's own self-signed certificate (tls.ts).
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--ignore-certificate-errors',
];
const lighthouseRuns = 3;
const benchPort = 4190;

interface TimedStep {
  ok: boolean;
  seconds: number;
  command: string;
  outputTail?: string;
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  failedAudits: string[];
}

interface RouteResult {
  route: string;
  bytes: RouteBytes;
  lighthouse: LighthouseRun;
  runs: LighthouseRun[];
  misses: string[];
}

/** pnpm as the bench was started with (`pnpm bench`), else from PATH. */
function pnpmCommand(args: string[]): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (execPath && /pnpm/.test(execPath)) {
    return /\.c?js$/.test(execPath) ? [process.execPath, [execPath, ...args]] : [execPath, args];
  }
  return ['pnpm', args];
}

function timed(args: string[]): TimedStep {
  const [command, commandArgs] = pnpmCommand(args);
  const shown = `pnpm ${args.join(' ')}`;
  console.log(`\n$ ${shown}`);
  const started = performance.now();
  const result = spawnSync(command, commandArgs, {
    cwd: repoRoot,
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', STORYBOOK_DISABLE_TELEMETRY: '1' },
  });
  const seconds = (performance.now() - started) / 1000;
  const ok = result.status === 0;
  const outputTail = `${result.stdout ?? ''}${result.stderr ?? ''}`
    .trim()
    .split('\n')
    .slice(-25)
    .join('\n');
  console.log(`${ok ? 'done' : 'FAILED'} in ${seconds.toFixed(1)} s`);
  if (!ok) console.log(outputTail);
  return { ok, seconds, command: shown, ...(ok ? {} : { outputTail }) };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? Number.NaN)
    : ((sorted[middle - 1] ?? Number.NaN) + (sorted[middle] ?? Number.NaN)) / 2;
}

async function lighthouseRun(url: string, port: number): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) {
    throw new Error(
      `Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
    );
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = Object.values(categories)
    .filter((category) => category.id !== 'performance')
    .flatMap((category) => category.auditRefs)
    .filter((ref) => ref.weight > 0)
    .map((ref) => audits[ref.id])
    .filter((audit) => audit && audit.score !== null && audit.score < 1)
    .map((audit) => audit?.id ?? '');
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    speedIndexMs: numeric('speed-index'),
    failedAudits: [...new Set(failedAudits)].sort(),
  };
}

/**
 * One Lighthouse run in a fresh Chromium. A run that Lighthouse itself reports as broken (for
 * example NO_NAVSTART, a trace it failed to record) is run again, up to three attempts.
 */
async function lighthouseRunWithRetry(url: string, attempts = 3): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      return await lighthouseRun(url, chrome.port);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`(${error instanceof Error ? error.message : String(error)}; again) `);
    } finally {
      chrome.kill();
    }
  }
}

function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (key: Exclude<keyof LighthouseRun, 'failedAudits'>) =>
    median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    speedIndexMs: of('speedIndexMs'),
    failedAudits: [...new Set(runs.flatMap((run) => run.failedAudits))].sort(),
  };
}

function missesOf(bytes: RouteBytes, run: LighthouseRun): string[] {
  const misses: string[] = [];
  if (bytes.js.gzipBytes > benchTargets.jsPerRoute) {
    misses.push(`JS ${formatKb(bytes.js.gzipBytes)} > ${formatKb(benchTargets.jsPerRoute)}`);
  }
  if (run.performance < benchTargets.performance) {
    misses.push(`performance ${run.performance} < ${benchTargets.performance}`);
  }
  if (run.accessibility < benchTargets.accessibility) {
    misses.push(`accessibility ${run.accessibility} < ${benchTargets.accessibility}`);
  }
  if (run.bestPractices < benchTargets.bestPractices) {
    misses.push(`best practices ${run.bestPractices} < ${benchTargets.bestPractices}`);
  }
  if (run.seo < benchTargets.seo) misses.push(`SEO ${run.seo} < ${benchTargets.seo}`);
  if (run.lcpMs > benchTargets.lcpMs) {
    misses.push(`LCP ${(run.lcpMs / 1000).toFixed(2)} s > ${benchTargets.lcpMs / 1000} s`);
  }
  if (run.tbtMs > benchTargets.tbtMs) {
    misses.push(`TBT ${Math.round(run.tbtMs)} ms > ${benchTargets.tbtMs} ms`);
  }
  if (run.cls > benchTargets.cls) misses.push(`CLS ${run.cls.toFixed(3)} > ${benchTargets.cls}`);
  return misses;
}

/** A dependency's version, read from the package.json beside its entry point (core/index.js). */
async function packageVersion(name: string): Promise<string> {
  const manifest = new URL('../package.json', import.meta.resolve(name));
  return (JSON.parse(await readFile(manifest, 'utf8')) as { version: string }).version;
}

function chromiumVersion(): string {
  const result = spawnSync(chromePath, ['--version'], { encoding: 'utf8' });
  return result.stdout?.trim() || 'unknown';
}

function renderMarkdown(report: BenchReport): string {
  const lines: string[] = [];
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  lines.push('# Benchmark', '');
  lines.push(
    `${report.date} · ${report.machine} · Node ${report.node} · ${report.chromium} · Lighthouse ${report.lighthouseVersion} (mobile, simulated throttling; median of ${lighthouseRuns} runs per value; pages served over HTTPS and HTTP/2 by apps/site/server/serve.mjs) · load average when Lighthouse started ${report.loadBeforeLighthouse} (1/5/15 min)`,
    '',
  );
  lines.push('## Build', '', '| Step | Time | Result |', '| --- | ---: | --- |');
  for (const step of [report.coldBuild, report.storybookBuild]) {
    lines.push(
      `| \`${step.command}\` | ${step.seconds.toFixed(1)} s | ${step.ok ? 'ok' : 'FAILED'} |`,
    );
  }
  lines.push('', '## Routes', '');
  lines.push(
    '| Route | Perf | A11y | Best pr. | SEO | LCP | TBT | CLS | Speed index | JS gz | CSS gz | HTML gz |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  );
  for (const route of report.routes) {
    const run = route.lighthouse;
    lines.push(
      `| ${route.route} | ${run.performance} | ${run.accessibility} | ${run.bestPractices} | ${run.seo} | ${(run.lcpMs / 1000).toFixed(2)} s | ${Math.round(run.tbtMs)} ms | ${run.cls.toFixed(3)} | ${(run.speedIndexMs / 1000).toFixed(2)} s | ${kb(route.bytes.js.gzipBytes)} KB | ${kb(route.bytes.css.gzipBytes)} KB | ${kb(route.bytes.html.gzipBytes)} KB |`,
    );
  }
  lines.push(
    '',
    `Bytes: gzip level 9 of each file the route loads before it is interactive (its HTML; its stylesheets; the scripts its hydration bootstrap imports after the first paint, and their static imports), 1 KB = 1024 bytes.`,
    '',
    '## Against the targets',
    '',
    `Targets: JS ≤ ${formatKb(benchTargets.jsPerRoute)} gzip; performance ≥ ${benchTargets.performance}; accessibility, best practices and SEO = 100; LCP ≤ ${benchTargets.lcpMs / 1000} s; TBT ≤ ${benchTargets.tbtMs} ms; CLS ≤ ${benchTargets.cls}. CI budgets (enforced): JS ≤ ${formatKb(byteBudgets.jsPerRoute)}, CSS ≤ ${formatKb(byteBudgets.cssPerRoute)} per route, HTML of / ≤ ${formatKb(byteBudgets.homeHtml)}.`,
    '',
  );
  for (const route of report.routes) {
    const audits = route.lighthouse.failedAudits.length
      ? ` (failing audits outside performance: ${route.lighthouse.failedAudits.join(', ')})`
      : '';
    lines.push(
      route.misses.length
        ? `- **${route.route} misses**: ${route.misses.join('; ')}${audits}`
        : `- ${route.route}: meets every target${audits}`,
    );
  }
  lines.push('', '## Security headers: MDN HTTP Observatory', '');
  const observatory = report.observatory;
  if (observatory.grade) {
    lines.push(
      `Grade **${observatory.grade}** (score ${observatory.score}, ${observatory.testsPassed}/${observatory.testsQuantity} tests passed) for https://${observatory.host}/ served by apps/site/server/serve.mjs over TLS with a self-signed certificate.`,
    );
    if (observatory.failing.length) lines.push('', `Failing: ${observatory.failing.join(', ')}.`);
  } else {
    lines.push(`Not graded: ${observatory.error}`);
  }
  if (observatory.notes.length) lines.push('', ...observatory.notes.map((note) => `- ${note}`));
  return `${lines.join('\n')}\n`;
}

interface BenchReport {
  date: string;
  machine: string;
  node: string;
  chromium: string;
  lighthouseVersion: string;
  /** 1, 5 and 15 minute load averages when Lighthouse started: other work skews its CPU timing. */
  loadBeforeLighthouse: string;
  coldBuild: TimedStep;
  storybookBuild: TimedStep;
  targets: typeof benchTargets;
  budgets: typeof byteBudgets;
  routes: RouteResult[];
  observatory: ObservatoryResult;
}

async function main(): Promise<void> {
  const cpus = os.cpus();
  const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`;

  const coldBuildArgs = ['exec', 'turbo', 'run', 'build', '--filter=@lumenor/site', '--force'];
  let coldBuild = timed(coldBuildArgs);
  if (!coldBuild.ok) {
    // Another build writing the same build/ folder at the same time makes React Router's cleanup
    // fail (ENOTEMPTY); one more try is enough to tell that from a broken build.
    console.log('The cold build failed: trying once more.');
    coldBuild = timed(coldBuildArgs);
  }
  if (!coldBuild.ok) {
    throw new Error('The cold build failed: nothing to benchmark (see the output above).');
  }
  // Everything below reads a snapshot of the build, so a rebuild meanwhile cannot disturb it.
  const snapshot = await mkdtemp(path.join(os.tmpdir(), 'bench-site-'));
  await cp(clientDirectory, snapshot, { recursive: true });
  const storybookBuild = timed(['--filter', '@lumenor/ui', 'run', 'build-storybook']);

  // HTTPS, so Chromium loads the pages over HTTP/2 as from a static host or CDN (Lighthouse's
  // simulation models HTTP/1.1's six connections per host otherwise).
  const certificateDirectory = await mkdtemp(path.join(os.tmpdir(), 'bench-lighthouse-tls-'));
  const { cert, key } = selfSignedCertificate(certificateDirectory, '127.0.0.1');
  const server = await startServer(siteDirectory, {
    PORT: String(benchPort),
    SITE_CLIENT_DIR: snapshot,
    TLS_CERT: cert,
    TLS_KEY: key,
  });
  const routes: RouteResult[] = [];
  const loadBeforeLighthouse = os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');
  try {
    for (const route of benchRoutes) {
      const bytes = await measureRouteBytes(snapshot, route);
      const runs: LighthouseRun[] = [];
      for (let run = 1; run <= lighthouseRuns; run += 1) {
        process.stdout.write(`Lighthouse ${route} run ${run}/${lighthouseRuns}… `);
        const result = await lighthouseRunWithRetry(`${server.url}${route.slice(1)}`);
        console.log(
          `perf ${result.performance}, LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms`,
        );
        runs.push(result);
      }
      const lighthouseMedian = medianRun(runs);
      routes.push({
        route,
        bytes,
        lighthouse: lighthouseMedian,
        runs,
        misses: missesOf(bytes, lighthouseMedian),
      });
    }
  } finally {
    await server.stop();
    await rm(certificateDirectory, { recursive: true, force: true });
  }

  const lighthouseVersion = await packageVersion('lighthouse');
  const observatory = await runObservatory(siteDirectory, repoRoot, { SITE_CLIENT_DIR: snapshot });
  await rm(snapshot, { recursive: true, force: true });

  const report: BenchReport = {
    date: new Date().toISOString(),
    machine,
    node: process.version,
    chromium: chromiumVersion(),
    lighthouseVersion,
    loadBeforeLighthouse,
    coldBuild,
    storybookBuild,
    targets: benchTargets,
    budgets: byteBudgets,
    routes,
    observatory,
  };
  await mkdir(reportsDirectory, { recursive: true });
  await writeFile(
    path.join(reportsDirectory, 'bench.json'),
    `${JSON.stringify(report, null, 2)}\n`,
  );
  const markdown = renderMarkdown(report);
  await writeFile(path.join(reportsDirectory, 'bench.md'), markdown);
  console.log(`\n${markdown}`);
  console.log(
    `Written: ${path.join('reports', 'bench.md')} and ${path.join('reports', 'bench.json')}`,
  );
}

await main();
