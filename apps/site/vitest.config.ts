import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { configDefaults, defineConfig } from 'vitest/config';
import { workspaceSources } from '../../packages/ui/scripts/sources.ts';

const unitFiles = [
  'app/**/*.test.{ts,tsx}',
  'budgets/**/*.test.ts',
  'scripts/**/*.test.ts',
  'built-site/**/*.test.ts',
  '*.test.ts',
];
/** Tests that set process.env before the content package loads, or change it: each file alone. */
const ownEnvironmentFiles = [
  'scripts/findability/tenth-article.test.ts',
  'scripts/findability/findability.test.ts',
  'app/lib/awaiting-translation.test.ts',
  'app/routes/listing-pages.test.ts',
  'scripts/server-build-warm-up.test.ts',
];
/**
 * Tests that start servers over the build (the production server's answers, and the host's,
 * which start Cloudflare's runtime beside it): last, each file in a worker of its own.
 */
const serverFiles = ['built-site/server/**/*.test.ts', 'built-site/host-answers.test.ts'];

/**
 * Unit tests of the site. The React Router plugin stays out: it is for builds. Tests over the
 * built site (built-site/, the production server's answers in built-site/server/) run after the
 * build, which turbo runs first (apps/site/turbo.json), and fail without it (requireBuild); the
 * browser tests run in Playwright (e2e/).
 *
 * The production server's tests (built-site/server/) load it with thousands of requests: they run
 * after the others, so they never slow another test into its timeout on two cores. Their files run at the
 * same time: each starts a server of its own on a free port, and most of their time is waiting
 * (a slow client cut off by the server's timeout, a stop's grace period), not CPU.
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
          include: unitFiles,
          exclude: [...configDefaults.exclude, ...ownEnvironmentFiles, ...serverFiles],
          // The files share one module graph instead of importing the content package, React and
          // the routes again each (importing was 40 % of the stage's time). Safe while no test in
          // it mocks a module or changes process.env: such a file goes in ownEnvironmentFiles.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-own-environment',
          include: ownEnvironmentFiles,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // The dev server of a fresh clone: started once, last, so it neither slows the servers'
          // load tests nor is slowed by them.
          name: 'dev server',
          include: ['dev/**/*.test.ts'],
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: serverFiles,
          sequence: { groupOrder: 1 },
          // One worker per file (five), whatever the machine's cores.
          maxWorkers: 5,
        },
      },
    ],
  },
});
