import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { islandStylesBuildDirectory } from '../app/lib/islands-entry.server';
import { clientDirectory, cssOf, requireBuild } from '../built-site/built-site';
import { isSitePage } from '../editor/admin-page';
import {
  islandNamesIn,
  missingRules,
  reachableStylesheets,
  readIslandRules,
} from './island-stylesheets';
import { listFiles } from './lib/files';
import { parseHtml } from './lib/html';

describe('reachableStylesheets', () => {
  const manifest: Manifest = {
    'app/islands/form.island.tsx': {
      file: 'form.js',
      css: ['form.css'],
      imports: ['_shared.js'],
      dynamicImports: ['Toast.tsx'],
    },
    '_shared.js': {
      file: 'shared.js',
      css: ['shared.css'],
      imports: ['app/islands/form.island.tsx'],
    },
    'Toast.tsx': { file: 'toast.js', css: ['toast.css'] },
    'app/islands/other.island.tsx': { file: 'other.js', css: ['other.css'] },
  };

  it("follows static and lazy imports, once each, and nothing the island's code cannot load", () => {
    expect(reachableStylesheets(manifest, ['app/islands/form.island.tsx']).sort()).toEqual([
      'form.css',
      'shared.css',
      'toast.css',
    ]);
  });

  it('names a chunk the manifest lacks', () => {
    expect(() => reachableStylesheets(manifest, ['app/islands/gone.island.tsx'])).toThrow(
      /gone\.island\.tsx/,
    );
  });
});

describe('missingRules', () => {
  it('keeps only the rules the page lacks, within their conditions', () => {
    const page = '.a{color:red}@media (width>=40em){.b{color:blue}}';
    const island =
      '.a{color:red}.c{color:green}@media (width>=40em){.b{color:blue}.d{margin:0}}.b{color:blue}';
    expect(missingRules(page, [island])).toBe(
      '.c{color:green}@media (width>=40em){.d{margin:0}}.b{color:blue}',
    );
  });

  it('adds a rule two islands share once, and nothing when the page has all', () => {
    expect(missingRules('', ['.x{top:0}', '.x{top:0}'])).toBe('.x{top:0}');
    expect(
      missingRules('.x{top:0}@keyframes k{to{opacity:1}}', ['@keyframes k{to{opacity:1}}']),
    ).toBe('');
  });

  it("leaves out the islands' own @font-face rules (the page declares the fonts)", () => {
    expect(missingRules('', ['@font-face{font-family:X;src:url(/islands/x.woff2)}.y{top:0}'])).toBe(
      '.y{top:0}',
    );
  });
});

describe('islandNamesIn', () => {
  it('reads the islands a page carries, once each', () => {
    const html =
      '<body><is-land data-island="header"></is-land><main><is-land data-island="chat"><p></p></is-land><is-land data-island="header"></is-land></main></body>';
    expect(islandNamesIn(parseHtml(html))).toEqual(['header', 'chat']);
  });
});

requireBuild(islandStylesBuildDirectory);

describe('the built site', () => {
  it('every page already holds every rule its islands can render after a visitor acts', async () => {
    const islandRules = await readIslandRules(islandStylesBuildDirectory);
    // The editor's page at /admin is Decap's own, with no islands.
    const pages = (await listFiles(clientDirectory)).filter(isSitePage);
    const lacking: string[] = [];
    for (const page of pages) {
      // The page as the browser holds it: its first screen's rules inline, then the whole of
      // its CSS from the stylesheet it links (first-screen-styles.ts), read in as a <style>.
      const document = parseHtml(await readFile(path.join(clientDirectory, page), 'utf8'));
      if (islandRules(document, cssOf(document)) !== '') lacking.push(page);
    }
    expect(pages.length).toBeGreaterThan(0);
    expect(lacking).toEqual([]);
  }, 120_000);
});
