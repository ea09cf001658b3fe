import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // Declarations come from `tsc -p tsconfig.build.json` (tsup's dts build needs the TS 6 API).
  dts: false,
  // Keep one module per source file so a consumer's bundler drops what it does not import.
  bundle: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  external: ['react', 'react-dom', /^react-aria-components/],
  // Font files referenced from CSS are copied next to dist/index.css with hashed names.
  loader: { '.woff2': 'file' },
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
});
