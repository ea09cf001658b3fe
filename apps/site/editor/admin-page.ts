import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The editor's page at /admin: Decap CMS's own bundle, served with the site from the installed
 * package (no CDN), its configuration generated from @lumenor/content (cms-config.ts). No other
 * page links to it or loads any of its code.
 */

export const adminPath = '/admin';

/** The editor's page in the client build. */
export const adminPageFile = 'admin/index.html';

/**
 * Whether a file of the client build is a page of the site (every HTML file but the editor's):
 * what the sweeps over built pages (budgets, links, editions, search, the site's policy) cover.
 */
export function isSitePage(file: string): boolean {
  return file.endsWith('.html') && !file.startsWith('admin/');
}

/**
 * The files served under /admin/ beside the page, by name, with their paths: the browser bundle of
 * `decap-cms` (decap-cms-app with its own React, started on load, as decap-cms-app's own bundle
 * expects React as a global, which React 19 no longer ships): its main script, lazily loaded
 * chunks and WebAssembly, without source maps or the identical second set of chunks named
 * `*.cms.js`; and the form's own field checks (editor-fields.js).
 */
export async function adminFiles(): Promise<Map<string, string>> {
  const dist = path.join(
    path.dirname(createRequire(import.meta.url).resolve('decap-cms/package.json')),
    'dist',
  );
  const names = (await readdir(dist)).filter((name) =>
    /^(?:\d+\.)?decap-cms\.js$|\.wasm$/.test(name),
  );
  return new Map([
    ...names.map((name): [string, string] => [name, path.join(dist, name)]),
    ['editor-fields.js', fileURLToPath(new URL('./editor-fields.js', import.meta.url))],
  ]);
}

/**
 * The HTML of /admin: no inline script or style (the page's own policy needs no hash), noindex,
 * and the configuration named by an absolute address, so /admin and /admin/ both find it.
 */
export const adminPageHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Content editor · Lumenor Technologies</title>
    <link href="${adminPath}/config.yml" type="text/yaml" rel="cms-config-url">
  </head>
  <body>
    <noscript>The content editor needs JavaScript.</noscript>
    <script src="${adminPath}/decap-cms.js"></script>
    <script src="${adminPath}/editor-fields.js"></script>
  </body>
</html>
`;
