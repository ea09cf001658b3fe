import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';
import { workspaceSources } from '../../packages/ui/scripts/sources.ts';

/**
 * Unit tests of the site. The React Router plugin stays out: it is for builds. Tests over the
 * built site (build/client: the byte budgets, the production server in server/) run after the
 * build, which turbo runs first (apps/site/turbo.json); the browser tests run in Playwright (e2e/).
 *
 * The production server's tests (server/) load it with thousands of requests: they run after the
 * others and one file at a time, so they never slow another test into its timeout on two cores.
 */
export default defineConfig({
  // `@lumenor/ui` from its sources, as in the site's builds: the tests need no package build.
  plugins: [workspaceSources(), vanillaExtractPlugin()],
  test: {
    environment: 'node',
    // Tests over the built site read every page (or start the server) once, in a beforeAll; the
    // test command runs them beside the browser tests, where 10 s is not always enough.
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'app/**/*.test.{ts,tsx}',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
            'built-site/**/*.test.ts',
            '*.test.ts',
          ],
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['server/**/*.test.ts'],
          sequence: { groupOrder: 1 },
          fileParallelism: false,
        },
      },
    ],
  },
});
