import type { Config } from '@react-router/dev/config';
import { allPagePaths } from '@lumenor/content';
import { finishStaticBuild, notFoundPrerenderPath } from './scripts/finish-static-build';

export default {
  // Every page is prerendered to static HTML; there is no server runtime.
  ssr: false,
  prerender: () => [...allPagePaths(), notFoundPrerenderPath],
  buildEnd: async ({ reactRouterConfig }) => {
    await finishStaticBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
