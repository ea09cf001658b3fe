import { defineConfig } from 'vitest/config';

/** The benchmark's unit tests: its report, its no-JS twins, its synthetic articles. */
export default defineConfig({
  // One module graph for the files: none mocks a module or changes process.env.
  test: { environment: 'node', isolate: false },
});
