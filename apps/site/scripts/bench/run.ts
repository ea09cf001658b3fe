/**
 * `pnpm bench`: builds cold, serves the build, and writes reports/bench.md and reports/bench.json.
 *
 * - cold build time (turbo --force: content, ui and site) and Storybook build time;
 * - per route (each English route and its Telugu twin), Lighthouse mobile, median of 3 runs, of
 *   the page and of its no-JS self (the same build with every script removed, no-js.ts), served
 *   side by side by two processes of apps/site/server/serve.mjs and measured interleaved (JS,
 *   no-JS, then no-JS, JS, …) so that a change in the machine's load falls on both. Over HTTPS
 *   and HTTP/2 (as a static host or CDN serves pages) and over plain HTTP/1.1 with compression,
 *   each with throttling applied (devtools: the slow-4G network and 4x CPU slowdown imposed
 *   while the page loads, what a visitor's phone would feel) and simulated (Lantern, Lighthouse's
 *   default: an unthrottled load replayed in a model). First in each, the bare-HTML limit: one
 *   ~0.8 KB page in the system font (limitPage), served by the same server. LCP is reported
 *   against the no-JS self's and the limit's (and a Telugu page's against its English twin's),
 *   with TBT and the bytes on the wire;
 * - the bytes each route loads (route-bytes.ts), and the MDN HTTP Observatory grade of the headers,
 *   over TLS on 127.0.0.1:443 (observatory.ts).
 * Each route is held to the targets in budgets.ts, and every miss is named.
 *
 * Options (after `pnpm bench`): --routes=/,/te (default: benchRoutes and their Telugu twins) ·
 * --runs=3 · --transports=h2,h1 · --throttling=devtools,simulate · --no-build (measure the existing build; no build timings, no Storybook
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
import { fileOfRoute } from '../lib/file-routes';
import { precompress } from '../lib/files';
import { benchTargets, byteBudgets } from './budgets';
import { type LighthouseRun, medianRun, missesOf, ratio } from './figures';
import { writeNoJsCopy } from './no-js';
import { type ObservatoryResult, runObservatory } from './observatory';
import { measureRouteBytes, type RouteBytes, ShippedModules } from './route-bytes';
import { type RunningServer, startServer } from './server-process';
import { selfSignedCertificate } from './tls';

/** The English routes measured by default; each is followed by its Telugu twin (teluguTwin). */
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

export const teluguTwin = (route: string) => (route === '/' ? '/te' : `/te${route}`);

/**
 * The bare-HTML limit: what the same server and network give a page with nothing but ~0.8 KB of
 * text in the system font. No page can paint sooner; each is reported against it.
 */
export const limitRoute = '/bench-limit';
const limitPage = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Bare HTML</title>
<meta name="description" content="The benchmark's limit: a page of text in the system font.">
</head>
<body>
<main>
<h1>Digital services for the Telugu states</h1>
<p>This page is the benchmark's limit: the same server and the same network as the site's pages,
with nothing but its text, set in the system font, with no stylesheet, no web font, no image and
no script. A page of the site that paints as soon as this one has nothing left to remove. We build
software for government departments and enterprises in Andhra Pradesh and Telangana, in Telugu and
English, and measure every page against it.</p>
</main>
</body>
</html>
`;

const transports = {
  h2: 'HTTPS, HTTP/2',
  h1: 'HTTP/1.1 with compression',
} as const;
type Transport = keyof typeof transports;
type Variant = 'js' | 'noJs';

/** Lighthouse's throttling methods (its `throttlingMethod` setting). */
const throttlingMethods = {
  devtools: 'throttling applied (devtools)',
  simulate: 'simulated throttling (Lantern)',
} as const;
type Throttling = keyof typeof throttlingMethods;
/** A transport and a throttling method: one table of the report. */
type Setting = `${Transport} ${Throttling}`;

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
  /** By setting: the page with its scripts, and its no-JS self. */
  lighthouse: Partial<Record<Setting, { js: Measured; noJs?: Measured; misses: string[] }>>;
}

interface Options {
  routes: string[];
  runs: number;
  transports: Transport[];
  throttling: Throttling[];
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
      throttling: { type: 'string', default: 'devtools,simulate' },
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
  const throttling = (values.throttling ?? '').split(',').filter(Boolean);
  for (const method of throttling) {
    if (!(method in throttlingMethods)) {
      throw new Error(`Unknown throttling method ${method} (devtools, simulate)`);
    }
  }
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer`);
  return {
    routes: values.routes
      ? values.routes.split(',')
      : benchRoutes.flatMap((route) => [route, teluguTwin(route)]),
    runs,
    transports: chosen as Transport[],
    throttling: throttling as Throttling[],
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

async function lighthouseRun(
  url: string,
  port: number,
  full: boolean,
  throttlingMethod: Throttling,
): Promise<LighthouseRun> {
  const result = await lighthouse(url, {
    port,
    throttlingMethod,
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
    transferBytes: numeric('total-byte-weight'),
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
  throttling: Throttling,
  attempts = 3,
): Promise<LighthouseRun> {
  for (let attempt = 1; ; attempt += 1) {
    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      return await lighthouseRun(url, chrome.port, full, throttling);
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

/** Every transport with every throttling method, in the order they are measured. */
function settingsOf(report: Pick<BenchReport, 'transports' | 'throttling'>): Setting[] {
  return report.transports.flatMap((transport) =>
    report.throttling.map((method): Setting => `${transport} ${method}`),
  );
}

function renderMarkdown(report: BenchReport): string {
  const lines: string[] = [];
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  lines.push('# Benchmark', '');
  if (report.label) lines.push(report.label, '');
  lines.push(
    `${report.date} · ${report.machine} · Node ${report.node} · ${report.chromium} · Lighthouse ${report.lighthouseVersion} (mobile: ${report.throttling.map((method) => throttlingMethods[method]).join(', ')}; median of ${report.runs} runs per value) · served by apps/site/server/serve.mjs · load average (1/5/15 min) ${report.loadBeforeLighthouse} when Lighthouse started, ${report.loadAfterLighthouse} when it ended · Lighthouse took ${(report.lighthouseSeconds / 60).toFixed(1)} min`,
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
  for (const setting of settingsOf(report)) {
    const [transport, method] = setting.split(' ') as [Transport, Throttling];
    lines.push(`## Lighthouse over ${transports[transport]}, ${throttlingMethods[method]}`, '');
    lines.push(
      '| Route | Perf | LCP | no-JS LCP | × no-JS | × limit | × English | TBT | no-JS TBT | CLS | FCP | Bytes on the wire | A11y | Best pr. | SEO |',
      '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
    );
    const lcpOf = (route: string) =>
      report.routes.find((result) => result.route === route)?.lighthouse[setting]?.js.median.lcpMs;
    const limitLcp = lcpOf(limitRoute);
    for (const route of report.routes) {
      const measured = route.lighthouse[setting];
      if (!measured) continue;
      const js = measured.js.median;
      const noJs = measured.noJs?.median;
      const score = (value: number) => (Number.isNaN(value) ? '–' : String(value));
      const englishTwin = report.routes.find(
        (result) => result.route !== route.route && teluguTwin(result.route) === route.route,
      );
      const name = route.route === limitRoute ? `${limitRoute} (bare-HTML limit)` : route.route;
      lines.push(
        `| ${name} | ${js.performance} | ${seconds(js.lcpMs)} | ${seconds(noJs?.lcpMs ?? Number.NaN)} | ${times(ratio(js.lcpMs, noJs?.lcpMs))} | ${times(route.route === limitRoute ? undefined : ratio(js.lcpMs, limitLcp))} | ${times(englishTwin ? ratio(js.lcpMs, lcpOf(englishTwin.route)) : undefined)} | ${millis(js.tbtMs)} | ${millis(noJs?.tbtMs ?? Number.NaN)} | ${js.cls.toFixed(3)} | ${seconds(js.fcpMs)} | ${kb(js.transferBytes)} KB | ${score(js.accessibility)} | ${score(js.bestPractices)} | ${score(js.seo)} |`,
      );
    }
    lines.push('');
    for (const route of report.routes) {
      const measured = route.lighthouse[setting];
      if (!measured || route.route === limitRoute) continue;
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
    `Targets: Lighthouse performance ${benchTargets.performance} (accessibility, best practices and SEO 100, measured over HTTP/2); LCP ≤ ${benchTargets.lcpMs / 1000} s and at most ${benchTargets.lcpOverNoJs * 100} % above the no-JS self and ${benchTargets.lcpOverLimit * 100} % above the bare-HTML limit; TBT ≤ ${benchTargets.tbtMs} ms; CLS ${benchTargets.cls}. The no-JS self is the same build with every script removed (JSON-LD kept), served by a second server process of the same kind; its runs interleave with the page's. A ratio is the page's LCP over its no-JS self's, the limit's, or (a Telugu page) its English twin's. Bytes on the wire: every response's transfer size (Lighthouse's total-byte-weight).`,
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
  throttling: Throttling[];
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
  const limitFile = fileOfRoute(limitRoute);
  await mkdir(path.join(snapshot, path.dirname(limitFile)), { recursive: true });
  await writeFile(path.join(snapshot, limitFile), limitPage);
  await precompress(snapshot, (file) => file === limitFile);
  if (options.noJs) {
    const pages = await writeNoJsCopy(snapshot, noJsCopy);
    console.log(`No-JS self: ${pages} pages without their scripts in ${noJsCopy}`);
  }
  const storybookBuild = options.storybook
    ? timed(['--filter', '@lumenor/ui', 'run', 'build-storybook'])
    : undefined;

  const modules = new ShippedModules(snapshot);
  const routes: RouteResult[] = [];
  for (const route of [limitRoute, ...options.routes]) {
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
        for (const method of options.throttling) {
          const setting: Setting = `${transport} ${method}`;
          for (const result of routes) {
            const runs: Record<Variant, LighthouseRun[]> = { js: [], noJs: [] };
            for (let run = 1; run <= options.runs; run += 1) {
              // Interleaved, alternating which goes first: JS, no-JS; no-JS, JS; …
              const order: Variant[] = run % 2 === 1 ? ['js', 'noJs'] : ['noJs', 'js'];
              for (const variant of order) {
                const server = servers[variant];
                // The limit has no scripts, so no no-JS self.
                if (!server || (variant === 'noJs' && result.route === limitRoute)) continue;
                process.stdout.write(
                  `${setting} ${result.route} ${variant === 'js' ? 'page' : 'no-JS self'} run ${run}/${options.runs}… `,
                );
                const measured = await lighthouseRunWithRetry(
                  `${server.url}${result.route.slice(1)}`,
                  variant === 'js' && transport === 'h2' && result.route !== limitRoute,
                  method,
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
            const limit = routes[0]?.lighthouse[setting]?.js.median;
            result.lighthouse[setting] = {
              js,
              ...(noJs ? { noJs } : {}),
              misses: result.route === limitRoute ? [] : missesOf(js.median, noJs?.median, limit),
            };
          }
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
    throttling: options.throttling,
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
