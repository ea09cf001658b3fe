import { createRequire } from 'node:module';
import path from 'node:path';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import {
  defaultClientConditions,
  defaultExternalConditions,
  defaultServerConditions,
  defineConfig,
} from 'vite';
import { sourceCondition } from '../../workspace-conditions.ts';
import { blogPostsDevReload } from './dev/blog-posts-reload.ts';
import { adminDevServer } from './scripts/admin/dev-server.ts';

const require = createRequire(import.meta.url);

/** Images, favicon and other company files live with the copy, in packages/content/public. */
const contentPublicDir = path.join(
  path.dirname(require.resolve('@lumenor/content/package.json')),
  'public',
);

/** The blog's articles (Markdown), read by @lumenor/content; the dev server reloads on edits. */
const blogPostsDir = path.join(
  path.dirname(require.resolve('@lumenor/content/package.json')),
  'posts',
);

/**
 * Workspace packages are compiled from their sources (the source export condition): the bundle
 * keeps only the components and styles a page uses, and edits hot-reload without a rebuild. The
 * server side is set per environment: React Router's plugin sets `environments.ssr.resolve`, which
 * overrides the top-level `ssr.resolve` (the dev server then loaded `@lumenor/ui`'s `dist/`, and
 * failed on a fresh clone where it is not built); its list and this one are concatenated.
 */
export default defineConfig({
  publicDir: contentPublicDir,
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  environments: {
    ssr: {
      resolve: {
        conditions: [sourceCondition, ...defaultServerConditions],
        externalConditions: [sourceCondition, ...defaultExternalConditions],
      },
    },
  },
  plugins: [
    vanillaExtractPlugin(),
    reactRouter(),
    blogPostsDevReload(blogPostsDir),
    adminDevServer(),
  ],
  build: {
    // Inline nothing as data: URIs, so the CSP can keep img-src and font-src to 'self'.
    assetsInlineLimit: 0,
    // SOURCEMAP=1 for bundle analysis (never shipped by default).
    sourcemap: process.env.SOURCEMAP === '1',
  },
});
