import { allPagePaths } from '@lumenor/content';
import type { Config } from '@react-router/dev/config';
import { finishStaticBuild, notFoundPrerenderPath } from './scripts/finish-static-build';

export default {
  // Every page is prerendered to static HTML, and only build/client is deployed. The server build
  // exists to prerender: with `ssr: false` React Router would also write an SPA fallback page,
  // which must load its client router, and no page here does.
  ssr: true,
  // SITE_BUILD_DIR lets a second build sit beside the usual one (the benchmark's snapshot, parallel work).
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  prerender: () => [...allPagePaths(), notFoundPrerenderPath],
  buildEnd: async ({ reactRouterConfig }) => {
    await finishStaticBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
