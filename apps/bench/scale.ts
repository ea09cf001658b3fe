/**
 * `pnpm bench:scale`: the growth benchmark. For each N (default 0, 100, 500, 2000), N synthetic
 * articles per language (bench/scale/synthetic.ts) are written into a temporary folder that the
 * build reads after the package's posts/ (LUMENOR_EXTRA_POSTS_DIR), the site is built into
 * apps/site/build-scale (git ignores build-*) with a build cache of its own, starting empty, and
 * measured: the build's time and peak memory, every listing page's first response, the feeds, the
 * host's limits, the English-only article in both editions, and the first search in a browser at
 * 4x CPU slowdown. Prints the README's table, writes the report as JSON, and exits 1 when a
 * deterministic budget is missed (bench/scale/report.ts). The repository's files are not written.
 *
 * Options: --n 0,100 (the Ns), --warm (build each N a second time with the cache kept),
 * --no-search, --e2e (the end-to-end stage over each build; slow), --port 5150,
 * --out <file.json>, --append (keep the other Ns of an earlier report in --out), --keep (leave
 * the last build in apps/site/build-scale), --build-name=x (build into apps/site/build-x: two runs
 * side by side), --echo (the build's output as it runs), --report (no build: the table and the
 * budgets of the report in --out).
 */
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { headersForPath, readHeaderRules } from '@lumenor/server/host-rules';
import {
  headersFileProblems,
  hostLimits,
  listFiles,
  redirectsFileProblems,
  siteDirectory,
} from '@lumenor/site/build-output';
import { gzipSize } from '@lumenor/site/route-bytes';
import sharp from 'sharp';
import { measureFirstSearch, searchQueries } from './scale/measure-search.ts';
import {
  budgetProblems,
  type E2eFigures,
  e2eOutcome,
  formatTable,
  type LanguageFigures,
  listingKindOf,
  listingKinds,
  type ScaleResult,
} from './scale/report.ts';
import { type MeasuredRun, runMeasured } from './scale/run-measured.ts';
import { type SourceArticle, syntheticArticles, syntheticId } from './scale/synthetic.ts';

const repoRoot = path.resolve(siteDirectory, '../..');
const postsDirectory = path.join(repoRoot, 'packages/content/posts');
const buildName = process.argv.find((arg) => arg.startsWith('--build-name='))?.slice(13) ?? 'scale';
const buildDirectory = path.join(siteDirectory, `build-${buildName}`);
const clientDirectory = path.join(buildDirectory, 'client');
const bin = (name: string) => path.join(siteDirectory, 'node_modules/.bin', name);
const serveModule = fileURLToPath(import.meta.resolve('@lumenor/server/serve'));

/** The photos the synthetic articles show, in turn (each one is encoded once per cold build). */
const photoCount = 6;
/** One article in ten shows a photo. */
const photoEvery = 10;
/** The newest synthetic article's date: past, so a production build publishes every one. */
const newest = '2026-11-01';

function parseOptions() {
  const { values } = parseArgs({
    args: process.argv.slice(2).filter((arg, index) => index > 0 || arg !== '--'),
    options: {
      n: { type: 'string', default: '0,100,500,2000' },
      warm: { type: 'boolean', default: false },
      'no-search': { type: 'boolean', default: false },
      e2e: { type: 'boolean', default: false },
      port: { type: 'string', default: '5150' },
      out: { type: 'string', default: path.join(repoRoot, 'reports/bench/scale.json') },
      keep: { type: 'boolean', default: false },
      echo: { type: 'boolean', default: false },
      append: { type: 'boolean', default: false },
      'build-name': { type: 'string', default: 'scale' },
      report: { type: 'boolean', default: false },
    },
  });
  const ns = values.n.split(',').map(Number);
  if (ns.some((n) => !Number.isInteger(n) || n < 0)) {
    throw new Error(`--n takes whole numbers separated by commas, not ${values.n}`);
  }
  return { ...values, ns, port: Number(values.port) };
}

async function readSources(): Promise<SourceArticle[]> {
  const names = (await readdir(postsDirectory)).filter((name) => name.endsWith('.en.md')).sort();
  const sources: SourceArticle[] = [];
  for (const name of names) {
    const id = name.replace(/\.en\.md$/, '');
    const te = await readFile(path.join(postsDirectory, `${id}.te.md`), 'utf8').catch(() => null);
    const en = await readFile(path.join(postsDirectory, name), 'utf8');
    if (te && !/^awaitingTranslation:\s*true/m.test(en)) sources.push({ id, en, te });
  }
  return sources;
}

/** A calm photograph-like JPEG (soft gradients and shapes): distinct per index, 1600×1000. */
function photo(index: number): Promise<Buffer> {
  const hue = (index * 57) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},45%,30%)"/>
    </linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#g)"/>
    <circle cx="${400 + index * 90}" cy="380" r="220" fill="hsl(${(hue + 180) % 360},40%,60%)" opacity="0.6"/>
    <rect x="900" y="520" width="520" height="300" rx="40" fill="hsl(${(hue + 90) % 360},35%,45%)" opacity="0.7"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/** The synthetic articles and their photos, in a new temporary folder; returns its paths. */
async function writeSyntheticPosts(n: number, sources: readonly SourceArticle[]) {
  const root = await mkdtemp(path.join(os.tmpdir(), 'lumenor-scale-'));
  const posts = path.join(root, 'posts');
  const photos = path.join(root, 'public/images/blog');
  await mkdir(posts, { recursive: true });
  await mkdir(photos, { recursive: true });
  const photoPaths = Array.from(
    { length: photoCount },
    (_, i) => `/images/blog/scale-photo-${i + 1}.jpg`,
  );
  for (const [index, sitePath] of photoPaths.entries()) {
    await writeFile(path.join(root, 'public', sitePath), await photo(index));
  }
  const files = syntheticArticles(sources, { count: n, newest, photoEvery, photos: photoPaths });
  await Promise.all(files.map((file) => writeFile(path.join(posts, file.name), file.content)));
  return { root, posts, cache: path.join(root, 'build-cache') };
}

async function buildIslands() {
  const env = { ...process.env, NODE_ENV: 'production', SITE_BUILD_DIR: buildDirectory };
  for (const config of ['vite.islands.config.ts', 'vite.island-styles.config.ts']) {
    const run = await runMeasured(bin('vite'), ['build', '-c', config], {
      cwd: siteDirectory,
      env,
    });
    if (run.exitCode !== 0) throw new Error(`vite build -c ${config} failed:\n${run.output}`);
  }
}

function buildPages(posts: string, cache: string, echo: boolean): Promise<MeasuredRun> {
  const { SITE_PREVIEW: _preview, SITE_PAGES: _pages, ...env } = process.env;
  return runMeasured(bin('react-router'), ['build'], {
    cwd: siteDirectory,
    echo,
    env: {
      ...env,
      NODE_ENV: 'production',
      SITE_BUILD_DIR: buildDirectory,
      LUMENOR_EXTRA_POSTS_DIR: posts,
      SITE_BUILD_CACHE_DIR: cache,
    },
  });
}

const countOf = (text: string, element: string) =>
  text.match(new RegExp(`<${element}[\\s>]`, 'g'))?.length ?? 0;

async function measureLanguage(
  lang: 'en' | 'te',
  files: readonly string[],
): Promise<LanguageFigures> {
  const prefix = lang === 'en' ? '' : 'te/';
  const headerRules = await readHeaderRules(path.join(clientDirectory, '_headers'));
  const listings = Object.fromEntries(
    listingKinds.map((kind) => [kind, { pages: 0, maxGzipBytes: 0, maxBrotliBytes: 0 }]),
  ) as LanguageFigures['listings'];
  for (const file of files) {
    if (!file.endsWith('index.html') || (lang === 'en') === file.startsWith('te/')) continue;
    const kind = listingKindOf(file);
    if (!kind) continue;
    const headerBytes = [
      ...headersForPath(headerRules, `/${file.replace(/\/?index\.html$/, '')}`),
    ].reduce((sum, [name, value]) => sum + Buffer.byteLength(`${name}: ${value}\r\n`), 0);
    const size = async (suffix: string) =>
      (await stat(path.join(clientDirectory, `${file}${suffix}`))).size + headerBytes;
    const listing = listings[kind];
    listing.pages += 1;
    listing.maxGzipBytes = Math.max(listing.maxGzipBytes, await size('.gz'));
    listing.maxBrotliBytes = Math.max(listing.maxBrotliBytes, await size('.br'));
  }
  const feeds: LanguageFigures['feeds'] = [];
  for (const [name, element] of [
    ['rss.xml', 'item'],
    ['atom.xml', 'entry'],
  ] as const) {
    const file = `${prefix}${name}`;
    const text = await readFile(path.join(clientDirectory, file));
    feeds.push({
      file,
      bytes: text.length,
      gzipBytes: gzipSize(text),
      entries: countOf(text.toString('utf8'), element),
    });
  }
  const blogArticles = files.filter((file) =>
    new RegExp(`^${prefix}blog/(?!category/|page/)[^/]+/index\\.html$`).test(file),
  ).length;
  return { articles: blogArticles, listings, feeds };
}

async function measureHost() {
  const headers = await readFile(path.join(clientDirectory, '_headers'), 'utf8');
  const redirects = await readFile(path.join(clientDirectory, '_redirects'), 'utf8');
  const rules = redirects.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
  const firstDynamic = rules.findIndex((line) => /\*|\/:/.test(line.split(/\s+/)[0] ?? ''));
  return {
    headerRules: headers.split('\n').filter((line) => /^\S/.test(line) && !line.startsWith('#'))
      .length,
    longestHeaderLine: Math.max(...headers.split('\n').map((line) => line.length)),
    staticRedirects: firstDynamic === -1 ? rules.length : firstDynamic,
    dynamicRedirects: firstDynamic === -1 ? 0 : rules.length - firstDynamic,
    problems: [...headersFileProblems(headers), ...redirectsFileProblems(redirects)],
  };
}

/** Where the English-only article is missing in English, or present in Telugu. */
async function englishOnlyProblems(id: string, files: ReadonlySet<string>): Promise<string[]> {
  const read = (file: string) => readFile(path.join(clientDirectory, file), 'utf8');
  const link = `/blog/${id}`;
  const checks: Array<[string, boolean]> = [
    ['its English page is built', files.has(`blog/${id}/index.html`)],
    ['it has no Telugu page', !files.has(`te/blog/${id}/index.html`)],
    ['the English blog lists it first', (await read('blog/index.html')).includes(`${link}"`)],
    ['the Telugu blog does not list it', !(await read('te/blog/index.html')).includes(id)],
    ['the English feeds carry it', (await read('rss.xml')).includes(link)],
    ['the Telugu feeds do not', !(await read('te/rss.xml')).includes(id)],
    [
      'sitemap.xml has its English address only',
      await (async () => {
        const sitemap = await read('sitemap.xml');
        return sitemap.includes(`${link}<`) && !sitemap.includes(`/te${link}`);
      })(),
    ],
    [
      'its page links no Telugu twin',
      !(await read(`blog/${id}/index.html`)).includes(`/te${link}`),
    ],
    [
      'the English human sitemap lists it, the Telugu one does not',
      await (async () => {
        const pagesOf = (prefix: string) =>
          [...files].filter((file) =>
            new RegExp(`^${prefix}sitemap/(page/\\d+/)?index\\.html$`).test(file),
          );
        const listed = async (prefix: string) =>
          (await Promise.all(pagesOf(prefix).map(read))).some((html) => html.includes(id));
        return (await listed('')) && !(await listed('te/'));
      })(),
    ],
    [
      'the English search finds it, the Telugu search does not',
      await (async () => {
        const indexed = async (lang: 'en' | 'te') =>
          (
            await Promise.all(
              [...files]
                .filter((file) => new RegExp(`^search-index/${lang}/pages/\\d+\\.json$`).test(file))
                .map(read),
            )
          ).some((json) => (JSON.parse(json) as { url: string }).url.endsWith(link));
        return (await indexed('en')) && !(await indexed('te'));
      })(),
    ],
  ];
  return checks.filter(([, ok]) => !ok).map(([what]) => `English-only article ${id}: ${what}`);
}

async function withServer<T>(port: number, run: (origin: string) => Promise<T>): Promise<T> {
  const { spawn } = await import('node:child_process');
  const server = spawn(process.execPath, [serveModule], {
    cwd: siteDirectory,
    env: { ...process.env, PORT: String(port), SITE_CLIENT_DIR: clientDirectory },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    for (let attempt = 0; ; attempt += 1) {
      const up = await fetch(`${origin}/`).then(
        (response) => response.ok,
        () => false,
      );
      if (up) break;
      if (attempt > 200) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return await run(origin);
  } finally {
    server.kill('SIGTERM');
  }
}

/**
 * The site's end-to-end stage over the build, run as the test command's e2e stage runs in CI
 * (CI=true: two workers, one retry), its tests reading the same articles as the build (the
 * synthetic ones too): its wall time, the titles of the tests that failed (after their retry)
 * and of those that passed only on it, and each test file's time, from Playwright's JSON report.
 */
async function runE2e(port: number, posts: string): Promise<E2eFigures> {
  const outputDirectory = path.join(os.tmpdir(), 'lumenor-scale-e2e');
  const reportFile = path.join(outputDirectory, 'report.json');
  await rm(reportFile, { force: true });
  const run = await runMeasured(bin('playwright'), ['test', '--reporter=line,json'], {
    cwd: siteDirectory,
    env: {
      ...process.env,
      CI: 'true',
      E2E_PORT: String(port),
      SITE_CLIENT_DIR: clientDirectory,
      LUMENOR_EXTRA_POSTS_DIR: posts,
      E2E_OUTPUT_DIR: outputDirectory,
      PLAYWRIGHT_JSON_OUTPUT_NAME: reportFile,
    },
  });
  if (run.exitCode !== 0) console.error(`e2e: exit ${run.exitCode}\n${run.output.slice(-3000)}`);
  const outcome = await readFile(reportFile, 'utf8').then(
    (json) => e2eOutcome(JSON.parse(json)),
    () => ({ failures: [`exit ${run.exitCode}, no report`], flaky: [], fileSeconds: {} }),
  );
  if (run.exitCode !== 0 && outcome.failures.length === 0) {
    outcome.failures.push(`exit ${run.exitCode}`);
  }
  return { seconds: run.seconds, ...outcome };
}

async function measure(
  n: number,
  sources: readonly SourceArticle[],
  options: ReturnType<typeof parseOptions>,
) {
  const folder = await writeSyntheticPosts(n, sources);
  try {
    await rm(buildDirectory, { recursive: true, force: true });
    console.log(`N=${n}: building (${n} synthetic articles per language, cold cache)…`);
    const build = await buildPages(folder.posts, folder.cache, options.echo);
    if (build.exitCode !== 0) console.error(build.output.slice(-4000));
    let warmBuild: ScaleResult['warmBuild'];
    if (build.exitCode === 0 && options.warm) {
      console.log(`N=${n}: building again, cache kept…`);
      const warm = await buildPages(folder.posts, folder.cache, options.echo);
      warmBuild = { seconds: warm.seconds, peakTreeRssBytes: warm.peakTreeRssBytes };
    }
    const result: ScaleResult = {
      n,
      build: {
        seconds: build.seconds,
        peakTreeRssBytes: build.peakTreeRssBytes,
        peakProcessRssBytes: build.peakProcessRssBytes,
        ok: build.exitCode === 0,
        cache: 'cold',
        loadAverage: os.loadavg().map((load) => Math.round(load * 10) / 10),
      },
      ...(warmBuild ? { warmBuild } : {}),
      pages: 0,
      uploadedFiles: 0,
      languages: {
        en: emptyLanguage(),
        te: emptyLanguage(),
      },
      host: {
        headerRules: 0,
        longestHeaderLine: 0,
        staticRedirects: 0,
        dynamicRedirects: 0,
        problems: [],
      },
      englishOnlyProblems: [],
    };
    if (!result.build.ok) return result;
    const files = await listFiles(clientDirectory);
    result.pages = files.filter((file) => file.endsWith('.html')).length;
    result.uploadedFiles = files.filter(
      (file) => !/(^|\/)[._]/.test(file) && !/\.(br|gz)$/.test(file),
    ).length;
    result.languages = {
      en: await measureLanguage('en', files),
      te: await measureLanguage('te', files),
    };
    result.host = await measureHost();
    if (n > 0) {
      const id = syntheticId(n, sources[(n - 1) % sources.length]?.id ?? '');
      result.englishOnlyProblems = await englishOnlyProblems(id, new Set(files));
    }
    if (!options['no-search']) {
      await withServer(options.port, async (origin) => {
        for (const lang of ['en', 'te'] as const) {
          try {
            result.languages[lang].search = await measureFirstSearch({
              origin,
              clientDirectory,
              ...searchQueries[lang],
            });
          } catch (error) {
            result.searchProblems = [...(result.searchProblems ?? []), `${lang}: ${error}`];
          }
        }
      });
    }
    if (options.e2e) {
      const e2e = await runE2e(options.port + 1, folder.posts);
      result.e2eSeconds = e2e.seconds;
      result.e2eFailures = e2e.failures;
      result.e2eFlaky = e2e.flaky;
      result.e2eFileSeconds = e2e.fileSeconds;
    }
    return result;
  } finally {
    await rm(folder.root, { recursive: true, force: true });
  }
}

function emptyLanguage(): LanguageFigures {
  return {
    articles: 0,
    listings: {
      blog: { pages: 0, maxGzipBytes: 0, maxBrotliBytes: 0 },
      category: { pages: 0, maxGzipBytes: 0, maxBrotliBytes: 0 },
      sitemap: { pages: 0, maxGzipBytes: 0, maxBrotliBytes: 0 },
    },
    feeds: [],
  };
}

function printReport(results: readonly ScaleResult[], out: string) {
  console.log(`\n${formatTable(results)}\n\nReport: ${out}`);
  const problems = results.flatMap(budgetProblems);
  if (problems.length > 0) {
    console.error(`Budgets missed:\n  ${problems.join('\n  ')}`);
    process.exitCode = 1;
  }
}

async function main() {
  const options = parseOptions();
  if (options.report) {
    printReport(JSON.parse(await readFile(options.out, 'utf8')).results, options.out);
    return;
  }
  const sources = await readSources();
  console.log(`Islands' builds (the same for every N)…`);
  await rm(`${buildDirectory}-islands`, { recursive: true, force: true });
  await rm(`${buildDirectory}-islands-styles`, { recursive: true, force: true });
  await buildIslands();
  const earlier: ScaleResult[] = options.append
    ? (JSON.parse(await readFile(options.out, 'utf8').catch(() => '{"results":[]}')).results ?? [])
    : [];
  const results = earlier.filter((result) => !options.ns.includes(result.n));
  try {
    for (const n of options.ns) {
      const result = await measure(n, sources, options);
      results.push(result);
      results.sort((a, b) => a.n - b.n);
      console.log(JSON.stringify(result));
      await mkdir(path.dirname(options.out), { recursive: true });
      await writeFile(
        options.out,
        `${JSON.stringify({ machine: machineFacts(), hostLimits, results }, null, 2)}\n`,
      );
    }
  } finally {
    if (!options.keep) {
      for (const suffix of ['', '-islands', '-islands-styles']) {
        await rm(`${buildDirectory}${suffix}`, { recursive: true, force: true });
      }
    }
  }
  printReport(results, options.out);
}

function machineFacts() {
  return {
    cpus: os.cpus().length,
    memoryBytes: os.totalmem(),
    loadAverage: os.loadavg(),
    node: process.version,
    date: new Date().toISOString(),
  };
}

await main();
