/**
 * `pnpm bench`: builds cold, serves the build, and writes reports/bench.md and reports/bench.json.
 *
 * - cold build time (turbo --force: content, ui and site) and Storybook build time;
 * - per route, Lighthouse mobile (default config: simulated throttling), median of 3 runs, of the
 *   page and of its no-JS self (the same build with every script removed, no-js.ts), served side
 *   by side by two processes of apps/site/server/serve.mjs and measured interleaved (JS, no-JS,
 *   then no-JS, JS, …) so that a change in the machine's load falls on both. Twice: over HTTPS
 *   and HTTP/2 (as a static host or CDN serves pages) and over plain HTTP/1.1 with compression.
 *   LCP and TBT are reported beside the no-JS self's, as a ratio;
 * - the bytes each route loads (route-bytes.ts), and the MDN HTTP Observatory grade of the headers,
 *   over TLS on 127.0.0.1:443 (observatory.ts).
 * Each route is held to the targets in budgets.ts, and every miss is named.
 *
 * Options (after `pnpm bench`): --routes=/,/about (default: benchRoutes) · --runs=3 ·
 * --transports=h2,h1 · --no-build (measure the existing build; no build timings, no Storybook
 * build) · --client-dir=DIR (measure another build's client output; implies --no-build) ·
 * --no-storybook · --no-observatory · --js-only (skip the no-JS self) · --out=DIR (default:
 * reports/) · --label=TEXT (a line in the report).
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { benchTargets, byteBudgets } from './budgets';
import { type LighthouseRun, medianRun, missesOf, ratio } from './figures';
import { writeNoJsCopy } from './no-js';
import { type ObservatoryResult, runObservatory } from './observatory';
import { measureRouteBytes, type RouteBytes, ShippedModules } from './route-bytes';
import { type RunningServer, startServer } from './server-process';
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
  // The Telugu edition: its home page and a post, in the Telugu face.
  '/te',
  '/te/blog/ap-government-digital-transformation',
] as const;

const transports = {
  h2: 'HTTPS, HTTP/2',
  h1: 'HTTP/1.1 with compression',
} as const;
type Transport = keyof typeof transports;
type Variant = 'js' | 'noJs';

const siteDirectory = fileURLToPath(new URL('../..', import.meta.url));
const repoRoot = path.resolve(siteDirectory, '../..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
// The bench's own throwaway Chromium accepts the bench's own self-signed certificate (tls.ts).
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-dev-shm-usage',
  '--ignore-certificate-errors',
];
/** The servers' ports: [with scripts, no-JS self] for each transport. */
const benchPorts: Record<Transport, [number, number]> = { h2: [4574, 4575], h1: [4576, 4577] };

interface TimedStep {
  ok: boolean;
  seconds: number;
  command: string;
  outputTail?: string;
}

interface Measured {
  median: LighthouseRun;
  runs: LighthouseRun[];
}

interface RouteResult {
  route: string;
  bytes: RouteBytes;
  /** By transport: the page with its scripts, and its no-JS self. */
  lighthouse: Partial<Record<Transport, { js: Measured; noJs?: Measured; misses: string[] }>>;
}

interface Options {
  routes: string[];
  runs: number;
  transports: Transport[];
  build: boolean;
  clientDirectory: string;
  storybook: boolean;
  observatory: boolean;
  noJs: boolean;
  out: string;
  label?: string;
}

function parseOptions(): Options {
  const { values } = parseArgs({
    options: {
      routes: { type: 'string' },
      runs: { type: 'string', default: '3' },
      transports: { type: 'string', default: 'h2,h1' },
      'no-build': { type: 'boolean', default: false },
      'client-dir': { type: 'string' },
      'no-storybook': { type: 'boolean', default: false },
      'no-observatory': { type: 'boolean', default: false },
      'js-only': { type: 'boolean', default: false },
      out: { type: 'string' },
      label: { type: 'string' },
    },
    // `pnpm bench -- --runs=1` passes the `--` on.
    allowPositionals: true,
  });
  const chosen = (values.transports ?? '').split(',').filter(Boolean);
  for (const transport of chosen) {
    if (!(transport in transports)) throw new Error(`Unknown transport ${transport} (h2, h1)`);
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);
  return {
    routes: values.routes ? values.routes.split(',') : [...benchRoutes],
    runs,
    transports: chosen as Transport[],
    build: !values['no-build'] && !values['client-dir'],
    clientDirectory: path.resolve(
      values['client-dir'] ?? path.join(siteDirectory, 'build', 'client'),
    ),
    storybook: !values['no-storybook'] && !values['no-build'] && !values['client-dir'],
    observatory: !values['no-observatory'],
    noJs: !values['js-only'],
    out: path.resolve(values.out ?? path.join(repoRoot, 'reports')),
    ...(values.label ? { label: values.label } : {}),
  };
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

async function lighthouseRun(url: string, port: number, full: boolean): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: full
      ? ['performance', 'accessibility', 'best-practices', 'seo']
      : ['performance'],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  if (result.lhr.runtimeError) {
    throw new Error(
      `Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
    );
  }
  const score = (id: string) =>
    categories[id] ? Math.round((categories[id]?.score ?? 0) * 100) : Number.NaN;
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
    fcpMs: numeric('first-contentful-paint'),
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
async function lighthouseRunWithRetry(
  url: string,
  full: boolean,
  attempts = 3,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      return await lighthouseRun(url, chrome.port, full);
    } catch (error) {
      if (attempt >= attempts) throw error;
      console.log(`(${error instanceof Error ? error.message : String(error)}; again) `);
    } finally {
      chrome.kill();
    }
  }
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

function loadAverage(): string {
  return os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');
}

const seconds = (ms: number) => (Number.isNaN(ms) ? '–' : `${(ms / 1000).toFixed(2)} s`);
const millis = (ms: number) => (Number.isNaN(ms) ? '–' : `${Math.round(ms)} ms`);
const times = (value: number | undefined) => (value === undefined ? '–' : `×${value.toFixed(2)}`);

function renderMarkdown(report: BenchReport): string {
  const lines: string[] = [];
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  lines.push('# Benchmark', '');
  if (report.label) lines.push(report.label, '');
  lines.push(
    `${report.date} · ${report.machine} · Node ${report.node} · ${report.chromium} · Lighthouse ${report.lighthouseVersion} (mobile, simulated throttling; median of ${report.runs} runs per value) · served by apps/site/server/serve.mjs · load average (1/5/15 min) ${report.loadBeforeLighthouse} when Lighthouse started, ${report.loadAfterLighthouse} when it ended · Lighthouse took ${(report.lighthouseSeconds / 60).toFixed(1)} min`,
    '',
  );
  if (report.coldBuild || report.storybookBuild) {
    lines.push('## Build', '', '| Step | Time | Result |', '| --- | ---: | --- |');
    for (const step of [report.coldBuild, report.storybookBuild]) {
      if (!step) continue;
      lines.push(
        `| \`${step.command}\` | ${step.seconds.toFixed(1)} s | ${step.ok ? 'ok' : 'FAILED'} |`,
      );
    }
    lines.push('');
  }
  for (const transport of report.transports) {
    lines.push(`## Lighthouse over ${transports[transport]}`, '');
    lines.push(
      '| Route | Perf | LCP | no-JS LCP | LCP ratio | TBT | no-JS TBT | TBT ratio | CLS | FCP | Speed index | A11y | Best pr. | SEO |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    for (const route of report.routes) {
      const measured = route.lighthouse[transport];
      if (!measured) continue;
      const js = measured.js.median;
      const noJs = measured.noJs?.median;
      const score = (value: number) => (Number.isNaN(value) ? '–' : String(value));
      lines.push(
        `| ${route.route} | ${js.performance} | ${seconds(js.lcpMs)} | ${seconds(noJs?.lcpMs ?? Number.NaN)} | ${times(ratio(js.lcpMs, noJs?.lcpMs))} | ${millis(js.tbtMs)} | ${millis(noJs?.tbtMs ?? Number.NaN)} | ${times(ratio(js.tbtMs, noJs?.tbtMs))} | ${js.cls.toFixed(3)} | ${seconds(js.fcpMs)} | ${seconds(js.speedIndexMs)} | ${score(js.accessibility)} | ${score(js.bestPractices)} | ${score(js.seo)} |`,
      );
    }
    lines.push('');
    for (const route of report.routes) {
      const measured = route.lighthouse[transport];
      if (!measured) continue;
      const audits = measured.js.median.failedAudits.length
        ? ` (failing audits outside performance: ${measured.js.median.failedAudits.join(', ')})`
        : '';
      lines.push(
        measured.misses.length
          ? `- **${route.route} misses**: ${measured.misses.join('; ')}${audits}`
          : `- ${route.route}: meets every target${audits}`,
      );
    }
    lines.push('');
  }
  lines.push(
    `Targets: Lighthouse performance ${benchTargets.performance} (accessibility, best practices and SEO 100, measured over HTTP/2); LCP ≤ ${benchTargets.lcpMs / 1000} s and at most ${benchTargets.lcpOverNoJs * 100} % above the no-JS self; TBT ≤ ${benchTargets.tbtMs} ms; CLS ${benchTargets.cls}. The no-JS self is the same build with every script removed (JSON-LD kept), served by a second server process of the same kind; its runs interleave with the page's. A ratio is the page's figure over its no-JS self's ("–" where the no-JS figure is 0).`,
    '',
    '## Bytes',
    '',
    '| Route | JS, no interaction | JS, all islands | CSS | HTML |',
    '| --- | ---: | ---: | ---: | ---: |',
  );
  for (const route of report.routes) {
    lines.push(
      `| ${route.route} | ${kb(route.bytes.initialJs.gzipBytes)} KB | ${kb(route.bytes.allIslandsJs.gzipBytes)} KB | ${kb(route.bytes.css.gzipBytes)} KB | ${kb(route.bytes.html.gzipBytes)} KB |`,
    );
  }
  lines.push(
    '',
    `gzip level 9, 1 KB = 1024 bytes (route-bytes.ts). CI budgets (budgets.test.ts, every page): ${kb(byteBudgets.initialJsPerPage)} KB of JS without interaction, ${kb(byteBudgets.allIslandsJsPerPage)} KB with every island, ${kb(byteBudgets.cssPerPage)} KB of CSS; the HTML of / ${kb(byteBudgets.homeHtml)} KB.`,
    '',
  );
  lines.push('## Security headers: MDN HTTP Observatory', '');
  const observatory = report.observatory;
  if (!observatory) {
    lines.push('Not run (--no-observatory).');
  } else if (observatory.grade) {
    lines.push(
      `Grade **${observatory.grade}** (score ${observatory.score}, ${observatory.testsPassed}/${observatory.testsQuantity} tests passed) for https://${observatory.host}/ served by apps/site/server/serve.mjs over TLS with a self-signed certificate.`,
    );
    if (observatory.failing.length) lines.push('', `Failing: ${observatory.failing.join(', ')}.`);
  } else {
    lines.push(`Not graded: ${observatory.error}`);
  }
  if (observatory?.notes.length) lines.push('', ...observatory.notes.map((note) => `- ${note}`));
  return `${lines.join('\n')}\n`;
}

interface BenchReport {
  date: string;
  label?: string;
  machine: string;
  node: string;
  chromium: string;
  lighthouseVersion: string;
  runs: number;
  transports: Transport[];
  /** 1, 5 and 15 minute load averages: other work on the machine skews Lighthouse's CPU timing. */
  loadBeforeLighthouse: string;
  loadAfterLighthouse: string;
  lighthouseSeconds: number;
  coldBuild?: TimedStep;
  storybookBuild?: TimedStep;
  targets: typeof benchTargets;
  budgets: typeof byteBudgets;
  routes: RouteResult[];
  observatory?: ObservatoryResult;
}

async function startServers(
  transport: Transport,
  directories: Record<Variant, string | undefined>,
  certificate: { cert: string; key: string },
): Promise<Partial<Record<Variant, RunningServer>>> {
  const tls: Record<string, string> =
    transport === 'h2' ? { TLS_CERT: certificate.cert, TLS_KEY: certificate.key } : {};
  const servers: Partial<Record<Variant, RunningServer>> = {};
  const [jsPort, noJsPort] = benchPorts[transport];
  for (const [variant, port] of [
    ['js', jsPort],
    ['noJs', noJsPort],
  ] as const) {
    const directory = directories[variant];
    if (!directory) continue;
    servers[variant] = await startServer(siteDirectory, {
      PORT: String(port),
      HOST: '127.0.0.1',
      SITE_CLIENT_DIR: directory,
      ...tls,
    });
  }
  return servers;
}

async function main(): Promise<void> {
  const options = parseOptions();
  const cpus = os.cpus();
  const machine = `${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB`;

  let coldBuild: TimedStep | undefined;
  if (options.build) {
    const coldBuildArgs = ['exec', 'turbo', 'run', 'build', '--filter=@lumenor/site', '--force'];
    coldBuild = timed(coldBuildArgs);
    if (!coldBuild.ok) {
      // Another build writing the same build/ folder at the same time makes React Router's
      // cleanup fail (ENOTEMPTY); one more try is enough to tell that from a broken build.
      console.log('The cold build failed: trying once more.');
      coldBuild = timed(coldBuildArgs);
    }
    if (!coldBuild.ok) {
      throw new Error('The cold build failed: nothing to benchmark (see the output above).');
    }
  }
  // Everything below reads a snapshot of the build, so a rebuild meanwhile cannot disturb it.
  const workDirectory = await mkdtemp(path.join(os.tmpdir(), 'bench-site-'));
  const snapshot = path.join(workDirectory, 'js');
  const noJsCopy = path.join(workDirectory, 'no-js');
  await cp(options.clientDirectory, snapshot, { recursive: true });
  if (options.noJs) {
    const pages = await writeNoJsCopy(snapshot, noJsCopy);
    console.log(`No-JS self: ${pages} pages without their scripts in ${noJsCopy}`);
  }
  const storybookBuild = options.storybook
    ? timed(['--filter', '@lumenor/ui', 'run', 'build-storybook'])
    : undefined;

  const modules = new ShippedModules(snapshot);
  const routes: RouteResult[] = [];
  for (const route of options.routes) {
    routes.push({
      route,
      bytes: await measureRouteBytes(snapshot, route, modules),
      lighthouse: {},
    });
  }

  const certificate = selfSignedCertificate(workDirectory, '127.0.0.1');
  const loadBeforeLighthouse = loadAverage();
  const lighthouseStarted = performance.now();
  try {
    for (const transport of options.transports) {
      const servers = await startServers(
        transport,
        { js: snapshot, noJs: options.noJs ? noJsCopy : undefined },
        certificate,
      );
      try {
        for (const result of routes) {
          const runs: Record<Variant, LighthouseRun[]> = { js: [], noJs: [] };
          for (let run = 1; run <= options.runs; run += 1) {
            // Interleaved, alternating which goes first: JS, no-JS; no-JS, JS; …
            const order: Variant[] = run % 2 === 1 ? ['js', 'noJs'] : ['noJs', 'js'];
            for (const variant of order) {
              const server = servers[variant];
              if (!server) continue;
              process.stdout.write(
                `${transport} ${result.route} ${variant === 'js' ? 'page' : 'no-JS self'} run ${run}/${options.runs}… `,
              );
              const measured = await lighthouseRunWithRetry(
                `${server.url}${result.route.slice(1)}`,
                variant === 'js' && transport === 'h2',
              );
              console.log(
                `perf ${measured.performance}, LCP ${Math.round(measured.lcpMs)} ms, TBT ${Math.round(measured.tbtMs)} ms, CLS ${measured.cls.toFixed(3)}`,
              );
              runs[variant].push(measured);
            }
          }
          const js = { median: medianRun(runs.js), runs: runs.js };
          const noJs = runs.noJs.length
            ? { median: medianRun(runs.noJs), runs: runs.noJs }
            : undefined;
          result.lighthouse[transport] = {
            js,
            ...(noJs ? { noJs } : {}),
            misses: missesOf(js.median, noJs?.median),
          };
        }
      } finally {
        for (const server of Object.values(servers)) await server?.stop();
      }
    }
  } finally {
    await rm(path.join(workDirectory, 'cert.pem'), { force: true });
    await rm(path.join(workDirectory, 'key.pem'), { force: true });
  }
  const lighthouseSeconds = (performance.now() - lighthouseStarted) / 1000;
  const loadAfterLighthouse = loadAverage();

  const lighthouseVersion = await packageVersion('lighthouse');
  const observatory = options.observatory
    ? await runObservatory(siteDirectory, repoRoot, { SITE_CLIENT_DIR: snapshot })
    : undefined;
  await rm(workDirectory, { recursive: true, force: true });

  const report: BenchReport = {
    date: new Date().toISOString(),
    ...(options.label ? { label: options.label } : {}),
    machine,
    node: process.version,
    chromium: chromiumVersion(),
    lighthouseVersion,
    runs: options.runs,
    transports: options.transports,
    loadBeforeLighthouse,
    loadAfterLighthouse,
    lighthouseSeconds,
    ...(coldBuild ? { coldBuild } : {}),
    ...(storybookBuild ? { storybookBuild } : {}),
    targets: benchTargets,
    budgets: byteBudgets,
    routes,
    ...(observatory ? { observatory } : {}),
  };
  await mkdir(options.out, { recursive: true });
  await writeFile(path.join(options.out, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  const markdown = renderMarkdown(report);
  await writeFile(path.join(options.out, 'bench.md'), markdown);
  console.log(`\n${markdown}`);
  console.log(`Written: ${path.join(options.out, 'bench.md')} and bench.json`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
