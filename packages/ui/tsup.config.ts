import {
  copyFileSync,
  existsSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import type { Plugin } from 'esbuild';
import { parseSync } from 'oxc-parser';
import { defineConfig } from 'tsup';

const root = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');

/** Tests, stories, fixtures, story assets, docs and ambient declarations never ship. */
export const notShipped =
  /\.(test|stories|fixtures)\.tsx?$|\.d\.ts$|(^|\/)internal\/storyAssets\.ts$|(^|\/)docs\//;

/**
 * The output name of a source module: its path without the extension, except that a
 * vanilla-extract `.css.ts` module becomes `.styles` ('Button.css.ts' -> 'Button.styles.js'). Built,
 * it holds only class names; named `.css.js`, an app's own vanilla-extract plugin (whose filter is
 * `.css.js`) would try to compile it again and fail.
 */
export function outputName(relative: string): string {
  return relative.replace(/\.css\.ts$/, '.styles').replace(/\.tsx?$/, '');
}

/**
 * One entry per source module (components, their `.css.ts` files, internals, colour mode, themes,
 * the index), named after its source path, so `dist/` mirrors `src/` module for module and the
 * `.d.ts` files that `tsc` writes sit beside the JavaScript.
 *
 * Why one output file per source file (and not esbuild's code splitting): React Server Components
 * draw the client/server boundary per MODULE, with a `"use client"` directive at the top of the
 * file. esbuild drops directives when it merges modules, and shared chunks mix client code
 * (contexts, hooks, react-aria) with server-safe code, so a Server Component that imports `Card`
 * would evaluate `createContext` through a chunk. With every module its own file, each keeps its
 * own directive (see `restoreDirectives`) and a Server Component imports only what it uses.
 */
export function entries(): Record<string, string> {
  const found: Record<string, string> = {};
  for (const file of readdirSync(src, { recursive: true, encoding: 'utf8' })) {
    const relative = file.split(path.sep).join('/');
    if (!/\.tsx?$/.test(relative) || notShipped.test(relative)) continue;
    found[outputName(relative)] = `src/${relative}`;
  }
  return found;
}

/** Finds the source file a relative specifier names ('./Button' -> './Button.tsx'). */
function sourceFile(from: string, specifier: string): string | undefined {
  const base = path.resolve(path.dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx']
    .map((suffix) => base + suffix)
    .find((file) => existsSync(file));
}

/**
 * Keeps modules apart: every relative import of another source module stays an import, of that
 * module's own output file, with the explicit `.js` extension that Node's ESM resolution and
 * `moduleResolution: node16/nodenext` need; dynamic imports (the lazily loaded toast UI and phone
 * menu) stay dynamic imports of their own files. Plain `.css` imports (fonts.css) and the
 * stylesheets of `.css.ts` modules become nothing in the JavaScript: the CSS ships as `styles.css`. The sprite imported `?raw`
 * becomes a string in the module that imports it.
 */
function keepModulesApart(): Plugin {
  return {
    name: 'lumenor-keep-modules-apart',
    setup(build) {
      build.onResolve({ filter: /\.svg\?raw$/ }, (args) => ({
        path: path.resolve(args.resolveDir, args.path.replace(/\?raw$/, '')),
        namespace: 'lumenor-raw',
      }));
      build.onLoad({ filter: /.*/, namespace: 'lumenor-raw' }, (args) => ({
        contents: readFileSync(args.path, 'utf8'),
        loader: 'text',
      }));
      build.onResolve({ filter: /^\.{1,2}\/.*\.css$/ }, (args) => {
        const stylesheet = path.resolve(args.resolveDir, args.path);
        if (!/\.tsx?$/.test(args.importer) || !existsSync(stylesheet)) return undefined;
        return { path: `${stylesheet}?in-styles-css`, namespace: 'lumenor-no-css' };
      });
      // A `.css.ts` module's own rules (vanilla-extract's virtual stylesheet import) go to
      // styles.css too, so its JavaScript keeps only the class names.
      build.onResolve({ filter: /\.vanilla\.css\?source=/ }, (args) => ({
        path: args.path,
        namespace: 'lumenor-no-css',
      }));
      build.onLoad({ filter: /.*/, namespace: 'lumenor-no-css' }, () => ({
        contents: '',
        loader: 'js',
      }));
      build.onResolve({ filter: /^\.{1,2}\// }, (args) => {
        const isImport = args.kind === 'import-statement' || args.kind === 'dynamic-import';
        if (!isImport || !/\.tsx?$/.test(args.importer)) return undefined;
        const file = sourceFile(args.importer, args.path);
        if (!file) return undefined;
        const index = /\/index\.tsx?$/.test(file) && !/\/index$/.test(args.path);
        if (file.endsWith('.css.ts')) {
          return { path: `${args.path.replace(/\.css$/, '')}.styles.js`, external: true };
        }
        return { path: `${args.path}${index ? '/index' : ''}.js`, external: true };
      });
    },
  };
}

/** The first statement of a source file is `'use client'` (Biome keeps directives first). */
function isClientModule(file: string): boolean {
  return /^\s*(['"])use client\1;?/.test(readFileSync(file, 'utf8'));
}

/**
 * Puts `"use client"` back at the top of the output of every source module that starts with it:
 * esbuild leaves directives out of bundled output, even when, as here, the bundle is one module.
 */
function restoreDirectives(entryPoints: Record<string, string>): void {
  for (const [name, file] of Object.entries(entryPoints)) {
    if (!isClientModule(path.join(root, file))) continue;
    const output = path.join(dist, `${name}.js`);
    const text = readFileSync(output, 'utf8');
    if (!text.startsWith('"use client"')) writeFileSync(output, `"use client";\n${text}`);
  }
}

/**
 * Drops side-effect-only imports of `.css.ts` modules (built as `.styles.js`) from the JavaScript (the index imports
 * the global styles that way, for the stylesheet's order): built, those modules hold only class
 * names, and a barrel of nothing but re-exports is what Next.js's `optimizePackageImports` and
 * other bundlers' barrel optimisations look for.
 */
function dropStyleImports(entryPoints: Record<string, string>): void {
  for (const name of Object.keys(entryPoints)) {
    const output = path.join(dist, `${name}.js`);
    const text = readFileSync(output, 'utf8');
    const { module } = parseSync(output, text, { sourceType: 'module' });
    const drop = module.staticImports.filter(
      (statement) =>
        statement.entries.length === 0 &&
        /^\.{1,2}\/.*\.styles\.js$/.test(statement.moduleRequest.value),
    );
    let tidied = text;
    for (const statement of [...drop].reverse()) {
      const end = tidied[statement.end] === '\n' ? statement.end + 1 : statement.end;
      tidied = tidied.slice(0, statement.start) + tidied.slice(end);
    }
    if (tidied !== text) writeFileSync(output, tidied);
  }
}

/** Deletes the per-module stylesheets esbuild writes for `.css.ts` entries; styles.css has it all. */
function removeModuleStylesheets(dir: string): void {
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (/\.css(\.map)?$/.test(file)) rmSync(path.join(dir, file));
  }
}

const entryPoints = entries();

export default defineConfig({
  entry: entryPoints,
  format: ['esm'],
  // Declarations come from `tsc -p tsconfig.build.json` (tsup's dts build needs the TS 6 API),
  // then scripts/fix-declarations.ts gives their relative imports explicit `.js` extensions.
  dts: false,
  bundle: true,
  splitting: false,
  // No source maps: they would point at sources the package does not ship.
  sourcemap: false,
  clean: true,
  target: 'es2022',
  // Package imports stay imports (tsup also leaves out every dependency and peer dependency).
  external: [
    'react',
    'react-dom',
    /^react-aria-components/,
    /^react-stately/,
    /^@vanilla-extract\//,
  ],
  esbuildPlugins: [keepModulesApart(), vanillaExtractPlugin({ identifiers: 'short' })],
  async onSuccess() {
    dropStyleImports(entryPoints);
    restoreDirectives(entryPoints);
    removeModuleStylesheets(dist);
    // The one stylesheet (dist/index.css and the fonts it uses), the plain-CSS themes and the
    // reset (see scripts/build-css.ts).
    const { buildCss } = await import('./scripts/build-css');
    await buildCss(dist);
    // The icon sprite ships as a file (`@lumenor/ui/icons.svg`) for hosts that serve it.
    copyFileSync(path.join(src, 'components/Icon/icons.svg'), path.join(dist, 'icons.svg'));
  },
});
