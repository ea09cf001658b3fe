import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chunkNameMatches,
  gzipSize,
  importsOf,
  measureRouteBytes,
  resourcesInHtml,
  ShippedModules,
} from './route-bytes.ts';

/**
 * How route-bytes.ts measures a page, on pages it is given and a miniature build. The budgets
 * over the site's build: built-site/byte-budgets.test.ts.
 */

describe('what a page asks for (parse5)', () => {
  it('finds module scripts, module preloads, inline module imports, styles, stylesheets and islands', () => {
    const html =
      '<!doctype html><html><head><link rel="stylesheet" href="/assets/root.css">' +
      '<link rel="modulepreload" href="/islands/a.js"><link rel="icon" href="/favicon.ico">' +
      '<style>a{color:red}</style><script type="application/ld+json">{"@type":"Thing"}</script>' +
      '<script type="speculationrules">{"prefetch":[]}</script><script>document.x=1</script>' +
      '<script type="module">import "/islands/b.js"; import("/islands/lazy.js");</script>' +
      '<script type="module" src="/islands/client-1.js?v=2"></script>' +
      '<script src="https://cdn.example/x.js"></script></head><body>' +
      '<is-land data-island="header"><header></header></is-land>' +
      '<!-- <is-land data-island="commented"></is-land> -->' +
      '<template><is-land data-island="chat"></is-land></template></body></html>';
    expect(resourcesInHtml(html)).toEqual({
      scripts: ['/islands/a.js', '/islands/client-1.js'],
      inlineModuleImports: ['/islands/b.js'],
      stylesheets: ['/assets/root.css'],
      styles: ['a{color:red}'],
      islands: ['header', 'chat'],
    });
  });
});

describe('module imports (es-module-lexer)', () => {
  it('separates static imports and re-exports from import(), and counts computed import()', () => {
    const code =
      'import{a as b}from"./chunk-1.js";export*from"./chunk-2.js";import"./side.js";' +
      'const s="import(\\"./in-a-string.js\\")";/* import "./in-a-comment.js" */' +
      'const l=()=>import("./lazy.js"),m=n=>import(n);console.log(import.meta.url);';
    expect(importsOf(code)).toEqual({
      static: ['./chunk-1.js', './chunk-2.js', './side.js'],
      dynamic: ['./lazy.js'],
      computedDynamic: 1,
    });
  });

  it("recognises an island's chunk and the hydrate chunk by name", () => {
    expect(chunkNameMatches('/islands/header.island-C9qojayn.js', 'header.island')).toBe(true);
    expect(
      chunkNameMatches('/islands/contact-form.island-C_kz3DHP.js', 'contact-form.island'),
    ).toBe(true);
    expect(chunkNameMatches('/islands/hydrate-WtKQ689L.js', 'hydrate')).toBe(true);
    expect(chunkNameMatches('/islands/header.island-a.b.js', 'header.island')).toBe(false);
    expect(chunkNameMatches('/islands/form.island-x.js', 'contact-form.island')).toBe(false);
  });
});

describe('a page measured on a miniature build', () => {
  let directory: string;
  const files: Record<string, string> = {
    'islands/client-1.js':
      'import"./shared-1.js";const m={header:()=>import("./header.island-1.js"),' +
      'form:()=>import("./form.island-1.js")};const h=()=>import("./hydrate-1.js");',
    'islands/shared-1.js': 'export const shared=1;'.repeat(20),
    // An island may import the entry back (a helper it exports): that loads no other island.
    'islands/header.island-1.js':
      'import"./shared-1.js";import"./ui-1.js";import"./client-1.js";export default 1;',
    'islands/form.island-1.js': 'import("./checks-1.js");export default 2;',
    'islands/checks-1.js': 'export const checks=3;',
    'islands/ui-1.js': 'export const ui="header";'.repeat(40),
    'islands/hydrate-1.js': 'import"./react-1.js";export const hydrate=1;',
    'islands/react-1.js': 'export const react="react";'.repeat(100),
    'index.html':
      '<!doctype html><title>t</title><style>body{margin:0}</style>' +
      '<script type="module" src="/islands/client-1.js"></script>' +
      '<is-land data-island="header"></is-land>',
    'plain/index.html': '<!doctype html><title>t</title><p>Nothing to operate.</p>',
    'broken/index.html':
      '<!doctype html><script type="module" src="/islands/client-1.js"></script>' +
      '<is-land data-island="chat"></is-land>',
  };

  beforeAll(async () => {
    directory = await mkdtemp(path.join(os.tmpdir(), 'route-bytes-'));
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(directory, file)), { recursive: true });
      await writeFile(path.join(directory, file), content);
    }
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  const gz = (...names: string[]) =>
    names.reduce((sum, name) => sum + gzipSize(files[name] ?? ''), 0);

  it('counts the static graph without interaction, and the islands of the page with every trigger fired', async () => {
    const bytes = await measureRouteBytes(directory, '/');
    expect(bytes.islands).toEqual(['header']);
    expect(bytes.initialJs.files).toEqual(['/islands/client-1.js', '/islands/shared-1.js']);
    expect(bytes.initialJs.gzipBytes).toBe(gz('islands/client-1.js', 'islands/shared-1.js'));
    // The form island is not on the page: neither it nor its dynamic import counts.
    expect(bytes.allIslandsJs.files).toEqual([
      '/islands/client-1.js',
      '/islands/header.island-1.js',
      '/islands/hydrate-1.js',
      '/islands/react-1.js',
      '/islands/shared-1.js',
      '/islands/ui-1.js',
    ]);
    expect(bytes.css).toEqual({ files: ['<style>'], gzipBytes: gzipSize('body{margin:0}') });
    expect(bytes.html.gzipBytes).toBe(gz('index.html'));
  });

  it("follows an island's dynamic imports", async () => {
    const modules = new ShippedModules(directory);
    const reached = await modules.closure(['/islands/form.island-1.js'], true);
    expect([...reached].sort()).toEqual(['/islands/checks-1.js', '/islands/form.island-1.js']);
    expect([...(await modules.closure(['/islands/form.island-1.js'], false))]).toEqual([
      '/islands/form.island-1.js',
    ]);
  });

  it('a page without scripts or islands costs no JavaScript', async () => {
    const bytes = await measureRouteBytes(directory, '/plain');
    expect(bytes.initialJs).toEqual({ files: [], gzipBytes: 0 });
    expect(bytes.allIslandsJs).toEqual({ files: [], gzipBytes: 0 });
  });

  it('an island with no chunk fails the measurement instead of counting nothing', async () => {
    await expect(measureRouteBytes(directory, '/broken')).rejects.toThrow(
      /one chunk named "chat.island".*found 0/,
    );
  });
});
