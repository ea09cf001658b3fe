import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { legacyCategoryRedirects } from '@lumenor/content';
import { emptyCategoryPages } from '../../app/lib/empty-category';
import { notFoundPages } from '../../app/lib/not-found';
import { adminPageFile, isSitePage } from '../admin/admin-page';
import { adminHeaderRules } from '../admin/admin-policy';
import { backendSettingsFromEnv } from '../admin/cms-config';
import { requestPathsOf, routeOfFile } from '../lib/file-routes';
import { listFiles } from '../lib/files';
import type { HtmlNode } from '../lib/html';
import { readPages, type SitePage } from '../lib/pages';
import { cacheControls, cacheRules } from './caching';
import { findInlineContent, hashSource } from './inline-content';
import { commonSecurityHeaders, contentSecurityPolicy, type PagePolicyInput } from './policy';

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
  /** Length of the site's Content-Security-Policy, in characters. */
  policyLength: number;
  /** Lines written to `_redirects`. */
  redirects: number;
}

function policyInputOf(page: HtmlNode): PagePolicyInput {
  const inline = findInlineContent(page);
  return {
    scriptHashes: inline.executableScripts.map(hashSource),
    styleHashes: inline.styleElements.map(hashSource),
    hasStyleAttributes: inline.styleAttributes.length > 0,
  };
}

/** One policy that allows what any page of the site carries inline. */
export function sitePolicyInput(pages: readonly PagePolicyInput[]): PagePolicyInput {
  return {
    scriptHashes: [...new Set(pages.flatMap((page) => page.scriptHashes))],
    styleHashes: [...new Set(pages.flatMap((page) => page.styleHashes))],
    hasStyleAttributes: pages.some((page) => page.hasStyleAttributes),
  };
}

/** A `_headers` rule; a header named `! Name` removes that header set by an earlier rule. */
function renderRule(pattern: string, headers: ReadonlyArray<readonly [string, string]>): string {
  return [
    pattern,
    ...headers.map(([name, value]) => (name.startsWith('!') ? `  ${name}` : `  ${name}: ${value}`)),
  ].join('\n');
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
    '# Written by the build (apps/site/scripts/security): old-rule blog category slugs, then\n' +
    '# R/index.html and R/index to R for every page, then in each area with a not-found page of its\n' +
    '# own (/te/, blog categories) the files that exist, then that page (status 404) for the rest.\n' +
    `${lines.join('\n')}\n`
  );
}

/**
 * `R/index.html` and `R/index` are the page at `R`: a 301 there for every page the build wrote,
 * as Cloudflare Pages does on its own. Written as rules, so they come before the not-found areas'
 * catch-alls (hosts apply the first matching rule, even where a file exists) and exist only for
 * pages that do: `/nonexistent/index.html` stays a plain 404.
 */
export function indexVariantRedirects(files: readonly string[]): Redirect[] {
  return files
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .flatMap((file) => {
      const to = routeOfFile(file);
      const folder = to === '/' ? '/' : `${to}/`;
      return [
        { from: `${folder}index.html`, to },
        { from: `${folder}index`, to },
      ];
    });
}

/**
 * Pages served with status 404 for a part of the site: the "No articles found" page for category
 * addresses, and the Telugu not-found page for /te/ addresses. Most specific first, since the
 * first matching rule wins; the English 404.html needs no rule (hosts use it for everything else).
 */
const notFoundAreas = [
  ...emptyCategoryPages,
  ...notFoundPages.filter((page) => page.scope !== '/'),
].sort((a, b) => b.scope.length - a.scope.length);

/**
 * Rules that make every address of such an area without a page of its own answer the area's
 * not-found page with status 404: first each file the build wrote there served as itself (so it
 * wins on hosts that apply rules before files, like the local server), then the catch-all.
 */
export function notFoundAreaRules(files: readonly string[]): Redirect[] {
  return notFoundAreas.flatMap(({ scope, file: page }) => {
    if (!files.includes(page)) return [];
    const folder = scope.slice(1);
    const ownFiles = page.replace(/\.html$/, '.');
    const served = files
      .filter((file) => file.startsWith(folder) && !file.startsWith(ownFiles))
      .flatMap(requestPathsOf);
    return [
      ...served.map((address) => ({ from: address, to: address, status: 200 as const })),
      { from: `${scope}*`, to: `/${page}`, status: 404 as const },
    ];
  });
}

/**
 * Writes `_headers` and `_redirects` (Netlify / Cloudflare Pages format) into the client build:
 * - `/*`: the security headers, and one Content-Security-Policy for every response. Its hashes
 *   cover the inline scripts and styles of every page (the scripts are the same on every page;
 *   each page's inlined stylesheet is one of a few route bundles), so one rule holds it however
 *   many pages there are, and 404.html served at any unknown path is covered too.
 * - then Cache-Control by kind of file (./caching.ts): pages and feeds revalidated on every use,
 *   images kept a day, hashed files a year as immutable; rules by folder, never two on one path,
 *   so their count grows with the site's top-level sections only (Cloudflare Pages reads at most
 *   100 rules; Netlify has no limit).
 */
export async function writeServingFiles(
  clientDirectory: string,
  {
    redirects = legacyCategoryRedirects(),
    pages,
  }: {
    redirects?: readonly Redirect[];
    /** The pages' final trees (read from the folder when not given). */
    pages?: readonly SitePage[];
  } = {},
): Promise<ServingFilesSummary> {
  const files = await listFiles(clientDirectory);
  // /admin (the editor) has a policy of its own; the site's covers the pages of the site.
  const sitePages = (pages ?? (await readPages(clientDirectory))).filter((page) =>
    isSitePage(page.file),
  );
  const policy = contentSecurityPolicy(
    sitePolicyInput(sitePages.map((page) => policyInputOf(page.document))),
    'header',
  );
  const rules = [
    renderRule('/*', [...commonSecurityHeaders, ['Content-Security-Policy', policy]]),
    ...cacheRules(files).map(([pattern, kind]) =>
      renderRule(pattern, [['Cache-Control', cacheControls[kind]]]),
    ),
    ...(files.includes(adminPageFile)
      ? adminHeaderRules(backendSettingsFromEnv(process.env)).map(([pattern, headers]) =>
          renderRule(pattern, headers),
        )
      : []),
  ];
  const header =
    '# Written by the build (apps/site/scripts/security/write-serving-files.ts): do not edit.\n' +
    '# Netlify / Cloudflare Pages format; the local server (apps/site/server) applies it too.\n';
  await writeFile(path.join(clientDirectory, '_headers'), `${header}${rules.join('\n\n')}\n`);
  const redirectsFile = renderRedirectsFile([
    ...redirects,
    ...indexVariantRedirects(files),
    ...notFoundAreaRules(files),
  ]);
  await writeFile(path.join(clientDirectory, '_redirects'), redirectsFile);
  return {
    pages: sitePages.length,
    headerRules: rules.length,
    policyLength: policy.length,
    redirects: redirectsFile.split('\n').filter((line) => line && !line.startsWith('#')).length,
  };
}
