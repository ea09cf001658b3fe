import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/rollup-plugin';
import { transform } from 'esbuild';
import { defineConfig, type Rolldown } from 'tsdown';
import { entryModules } from './scripts/sources.ts';

/**
 * Vite's `?raw` import (the icon sprite's markup in IconSprite.tsx): a module of its own,
 * `icons.svg.js`, that exports the file's text.
 */
const rawImports: Rolldown.Plugin = {
  name: 'lumenor-raw-imports',
  resolveId: {
    filter: { id: /\?raw$/ },
    handler: (source, importer) =>
      importer && `${path.resolve(path.dirname(importer), source.replace(/\?raw$/, ''))}.js`,
  },
  load: {
    filter: { id: /\.svg\.js$/ },
    handler: (id) =>
      `export default ${JSON.stringify(readFileSync(id.replace(/\.js$/, ''), 'utf8'))};`,
  },
};

/**
 * The stylesheets, each in the order its entry's modules run: the CSS of each module after the CSS
 * of what it imports, so the index's own order holds (fonts, theme values, reset, then components),
 * lazily loaded modules included. vanilla-extract's `extract` takes the stylesheet imports out of
 * the JavaScript and writes index.css; its order follows each module's last importer, which put the
 * lazily loaded toast and phone menu before the reset. Plain stylesheets (fonts.css) are read here:
 * their `url()`s name files copied beside them (`copy` below). reset.css, the reset on its own, is
 * minified.
 */
const stylesheets: Rolldown.Plugin = {
  name: 'lumenor-stylesheets',
  resolveId: {
    filter: { id: /^\.{1,2}\/.*\.css$/ },
    handler: (source, importer) =>
      importer && `${path.resolve(path.dirname(importer), source)}?stylesheet`,
  },
  load: {
    filter: { id: /\.css\?stylesheet$/ },
    handler: (id) => ({
      code: '',
      moduleSideEffects: false,
      meta: { css: readFileSync(id.replace(/\?stylesheet$/, ''), 'utf8') },
    }),
  },
  async generateBundle(_options, bundle) {
    const cssOf = (entry: string, seen = new Set<string>()): string[] => {
      if (seen.has(entry)) return [];
      seen.add(entry);
      const module = this.getModuleInfo(entry);
      const imported = [...(module?.importedIds ?? []), ...(module?.dynamicallyImportedIds ?? [])];
      const css = typeof module?.meta.css === 'string' ? [module.meta.css] : [];
      return [...imported.flatMap((id) => cssOf(id, seen)), ...css];
    };
    const index = bundle['index.css'];
    if (index?.type !== 'asset') throw new Error('vanilla-extract wrote no index.css');
    index.source = cssOf(path.resolve('src/index.ts')).join('\n');
    const reset = cssOf(path.resolve('src/reset.css.ts')).join('\n');
    const { code } = await transform(reset, { loader: 'css', minify: true });
    this.emitFile({ type: 'asset', fileName: 'reset.css', source: code });
  },
};

/** The TypeScript 7 compiler (Go): it writes the declarations, `--noCheck`. */
const tsc = fileURLToPath(new URL('bin/tsc', import.meta.resolve('typescript/package.json')));

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
    stylesheets,
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
    entryFileNames: ({ name }) =>
      name.replace(/\.css(\.d)?$/, '.styles$1') + (name.endsWith('.d') ? '.ts' : '.js'),
  },
});
