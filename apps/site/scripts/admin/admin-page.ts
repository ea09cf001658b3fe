import { readdir, readFile } from 'node:fs/promises';
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

const require = createRequire(import.meta.url);

/** The form's own field checks, in each pane's language (editor-fields.js), served beside Decap's. */
export const editorFieldsScript = 'editor-fields.js';
const editorFieldsFile = fileURLToPath(new URL(`./${editorFieldsScript}`, import.meta.url));

/**
 * The browser bundle of `decap-cms` (decap-cms-app with its own React, started on load): the main
 * script, its lazily loaded chunks and WebAssembly. decap-cms-app's own bundle expects React as a
 * global, which React 19 no longer ships.
 */
export function decapDistDirectory(): string {
  return path.join(path.dirname(require.resolve('decap-cms/package.json')), 'dist');
}

/** The files of the bundle served under /admin/, and ours (no source maps; the package's second, identical
 * set of chunks named `*.cms.js` is left out). */
export async function decapFiles(): Promise<string[]> {
  const entries = await readdir(decapDistDirectory(), { withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /^(?:\d+\.)?decap-cms\.js$|\.wasm$/.test(entry.name))
    .map((entry) => entry.name)
    .concat(editorFieldsScript)
    .sort();
}

export async function readDecapFile(name: string): Promise<Buffer> {
  if (name === editorFieldsScript) return readFile(editorFieldsFile);
  return readFile(path.join(decapDistDirectory(), path.basename(name)));
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
    <script src="${adminPath}/${editorFieldsScript}"></script>
  </body>
</html>
`;
