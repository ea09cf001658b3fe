import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { legacyCategoryRedirects } from '@lumenor/content';
import { emptyCategoryPages } from '../../app/lib/empty-category';
import { notFoundPages } from '../../app/lib/not-found';
import { adminPageFile, isSitePage } from '../../editor/admin-page';
import { adminHeaderRules } from '../../editor/admin-policy';
import { requestPathsOf, routeOfFile } from '../lib/file-routes';
import { listFiles } from '../lib/files';
import { readPages, type SitePage } from '../lib/pages';
import { cacheControls, cacheRules } from './caching';
import { findInlineContent, hashSource } from './inline-content';
import { commonSecurityHeaders, contentSecurityPolicy } from './policy';

/** A `_redirects` line: 301 (moved, the default); 200 or 404 serve the file at `to` with that status. */
interface Redirect {
  from: string;
  to: string;
  status?: 200 | 301 | 404;
}

/** A `_headers` rule; a header named `! Name` removes that header set by an earlier rule. */
function renderRule(pattern: string, headers: ReadonlyArray<readonly [string, string]>): string {
  const lines = headers.map(([name, value]) => (name.startsWith('!') ? name : `${name}: ${value}`));
  return [pattern, ...lines.map((line) => `  ${line}`)].join('\n');
}

/**
 * `R/index.html` and `R/index` are the page at `R`: a 301 for every page the build wrote, as
 * Cloudflare Pages does on its own. As rules, they come before the not-found areas' catch-alls
 * (hosts apply the first matching rule, even where a file exists), and `/nonexistent/index.html`
 * stays a plain 404.
 */
function indexVariantRedirects(files: readonly string[]): Redirect[] {
  return files
    .filter((file) => file === 'index.html' || file.endsWith('/index.html'))
    .flatMap((file) => {
      const to = routeOfFile(file);
      const folder = to === '/' ? '/' : `${to}/`;
      return [`${folder}index.html`, `${folder}index`].map((from) => ({ from, to }));
    });
}

/**
 * Each area with a not-found page of its own (category addresses, /te/), most specific first:
 * every file the build wrote there served as itself (so it wins on hosts that apply rules before
 * files, like the local server), then the area's page with status 404 for the rest. The English
 * 404.html needs no rule: hosts use it for everything else.
 */
function notFoundAreaRules(files: readonly string[]): Redirect[] {
  const areas = [...emptyCategoryPages, ...notFoundPages.filter((page) => page.scope !== '/')];
  return areas
    .sort((a, b) => b.scope.length - a.scope.length)
    .filter(({ file }) => files.includes(file))
    .flatMap(({ scope, file: page }) => [
      ...files
        .filter(
          (file) => file.startsWith(scope.slice(1)) && !file.startsWith(page.replace(/html$/, '')),
        )
        .flatMap(requestPathsOf)
        .map((address) => ({ from: address, to: address, status: 200 as const })),
      { from: `${scope}*`, to: `/${page}`, status: 404 as const },
    ]);
}

/**
 * Writes `_headers` and `_redirects` (Netlify / Cloudflare Pages format) into the client build:
 * - `/*`: the security headers, and one Content-Security-Policy whose hashes cover the inline
 *   scripts and styles of every page (the same few on every page), so one rule holds it however
 *   many pages there are, and 404.html served at any unknown path is covered too;
 * - Cache-Control by kind of file (./caching.ts), in rules by folder, so their count grows with
 *   the top-level sections only (Cloudflare Pages reads at most 100 rules);
 * - the editor's own rules (/admin has a policy of its own).
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
) {
  const files = await listFiles(clientDirectory);
  const sitePages = (pages ?? (await readPages(clientDirectory))).filter((page) =>
    isSitePage(page.file),
  );
  const inline = sitePages.map((page) => findInlineContent(page.document));
  const hashes = (texts: string[][]) => [...new Set(texts.flat().map(hashSource))];
  const policy = contentSecurityPolicy({
    scriptHashes: hashes(inline.map((page) => page.executableScripts)),
    styleHashes: hashes(inline.map((page) => page.styleElements)),
    hasStyleAttributes: inline.some((page) => page.styleAttributes.length > 0),
  });
  const admin = files.includes(adminPageFile) ? adminHeaderRules(process.env) : [];
  const rules = [
    renderRule('/*', [...commonSecurityHeaders, ['Content-Security-Policy', policy]]),
    ...cacheRules(files).map(([pattern, kind]) =>
      renderRule(pattern, [['Cache-Control', cacheControls[kind]]]),
    ),
    ...admin.map(([pattern, headers]) => renderRule(pattern, headers)),
  ];
  await writeFile(
    path.join(clientDirectory, '_headers'),
    '# Written by the build (apps/site/scripts/security/write-serving-files.ts): do not edit.\n' +
      '# Netlify / Cloudflare Pages format; the local server (apps/site/server) applies it too.\n' +
      `${rules.join('\n\n')}\n`,
  );
  // A path with whitespace cannot be written in `_redirects` (clients encode it anyway).
  const redirectLines = new Set(
    [...redirects, ...indexVariantRedirects(files), ...notFoundAreaRules(files)]
      .filter(({ from, to }) => !/\s/.test(from + to))
      .map(({ from, to, status = 301 }) => `${from} ${to} ${status}`),
  );
  await writeFile(
    path.join(clientDirectory, '_redirects'),
    '# Written by the build (apps/site/scripts/security): old-rule blog category slugs, then\n' +
      '# R/index.html and R/index to R for every page, then in each area with a not-found page of its\n' +
      '# own (/te/, blog categories) the files that exist, then that page (status 404) for the rest.\n' +
      `${[...redirectLines].join('\n')}\n`,
  );
  return {
    pages: sitePages.length,
    headerRules: rules.length,
    policyLength: policy.length,
    redirects: redirectLines.size,
  };
}
