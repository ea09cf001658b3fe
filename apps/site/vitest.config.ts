import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

/**
 * Unit tests of the site (no build needed). The React Router plugin stays out: it is for builds.
 * Tests over the built site (build/client) run in Playwright (e2e/), after the build.
 */
export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    include: ['app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
    environment: 'node',
  },
});
