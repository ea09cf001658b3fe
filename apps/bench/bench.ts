/**
 * `pnpm bench`: Lighthouse CI over pages of the build, each beside its no-JS twin and the bare-HTML
 * limit, on a copy of the build served by the production server; writes reports/bench/bench.md.
 * What it measures, and its options, are in the repository README (Performance budgets).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { localizedPath } from '@lumenor/content/locale';
import { selfSignedCertificate } from '@lumenor/server/self-signed-certificate';
import { clientDirectory } from '@lumenor/site/build-output';
import installPhoneFonts, { phoneFontConfig } from '@lumenor/site/phone-fonts';
import { measureRouteBytes, ShippedModules } from '@lumenor/site/route-bytes';
import { testBrowserPath } from '../../scripts/test-browser.mjs';
import { noJsTwinOf, writeNoJsTwin, writeServedPage } from './no-js.ts';
import {
  type AssertionResult,
  type LighthouseResult,
  limitRoute,
  type MeasuredPage,
  type MethodResults,
  renderReport,
} from './report.ts';

/** The English pages measured by default: the home page, an article and the contact form. */
const defaultPages = ['/', '/blog/ap-government-digital-transformation', '/contact'];
const throttlingMethods = ['devtools', 'simulate'];
/**
 * Where the Telugu pages' face comes from: `phone`, the browser has Noto Sans Telugu as a system
 * font, as Android phones do (@lumenor/site/phone-fonts), and the pages' `local()` sources take it;
 * `download`, it has no Telugu font (as this machine), and the pages fetch the site's file.
 */
const teluguFontSources = ['phone', 'download'];

const benchDirectory = import.meta.dirname;
const repoRoot = path.resolve(benchDirectory, '../..');
const lhciCli = fileURLToPath(import.meta.resolve('@lhci/cli/src/cli.js'));
const chromePath = process.env.CHROME_PATH ?? testBrowserPath;
const assertionResults = path.join(benchDirectory, '.lighthouseci', 'assertion-results.json');

function parseOptions() {
  // `pnpm bench -- --runs=1` passes the `--` on, and parseArgs would read every option after it as
  // a positional: drop it.
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg, index) => index > 0 || arg !== '--'),
    options: {
      pages: { type: 'string', default: defaultPages.join(',') },
      runs: { type: 'string', default: '3' },
      'simulated-runs': { type: 'string', default: '1' },
      throttling: { type: 'string', default: throttlingMethods.join(',') },
      'js-only': { type: 'boolean', default: false },
      http1: { type: 'boolean', default: false },
      'client-dir': { type: 'string', default: clientDirectory },
      out: { type: 'string', default: path.join(repoRoot, 'reports', 'bench') },
      port: { type: 'string', default: '4574' },
      label: { type: 'string' },
      'telugu-font': { type: 'string', default: 'phone' },
    },
  });
  const throttling = values.throttling.split(',').filter(Boolean);
  const runs: Record<string, number> = {
    devtools: Number(values.runs),
    simulate: Number(values['simulated-runs']),
  };
  const badRuns = Object.values(runs).some((count) => !Number.isInteger(count) || count < 1);
  const badMethod = throttling.some((method) => !throttlingMethods.includes(method));
  if (badRuns || badMethod || !teluguFontSources.includes(values['telugu-font'])) {
    throw new Error(
      `--runs and --simulated-runs take a positive integer, --throttling ${throttlingMethods.join(', ')}, --telugu-font ${teluguFontSources.join(' or ')}`,
    );
  }
  return {
    ...values,
    pages: values.pages.split(',').filter(Boolean),
    runs,
    throttling,
    noJs: !values['js-only'],
    phoneTeluguFont: values['telugu-font'] === 'phone',
    clientDirectory: path.resolve(values['client-dir']),
    out: path.resolve(values.out),
  };
}

/** `lhci <command>` in this folder (its .lighthouseci/); throws unless `failureIsResult`. */
function lhci(command: string, args: string[], env: object, failureIsResult = () => false) {
  const { error, status } = spawnSync(
    process.execPath,
    [lhciCli, command, '--config=lighthouserc.json', ...args],
    { cwd: benchDirectory, env: { ...process.env, ...env }, stdio: 'inherit' },
  );
  if (error) throw error;
  if (status !== 0 && !failureIsResult()) throw new Error(`lhci ${command} failed: see above`);
}

const readJson = async <T>(file: string) => JSON.parse(await readFile(file, 'utf8')) as T;

/**
 * Each URL's Lighthouse runs, in the order they ran, and Lighthouse CI's median run of them, from
 * the manifest its filesystem upload writes.
 */
async function runsByRoute(
  outputDirectory: string,
): Promise<Map<string, { median: LighthouseResult; all: LighthouseResult[] }>> {
  type Run = { url: string; isRepresentativeRun: boolean; jsonPath: string };
  const manifest = await readJson<Run[]>(path.join(outputDirectory, 'manifest.json'));
  const byRoute = new Map<string, { median?: LighthouseResult; all: LighthouseResult[] }>();
  for (const run of manifest) {
    const route = new URL(run.url).pathname;
    const result = await readJson<LighthouseResult>(run.jsonPath);
    const entry = byRoute.get(route) ?? { all: [] };
    entry.all.push(result);
    if (run.isRepresentativeRun) entry.median = result;
    byRoute.set(route, entry);
  }
  const runs = new Map<string, { median: LighthouseResult; all: LighthouseResult[] }>();
  for (const [route, { median, all }] of byRoute) {
    if (!median) throw new Error(`Lighthouse CI marked no median run of ${route}`);
    all.sort((a, b) => Date.parse(a.fetchTime) - Date.parse(b.fetchTime));
    runs.set(route, { median, all });
  }
  return runs;
}

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');

async function main(): Promise<void> {
  const options = parseOptions();
  const started = performance.now();
  const loadBefore = loadAverage();
  // In pairs: each English page, then its Telugu twin.
  const routes = options.pages.flatMap((page) => [page, localizedPath(page, 'te')]);

  // A copy of the build with the bench's pages added: a rebuild meanwhile cannot disturb it.
  const workDirectory = await mkdtemp(path.join(os.tmpdir(), 'bench-site-'));
  const snapshot = path.join(workDirectory, 'client');
  await cp(options.clientDirectory, snapshot, { recursive: true });
  const limitPage = await readFile(new URL('bench-limit.html', import.meta.url), 'utf8');
  await writeServedPage(snapshot, limitRoute, limitPage);
  if (options.noJs) for (const route of routes) await writeNoJsTwin(snapshot, route);

  const modules = new ShippedModules(snapshot);
  const bytes = await Promise.all(
    routes.map((route) => measureRouteBytes(snapshot, route, modules)),
  );

  if (options.phoneTeluguFont) await installPhoneFonts();
  const tls = options.http1 ? undefined : selfSignedCertificate(workDirectory, '127.0.0.1');
  const serverEnv = {
    CHROME_PATH: chromePath,
    HOST: '127.0.0.1',
    PORT: options.port,
    SITE_CLIENT_DIR: snapshot,
    // Unset (spawn leaves undefined out) with --http1: plain HTTP.
    TLS_CERT: tls?.cert,
    TLS_KEY: tls?.key,
    // Read by the browser Lighthouse CI starts (and by nothing else).
    FONTCONFIG_FILE: options.phoneTeluguFont ? phoneFontConfig : undefined,
  };
  const origin = `${options.http1 ? 'http' : 'https'}://127.0.0.1:${options.port}`;
  const urls = [limitRoute, ...routes.flatMap((route) => [route, noJsTwinOf(route)])]
    .filter((route) => options.noJs || !route.startsWith('/no-js'))
    .map((route) => `--url=${origin}${route}`);

  await rm(options.out, { recursive: true, force: true });
  const methods: MethodResults[] = [];
  try {
    for (const method of options.throttling) {
      const runs = options.runs[method] ?? 1;
      const collectArgs = [`--numberOfRuns=${runs}`, `--settings.throttlingMethod=${method}`];
      lhci('collect', [...collectArgs, ...urls], serverEnv);
      // A failed assertion is reported, not fatal: the report is what the bench is for. lhci exits
      // with 1 on a failed assertion and on a crash alike; only an assertion writes its results.
      await rm(assertionResults, { force: true });
      lhci('assert', [], serverEnv, () => existsSync(assertionResults));
      const outputDirectory = path.join(options.out, 'lighthouse', method);
      lhci('upload', [`--outputDir=${outputDirectory}`], serverEnv);
      const results = await runsByRoute(outputDirectory);
      const limit = results.get(limitRoute)?.median;
      if (!limit) throw new Error(`No Lighthouse result for ${limitRoute}`);
      const pages: MeasuredPage[] = routes.map((route, index) => {
        const page = results.get(route);
        if (!page) throw new Error(`No Lighthouse result for ${route}`);
        const englishTwin = index % 2 === 1 ? routes[index - 1] : undefined;
        return {
          route,
          median: page.median,
          everyRun: page.all,
          noJsTwin: results.get(noJsTwinOf(route))?.median,
          englishTwin,
        };
      });
      const assertions = existsSync(assertionResults)
        ? await readJson<AssertionResult[]>(assertionResults)
        : [];
      methods.push({ runs, limit, pages, failedAssertions: assertions.filter((a) => !a.passed) });
    }
  } finally {
    await rm(workDirectory, { recursive: true, force: true });
  }

  const cpus = os.cpus();
  const chromium = spawnSync(chromePath, ['--version'], { encoding: 'utf8' }).stdout?.trim();
  const minutes = ((performance.now() - started) / 60_000).toFixed(1);
  const header = [
    ...(options.label ? [options.label, ''] : []),
    `${new Date().toISOString()} · ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'} · Node ${process.version} · ${chromium} · Lighthouse ${methods[0]?.limit.lighthouseVersion} through Lighthouse CI, mobile · served by apps/server/serve.mjs over ${options.http1 ? 'HTTP/1.1 with compression' : 'HTTPS, HTTP/2'} · Telugu face: ${options.phoneTeluguFont ? "the phone's own Noto Sans Telugu (local())" : 'downloaded (no Telugu system font)'} · load average (1/5/15 min) ${loadBefore} at the start, ${loadAverage()} at the end · ${minutes} min`,
  ];
  const markdown = renderReport({ header, methods, bytes });
  await writeFile(path.join(options.out, 'bench.md'), markdown);
  console.log(`\n${markdown}\nWritten: ${path.join(options.out, 'bench.md')}`);
}

await main();
