import { readdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Rolldown } from 'vite';

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
 * `*.cms.js`; the form's own field checks (editor-fields.js) and the interface's touches
 * (editor.css).
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
    ['editor.css', fileURLToPath(new URL('./editor.css', import.meta.url))],
  ]);
}

/**
 * The scripts of /admin bundled from this folder's modules, by name, with their code: the formats
 * that write only what the writer changed and the translation stamp's widget (save-format.ts),
 * with the YAML parser they need. Bundled (one classic script, run right after Decap's own)
 * rather than loaded as modules, which would run after Decap starts reading files.
 */
export async function adminBundles(): Promise<Map<string, string>> {
  const name = 'save-format.js';
  const result = await build({
    configFile: false,
    logLevel: 'warn',
    root: fileURLToPath(new URL('.', import.meta.url)),
    build: {
      write: false,
      minify: true,
      lib: {
        entry: fileURLToPath(new URL('./save-format.browser.ts', import.meta.url)),
        formats: ['iife'],
        name: 'lumenorSaveFormat',
        fileName: () => name,
      },
    },
  });
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((output) => output.output).find((item) => item.type === 'chunk');
  if (chunk?.type !== 'chunk') throw new Error(`${name} was not bundled`);
  return new Map([[name, chunk.code]]);
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
    <link href="${adminPath}/editor.css" rel="stylesheet">
  </head>
  <body>
    <noscript>The content editor needs JavaScript.</noscript>
    <script src="${adminPath}/decap-cms.js"></script>
    <script src="${adminPath}/editor-fields.js"></script>
    <script src="${adminPath}/save-format.js"></script>
  </body>
</html>
`;
