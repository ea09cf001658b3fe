import type { Config } from '@react-router/dev/config';
import { emptyCategoryPrerenderPaths } from './app/lib/empty-category';
import { notFoundPrerenderPaths } from './app/lib/not-found';

export default {
  // Every page is prerendered to static HTML, and only build/client is deployed. The server build
  // exists to prerender: with `ssr: false` React Router would also write an SPA fallback page,
  // which must load its client router, and no page here does.
  ssr: true,
  // SITE_BUILD_DIR lets a second build sit beside the usual one (the benchmark's snapshot, parallel work).
  buildDirectory: process.env.SITE_BUILD_DIR ?? 'build',
  // The content (and the build steps that read it) load when prerendering, not with the config:
  // the blog's article files are read and checked then, so a broken one fails the build with its
  // message, but never stops the dev server (which shows the message on the page instead).
  // SITE_PAGES=articles prerenders only the pages articles can change (scripts/built-pages.ts).
  prerender: async () => {
    const { allLocalizedPagePaths } = await import('@lumenor/content');
    const { builtPagePaths } = await import('./scripts/built-pages');
    return [
      ...allLocalizedPagePaths(builtPagePaths()),
      ...notFoundPrerenderPaths,
      ...emptyCategoryPrerenderPaths,
    ];
  },
  buildEnd: async ({ reactRouterConfig }) => {
    const { finishStaticBuild } = await import('./scripts/finish-static-build');
    await finishStaticBuild(reactRouterConfig.buildDirectory);
  },
} satisfies Config;
