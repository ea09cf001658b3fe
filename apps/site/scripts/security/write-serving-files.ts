import { stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { legacyCategoryRedirects } from '@lumenor/content';
import { adminPageFile, isSitePage } from '@lumenor/editor/admin-page';
import { adminHeaderRules } from '@lumenor/editor/admin-policy';
import { defaultTreeAdapter, html } from 'parse5';
import { listFiles } from '../lib/files';
import { attributeOf, elementsOf, type HtmlDocument, type HtmlElement } from '../lib/html';
import { forEachPage, writePage } from '../lib/pages';
import { cacheControls, cacheRules } from './caching';
import { assetProblems, headersFileProblems, redirectsFileProblems } from './host-limits';
import { findInlineContent, hashSource } from './inline-content';
import { commonSecurityHeaders, headerPolicy, pagePolicy } from './policy';

/** A `_redirects` line: 301 (moved, the default) or another status Cloudflare accepts. */
interface Redirect {
  from: string;
  to: string;
  status?: 301 | 302 | 303 | 307 | 308;
}

/** A `_headers` rule; a header named `! Name` removes that header set by an earlier rule. */
function renderRule(pattern: string, headers: ReadonlyArray<readonly [string, string]>): string {
  const lines = headers.map(([name, value]) => (name.startsWith('!') ? name : `${name}: ${value}`));
  return [pattern, ...lines.map((line) => `  ${line}`)].join('\n');
}

/** The policy of a page from its own inline code (./policy.ts). */
function policyOfPage(document: HtmlDocument): string {
  const inline = findInlineContent(document);
  return pagePolicy({
    scriptHashes: inline.executableScripts.map(hashSource),
    styleHashes: inline.styleElements.map(hashSource),
    hasStyleAttributes: inline.styleAttributes.length > 0,
  });
}

const policyMetaName = 'content-security-policy';

/**
 * Puts a page's policy in its head, after `<meta charset>` and before everything else, so that it
 * governs every script, style and link of the page; a policy already there (a build step run
 * twice) is replaced.
 */
function setPolicyMeta(document: HtmlDocument, policy: string): void {
  const head = [...elementsOf(document)].find((element) => element.tagName === 'head');
  if (!head) throw new Error('A page without <head>: it cannot carry its policy');
  const isPolicy = (node: HtmlElement) =>
    node.tagName === 'meta' && attributeOf(node, 'http-equiv')?.toLowerCase() === policyMetaName;
  head.childNodes = head.childNodes.filter((node) => !('tagName' in node && isPolicy(node)));
  const meta = defaultTreeAdapter.createElement('meta', html.NS.HTML, [
    { name: 'http-equiv', value: 'Content-Security-Policy' },
    { name: 'content', value: policy },
  ]);
  meta.parentNode = head;
  const charset = head.childNodes.findIndex(
    (node) => 'tagName' in node && node.tagName === 'meta' && attributeOf(node, 'charset'),
  );
  head.childNodes.splice(charset + 1, 0, meta);
}

/**
 * Writes the policy of every page into its head, and `_headers` and `_redirects` (the format
 * Cloudflare reads, and the local server: apps/server) into the client build:
 * - each page its own Content-Security-Policy meta (the hashes of its own inline scripts and
 *   styles), so the policy's size follows a page, not the site; the header `/*` carries the rest
 *   of the one policy (./policy.ts) and the other security headers;
 * - Cache-Control by kind of file (./caching.ts), in rules by folder, so their count grows with
 *   the top-level sections only (Cloudflare reads at most 100 rules);
 * - the editor's own rules (/admin has a policy of its own);
 * - `_redirects`: the old addresses only. A page's other spellings (`/about/`, `/about/index.html`)
 *   and the not-found pages of /te/ and the blog's categories are the host's own handling
 *   (apps/site/wrangler.jsonc), so no rule grows with the pages.
 */
export async function writeServingFiles(
  clientDirectory: string,
  {
    redirects = legacyCategoryRedirects(),
  }: {
    redirects?: readonly Redirect[];
  } = {},
) {
  // Dot files (`.assetsignore`) are no files of the site: hosts neither upload nor serve them.
  const files = (await listFiles(clientDirectory)).filter((file) => !/(^|\/)\./.test(file));
  const policyLengths: number[] = [];
  const pageCount = await forEachPage(
    clientDirectory,
    async (page) => {
      const policy = policyOfPage(page.document);
      setPolicyMeta(page.document, policy);
      policyLengths.push(policy.length);
      await writePage(clientDirectory, page);
    },
    isSitePage,
  );
  const admin = files.includes(adminPageFile) ? adminHeaderRules(process.env) : [];
  const rules = [
    renderRule('/*', [...commonSecurityHeaders, ['Content-Security-Policy', headerPolicy]]),
    ...cacheRules(files).map(([pattern, kind]) =>
      renderRule(pattern, [['Cache-Control', cacheControls[kind]]]),
    ),
    ...admin.map(([pattern, headers]) => renderRule(pattern, headers)),
  ];
  const headersText =
    '# Written by the build (apps/site/scripts/security/write-serving-files.ts): do not edit.\n' +
    '# Cloudflare format; the local server (apps/server) applies it too.\n' +
    `${rules.join('\n\n')}\n`;
  // A path with whitespace cannot be written in `_redirects` (clients encode it anyway). An old
  // address is also taken with a trailing slash: no rule matches it there, and the host would
  // answer it 404 (after a redirect of its own), so every old link reaches its page in one step.
  const redirectLines = new Set(
    redirects
      .filter(({ from, to }) => !/\s/.test(from + to))
      .flatMap(({ from, to, status = 301 }) =>
        [from, ...(/[/*]$/.test(from) ? [] : [`${from}/`])].map(
          (spelling) => `${spelling} ${to} ${status}`,
        ),
      ),
  );
  const redirectsText =
    '# Written by the build (apps/site/scripts/security/write-serving-files.ts): old addresses.\n' +
    `${[...redirectLines].join('\n')}\n`;
  const uploaded = files.filter((file) => !file.startsWith('_') && !/\.(br|gz)$/.test(file));
  const sizes = await Promise.all(
    uploaded.map(async (file) => ({
      file,
      bytes: (await stat(path.join(clientDirectory, file))).size,
    })),
  );
  const problems = [
    ...headersFileProblems(headersText),
    ...redirectsFileProblems(redirectsText),
    ...assetProblems(sizes),
  ];
  if (problems.length > 0) {
    throw new Error(`The build would not be served as written:\n${problems.join('\n')}`);
  }
  await writeFile(path.join(clientDirectory, '_headers'), headersText);
  await writeFile(path.join(clientDirectory, '_redirects'), redirectsText);
  // Cloudflare compresses on its own: the .br and .gz copies (precompress, for the local server)
  // are not uploaded, nor served at addresses of their own.
  await writeFile(path.join(clientDirectory, '.assetsignore'), '*.br\n*.gz\n');
  return {
    pages: pageCount,
    headerRules: rules.length,
    longestPagePolicy: Math.max(0, ...policyLengths),
    redirects: redirectLines.size,
  };
}
