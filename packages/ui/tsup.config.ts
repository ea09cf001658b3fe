import { copyFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

const root = path.dirname(fileURLToPath(import.meta.url));
const src = path.join(root, 'src');
const dist = path.join(root, 'dist');

/** Test, story and fixture files never ship; `.css.ts` files reach dist through their importers. */
const notShipped = /\.(test|stories|fixtures)\.tsx?$|\.css\.ts$|\.d\.ts$/;

/**
 * One entry per module of the public surface (the index, every component module, colour mode and
 * the theme modules), named after its source path so `dist/` mirrors `src/` and the `.d.ts` files
 * that `tsc` writes sit beside the JavaScript. With `splitting`, code shared between entries goes
 * into chunks, so a consumer that imports one component never loads the modules of the others.
 */
function entries(): Record<string, string> {
  const found: Record<string, string> = { index: 'src/index.ts', theming: 'src/theming.ts' };
  for (const dir of ['components', 'colorMode', 'themes']) {
    const files = readdirSync(path.join(src, dir), { recursive: true, encoding: 'utf8' });
    for (const file of files) {
      if (!/\.tsx?$/.test(file) || notShipped.test(file)) continue;
      const relative = path.posix.join(dir, file.split(path.sep).join('/'));
      found[relative.replace(/\.tsx?$/, '')] = `src/${relative}`;
    }
  }
  return found;
}

/** Deletes every CSS file but dist/index.css: the package ships ONE stylesheet (`./styles.css`). */
function keepOneStylesheet(dir: string): void {
  for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const normalised = file.split(path.sep).join('/');
    if (!/\.css(\.map)?$/.test(normalised) || /^index\.css(\.map)?$/.test(normalised)) continue;
    if (normalised.startsWith('themes/') || normalised === 'reset.css') continue;
    rmSync(path.join(dir, file));
  }
}

export default defineConfig({
  entry: entries(),
  format: ['esm'],
  // Declarations come from `tsc -p tsconfig.build.json` (tsup's dts build needs the TS 6 API).
  dts: false,
  bundle: true,
  splitting: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', /^react-aria-components/, /^@vanilla-extract\//],
  // Font files referenced from CSS are copied to dist/fonts/ under their own names, so the
  // `./fonts/inter-latin.woff2` export (for a preload) is the very file the stylesheet uses.
  loader: { '.woff2': 'file' },
  // Shared code lands in dist/chunks/, beside the entries that mirror src/.
  esbuildOptions(options) {
    options.chunkNames = 'chunks/[name]-[hash]';
    options.assetNames = 'fonts/[name]';
  },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  async onSuccess() {
    // esbuild writes one stylesheet per JS entry; the one from src/index.ts holds everything.
    keepOneStylesheet(dist);
    // The icon sprite ships as a file (`@lumenor/ui/icons.svg`) for hosts to serve.
    copyFileSync(path.join(src, 'components/Icon/icons.svg'), path.join(dist, 'icons.svg'));
    // Tidies index.css; writes the plain-CSS themes and reset (see scripts/build-css.mjs).
    const { buildCss } = await import('./scripts/build-css');
    await buildCss(dist);
  },
});
