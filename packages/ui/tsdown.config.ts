import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import type { Plugin } from 'rolldown';
import { defineConfig } from 'tsdown';
import { entryModules } from './scripts/sources.ts';

/**
 * Vite's `?raw` import (the icon sprite's markup in IconSprite.tsx): a module of its own,
 * `icons.svg.js`, that exports the file's text.
 */
const rawImports: Plugin = {
  name: 'lumenor-raw-imports',
  resolveId: {
    filter: { id: /\?raw$/ },
    handler: (source, importer) =>
      importer && `${path.resolve(path.dirname(importer), source.replace(/\?raw$/, ''))}.js`,
  },
  load: {
    filter: { id: /\.svg\.js$/ },
    handler: (id) => `export default ${JSON.stringify(readFileSync(id.replace(/\.js$/, ''), 'utf8'))};`,
  },
};

/**
 * Plain stylesheets the index imports (fonts.css, for the order of the workspace's own bundlers):
 * nothing in the JavaScript, and at the head of the one stylesheet, before vanilla-extract's rules,
 * where the index puts them. Their `url()`s name files copied beside them (`copy` below).
 */
function plainStylesheets(stylesheet: string): Plugin {
  const found: string[] = [];
  return {
    name: 'lumenor-plain-stylesheets',
    resolveId: {
      filter: { id: /^\.{1,2}\/.*\.css$/ },
      handler: (source, importer) =>
        importer && `${path.resolve(path.dirname(importer), source)}?stylesheet`,
    },
    load: {
      filter: { id: /\.css\?stylesheet$/ },
      handler(id) {
        found.push(readFileSync(id.replace(/\?stylesheet$/, ''), 'utf8'));
        return { code: '', moduleSideEffects: false };
      },
    },
    generateBundle(_options, bundle) {
      const asset = bundle[stylesheet];
      if (asset?.type !== 'asset') throw new Error(`vanilla-extract wrote no ${stylesheet}`);
      asset.source = [...found, String(asset.source)].join('\n');
    },
  };
}

/** The TypeScript 7 compiler (Go): it writes the declarations, `--noCheck`. */
const tsc = path.join(
  path.dirname(createRequire(import.meta.url).resolve('typescript/package.json')),
  'bin/tsc',
);

export default defineConfig({
  entry: entryModules(),
  // One output module per source module: each keeps its own "use client", and a Server
  // Component that imports `Card` loads no client code.
  unbundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  tsconfig: 'tsconfig.build.json',
  dts: { tsgo: { path: tsc } },
  plugins: [
    rawImports,
    plainStylesheets('index.css'),
    vanillaExtractPlugin({ identifiers: 'short', extract: { name: 'index.css' } }),
  ],
  copy: [
    { from: 'src/fonts', to: 'dist' },
    { from: 'src/components/Icon/icons.svg', to: 'dist/components/Icon' },
  ],
  outputOptions: {
    assetFileNames: '[name][extname]',
    // A built `.css.ts` module holds only class names: named `X.styles.js`, not `X.css.js`, which
    // an app's own vanilla-extract plugin would take for a stylesheet to compile. (`.d` marks the
    // declaration chunks.)
    entryFileNames: ({ name }) => name.replace(/\.css(\.d)?$/, '.styles$1') + (name.endsWith('.d') ? '.ts' : '.js'),
  },
});
