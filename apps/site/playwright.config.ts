import { createRequire } from 'node:module';
import { defineConfig, devices } from '@playwright/test';
import { testBrowserEnvironment, testBrowserPath } from '../../scripts/test-browser.mjs';
import { clientDirectory } from './build-output';
import { phoneFontConfig } from './e2e/phone-fonts';

/** The production server (a dependency of the site), run over the build. */
const serveModule = createRequire(import.meta.url).resolve('@lumenor/server/serve');
// E2E_PORT and SITE_CLIENT_DIR (read by the server) let a second copy of the build be tested side by side.
const port = Number(process.env.E2E_PORT ?? 4173);
const outputDir = process.env.E2E_OUTPUT_DIR ?? 'test-results';
// The machine's own Telugu faces hidden (scripts/test-browser.mjs): the same pages on every machine.
const launchOptions = { executablePath: testBrowserPath, env: testBrowserEnvironment() };

export default defineConfig({
  testDir: './e2e',
  outputDir,
  // In CI two workers: the page sweep's visits are long and CPU-bound, and the other stages of
  // the test command (scripts/test-stages.mjs) finish early, leaving the second core to them. One
  // worker locally, where a developer runs a file or two. Retries only hide flakiness locally.
  workers: process.env.CI ? 2 : 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Every file over 60 s of test time is named at the end of a run, also one whose tests both
  // workers shared (the root test command's table repeats it).
  reporter: [
    ['list'],
    ['./e2e/slow-files-reporter.ts'],
    // In CI, the report, and every test's duration (where the time goes) as JSON.
    ...(process.env.CI
      ? ([
          ['html', { open: 'never' }],
          ['json', { outputFile: `${outputDir}/results.json` }],
        ] as const)
      : []),
  ],
  reportSlowTests: null,
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'on-first-retry',
    launchOptions,
  },
  // The page sweep's browser has the Telugu system font of a phone (e2e/phone-fonts.ts).
  globalSetup: './e2e/phone-fonts.ts',
  projects: [
    {
      name: 'desktop',
      testIgnore: 'page-sweep.spec.ts',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } },
    },
    {
      name: 'page sweep',
      testMatch: 'page-sweep.spec.ts',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...launchOptions,
          env: { ...launchOptions.env, FONTCONFIG_FILE: phoneFontConfig },
        },
      },
    },
  ],
  webServer: {
    command: `node ${JSON.stringify(serveModule)} ${JSON.stringify(clientDirectory)}`,
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(port) },
  },
});
