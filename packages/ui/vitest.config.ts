import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { testBrowserEnvironment, testBrowserPath } from '../../scripts/test-browser.mjs';
import { visualCapture, visualPointerAway } from './scripts/visual/commands.ts';
import type { VisualSet } from './scripts/visual/pictures.ts';
import VisualReporter from './scripts/visual/reporter.ts';
import { colorModes } from './src/colorMode/colorMode.js';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/**
 * Every react-aria-components subpath the sources import. Pre-bundling them all up front stops
 * Vite from discovering one mid-run and reloading the browser (which fails story tests).
 */
function racSubpaths(): string[] {
  const found = new Set<string>(['react-aria-components']);
  const files = readdirSync(path.join(dirname, 'src'), { recursive: true, encoding: 'utf8' });
  for (const file of files) {
    if (!/\.tsx?$/.test(file)) continue;
    const text = readFileSync(path.join(dirname, 'src', file), 'utf8');
    for (const match of text.matchAll(/from '(react-aria-components\/[A-Za-z]+)'/g)) {
      if (match[1]) found.add(match[1]);
    }
  }
  return [...found].sort();
}

/**
 * The browser the browser and story tests run in (scripts/test-browser.mjs), via Playwright.
 * A fresh object per project: Vitest names each project's instances in place.
 */
const headlessChromium = () => ({
  enabled: true,
  headless: true,
  provider: playwright({
    // The machine's own Telugu faces hidden: the stories' Telugu text is set alike on every machine.
    launchOptions: { executablePath: testBrowserPath, env: testBrowserEnvironment() },
  }),
  instances: [{ browser: 'chromium' as const }],
});

/**
 * The visual check's pictures (.storybook/visual.ts): `subset` in the test command, `full` with
 * `visual:full` (VISUAL=full), none with VISUAL=off.
 */
const visualSet: VisualSet =
  process.env.VISUAL === 'full' || process.env.VISUAL === 'off' ? process.env.VISUAL : 'subset';
const storiesProject = 'storybook-every-theme';

/** The jsdom unit tests. */
const unitTests = {
  environment: 'jsdom',
  include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
  exclude: ['**/node_modules/**', 'src/**/*.browser.test.tsx'],
  globals: true,
  css: true,
  // Some tests read the built package: builds it first when it is missing (fresh clone).
  globalSetup: ['scripts/build-for-tests.ts'],
};
const ownWindowTests = ['src/components/LinkProvider/LinkProvider.test.tsx'];

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    reporters: [
      'default',
      new VisualReporter({
        set: visualSet,
        project: storiesProject,
        // The report sits in visual-report/, the built Storybook in storybook-static/.
        storybookUrl: process.env.VISUAL_STORYBOOK_URL ?? '../storybook-static/',
      }),
    ],
    projects: [
      {
        extends: true,
        test: {
          ...unitTests,
          name: 'unit',
          exclude: [...unitTests.exclude, ...ownWindowTests],
          // One jsdom per worker, not one per file (creating it took 60 % of the stage's time);
          // each file still runs in a VM context of its own.
          pool: 'vmThreads',
        },
      },
      {
        // Tests that replace a property a shared window cannot give up (window.location).
        extends: true,
        test: { ...unitTests, name: 'unit-own-window', include: ownWindowTests },
      },
      {
        // Behaviour only real input shows (Escape, a click outside, Tab: the browser's own
        // handling of popovers and <details>), driven through Playwright in Chromium.
        extends: true,
        optimizeDeps: {
          include: [
            '@vanilla-extract/recipes/createRuntimeFn',
            '@vanilla-extract/dynamic',
            '@testing-library/react',
            'react',
            'react-dom',
            'react-dom/client',
            'react/jsx-dev-runtime',
            'react/jsx-runtime',
          ],
        },
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.tsx'],
          setupFiles: ['src/internal/browserTestSetup.ts'],
          browser: headlessChromium(),
        },
      },
      // Every story runs as a test in Chromium: it renders, its play function passes, axe finds
      // no violation in the light theme (parameters.a11y.test = 'error' in .storybook/preview.tsx),
      // and none of the colour rules in the other themes, switched in place after the play
      // function (the preview's afterEach reads STORY_TEST_COLOR_MODES).
      {
        extends: true,
        plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
        define: {
          'import.meta.env.STORY_TEST_COLOR_MODES': JSON.stringify(colorModes),
          'import.meta.env.STORY_VISUAL_SET': JSON.stringify(visualSet),
        },
        optimizeDeps: {
          include: [
            ...racSubpaths(),
            '@vanilla-extract/recipes/createRuntimeFn',
            'axe-core',
            'react',
            'react-dom',
            'react-dom/client',
            // The "without JavaScript" stories render server HTML in the browser.
            'react-dom/server',
            'react/jsx-dev-runtime',
            'react/jsx-runtime',
          ],
        },
        test: {
          name: storiesProject,
          // After each story's test, its pictures (the visual check).
          setupFiles: ['.storybook/visual.ts'],
          browser: { ...headlessChromium(), commands: { visualCapture, visualPointerAway } },
          // Every story file in one page, not one iframe each: the preview, axe-core, React and
          // Storybook's runtime load once (that setup was a quarter of the stage's time; CPU
          // -40 %). Stories already share a page within a file: each puts the document back as
          // it found it (colour mode, text size, scroll), as the AccessibilityToolbar stories do.
          isolate: false,
        },
      },
    ],
  },
});
