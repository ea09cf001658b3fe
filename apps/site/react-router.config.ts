import { allPagePaths } from '@lumenor/content';
import type { Config } from '@react-router/dev/config';
import { emptyCategoryPrerenderPath } from './app/lib/empty-category';
import { finishStaticBuild, notFoundPrerenderPath } from './scripts/finish-static-build';

export default {
  // Every page is prerendered to static HTML; there is no server runtime.
  ssr: false,
  // SITE_BUILD_DIR lets a second build sit beside the usual one (the benchmark's snapshot, parallel work).
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  prerender: () => [...allPagePaths(), notFoundPrerenderPath, emptyCategoryPrerenderPath],
  buildEnd: async ({ reactRouterConfig }) => {
    await finishStaticBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
