import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import { legacyCategoryRedirects } from '@lumenor/content';
import { emptyCategoryFile } from '../../app/lib/empty-category';
import { findInlineContent, hashSource } from './inline-content';
import {
  commonSecurityHeaders,
  contentSecurityPolicy,
  immutableCacheControl,
  type PagePolicyInput,
  revalidateCacheControl,
} from './policy';

export interface Redirect {
  from: string;
  to: string;
  /**
   * 301 (moved, the default); 200 or 404 rewrite: the host serves the file at `to` under `from`
   * with that status.
   */
  status?: 200 | 301 | 404;
}

export interface ServingFilesSummary {
  /** Prerendered pages (404.html included). */
  pages: number;
  /** Rules written to `_headers`. */
  headerRules: number;
  /** Length of the longest Content-Security-Policy value, in characters. */
  longestPolicy: number;
  /** Lines written to `_redirects`. */
  redirects: number;
}

const notFoundFile = '404.html';
/** Pages served with status 404 at addresses other than their own (so with a meta policy). */
const notFoundFiles = new Set([notFoundFile, emptyCategoryFile]);

/** Every file under a directory, as paths relative to it with forward slashes. */
export async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .sort();
}

/** The request paths a prerendered file answers: `about/index.html` → `/about` and `/about/`. */
export function requestPathsOf(htmlFile: string): string[] {
  if (htmlFile === 'index.html') return ['/'];
  if (htmlFile.endsWith('/index.html')) {
    const directory = `/${htmlFile.slice(0, -'/index.html'.length)}`;
    return [directory, `${directory}/`];
  }
  return [`/${htmlFile}`];
}

function policyInputOf(html: string): PagePolicyInput {
  const inline = findInlineContent(html);
  return {
    scriptHashes: inline.executableScripts.map(hashSource),
    styleHashes: inline.styleElements.map(hashSource),
    hasStyleAttributes: inline.styleAttributes.length > 0,
  };
}

/**
 * Unknown paths get 404.html, and the hosts give them only the headers of rules matching the
 * request path (`/*`), so the page's own script hashes travel with it in a `<meta>` policy, placed
 * before its first script.
 */
export function withMetaPolicy(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replaceAll('"', '&quot;')}">`;
  const firstScript = html.search(/<script\b/i);
  const headEnd = html.search(/<\/head>/i);
  const at =
    firstScript !== -1 && (headEnd === -1 || firstScript < headEnd) ? firstScript : headEnd;
  if (at === -1) throw new Error('a 404 page has no <head> to carry its Content-Security-Policy');
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

function renderRule(pattern: string, headers: ReadonlyArray<readonly [string, string]>): string {
  return [pattern, ...headers.map(([name, value]) => `  ${name}: ${value}`)].join('\n');
}

/** `_redirects` lines; a path with whitespace cannot be written there (clients encode it anyway). */
export function renderRedirectsFile(redirects: readonly Redirect[]): string {
  const lines = [
    ...new Set(
      redirects
        .filter(({ from, to }) => !/\s/.test(from) && !/\s/.test(to))
        .map(({ from, to, status = 301 }) => `${from} ${to} ${status}`),
    ),
  ];
  return (
    '# Written by the build (apps/site/scripts/security): old-rule blog category slugs, then the\n' +
    '# category pages that exist, then "No articles found" (status 404) for every other category.\n' +
    `${lines.join('\n')}\n`
  );
}

/**
 * Rules that make every category address without a page of its own answer the "No articles
 * found" page with status 404: first each file the build wrote under /blog/category/ served as
 * itself (a category's page and its loader data, so they win on hosts that apply rules before
 * files, like the local server), then the catch-all.
 */
export function emptyCategoryRules(files: readonly string[]): Redirect[] {
  if (!files.includes(emptyCategoryFile)) return [];
  const emptyPage = emptyCategoryFile.replace(/\.html$/, '');
  const served = files
    .filter((file) => file.startsWith('blog/category/') && !file.startsWith(`${emptyPage}.`))
    .flatMap((file) => (file.endsWith('/index.html') ? requestPathsOf(file) : [`/${file}`]));
  return [
    ...served.map((address) => ({ from: address, to: address, status: 200 as const })),
    { from: '/blog/category/*', to: `/${emptyCategoryFile}`, status: 404 },
  ];
}

/**
 * Writes `_headers` and `_redirects` (Netlify / Cloudflare Pages format) into the client build:
 * - `/*`: the security headers every response carries;
 * - `/assets/*`: hashed files, cached for a year as immutable;
 * - one rule per prerendered page (both `/x` and `/x/`): its Content-Security-Policy with the
 *   hashes of its own inline scripts (the hydration data differs per page) and `no-cache`.
 * A CSP is never put on `/*`: hosts join the values of every matching rule, and two policies
 * would both be enforced, each blocking the other's script hashes.
 */
export async function writeServingFiles(
  clientDirectory: string,
  redirects: readonly Redirect[] = legacyCategoryRedirects(),
): Promise<ServingFilesSummary> {
  const files = await listFiles(clientDirectory);
  const htmlFiles = files.filter((file) => file.endsWith('.html'));
  const pageRules: string[] = [];
  let longestPolicy = 0;
  for (const file of htmlFiles) {
    const absolute = path.join(clientDirectory, file);
    const html = await readFile(absolute, 'utf8');
    const input = policyInputOf(html);
    const policy = contentSecurityPolicy(input, 'header');
    longestPolicy = Math.max(longestPolicy, policy.length);
    if (notFoundFiles.has(file)) {
      const metaPolicy = contentSecurityPolicy(input, 'meta');
      if (!html.includes('http-equiv="Content-Security-Policy"')) {
        await writeFile(absolute, withMetaPolicy(html, metaPolicy));
      }
    }
    for (const requestPath of requestPathsOf(file)) {
      pageRules.push(
        renderRule(requestPath, [
          ['Content-Security-Policy', policy],
          ['Cache-Control', revalidateCacheControl],
        ]),
      );
    }
  }
  const rules = [
    renderRule('/*', commonSecurityHeaders),
    renderRule('/assets/*', [['Cache-Control', immutableCacheControl]]),
    ...pageRules,
  ];
  const header =
    '# Written by the build (apps/site/scripts/security/write-serving-files.ts): do not edit.\n' +
    '# Netlify / Cloudflare Pages format; the local server (apps/site/server) applies it too.\n';
  await writeFile(path.join(clientDirectory, '_headers'), `${header}${rules.join('\n\n')}\n`);
  const redirectsFile = renderRedirectsFile([...redirects, ...emptyCategoryRules(files)]);
  await writeFile(path.join(clientDirectory, '_redirects'), redirectsFile);
  return {
    pages: htmlFiles.length,
    headerRules: rules.length,
    longestPolicy,
    redirects: redirectsFile.split('\n').filter((line) => line && !line.startsWith('#')).length,
  };
}

const compressible = /\.(html|js|mjs|css|xml|svg|json|txt|webmanifest|map)$/;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `.br` and `.gz` beside every text file, for servers (sirv here) that send a precompressed
 * variant to clients that accept it. A variant that would not be smaller is not written.
 */
export async function precompress(clientDirectory: string): Promise<number> {
  let written = 0;
  const files = (await listFiles(clientDirectory)).filter((file) => compressible.test(file));
  for (const file of files) {
    const absolute = path.join(clientDirectory, file);
    const source = await readFile(absolute);
    const [br, gz] = await Promise.all([
      brotli(source, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: (await stat(absolute)).size,
        },
      }),
      gzipAsync(source, { level: 9 }),
    ]);
    for (const [extension, body] of [
      ['br', br],
      ['gz', gz],
    ] as const) {
      if (body.length < source.length) {
        await writeFile(`${absolute}.${extension}`, body);
        written += 1;
      }
    }
  }
  return written;
}
