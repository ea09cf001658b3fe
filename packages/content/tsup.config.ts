import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  // Declarations come from `tsc -p tsconfig.build.json`.
  dts: false,
  sourcemap: true,
  clean: true,
  target: 'es2022',
});
