import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests of the site. The React Router plugin stays out: it is for builds. Tests over the
 * built site (build/client: the byte budgets, the production server in server/) run after the
 * build, which turbo runs first (apps/site/turbo.json); the browser tests run in Playwright (e2e/).
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    environment: 'node',
  },
});
