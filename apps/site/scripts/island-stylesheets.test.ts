import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import { islandNamesIn, missingRules, reachableStylesheets } from './island-stylesheets';
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
