import { createRequire } from 'node:module';
import path from 'node:path';
import { adminDevServer } from '@lumenor/editor/dev-server';
import { reactRouter } from '@react-router/dev/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { workspaceSources } from '../../packages/ui/scripts/sources.ts';
import { contentFilesDevReload } from './dev/content-files-reload.ts';
import { photoCopiesDevServer } from './dev/photo-copies.ts';
import { serverBuildWarmUp } from './scripts/server-build-warm-up.ts';

const require = createRequire(import.meta.url);

const contentDir = path.dirname(require.resolve('@lumenor/content/package.json'));

/** Images, favicon and other company files live with the copy, in packages/content/public. */
const contentPublicDir = path.join(contentDir, 'public');

/** The blog's articles and authors, read by @lumenor/content; the dev server reloads on edits. */
const contentFiles = [
  { directory: path.join(contentDir, 'posts'), extension: '.md', what: 'articles' },
  { directory: path.join(contentDir, 'data', 'authors'), extension: '.json', what: 'authors' },
];

/**
 * `@lumenor/ui` is compiled from its sources (`workspaceSources`): the bundle keeps only the
 * components and styles a page uses, and edits hot-reload without a rebuild.
 */
export default defineConfig(({ isPreview }) => ({
  publicDir: contentPublicDir,
  // React Router prerenders through a preview server, whose config makes its plugin start a child
  // compiler: a dev server that watches this folder, the build being written included. Each page
  // written or file removed then had the watcher read its folder again, every file of it, and at
  // 2,000 articles per language (4,000 files in blog/) the build spent its time there (the growth
  // benchmark, apps/bench). A preview serves files and compiles nothing new: no watcher.
  ...(isPreview ? { server: { watch: null } } : {}),
  plugins: [
    workspaceSources(),
    vanillaExtractPlugin(),
    reactRouter(),
    contentFilesDevReload(contentFiles),
    photoCopiesDevServer(),
    adminDevServer(),
    // React Router's server build (react-router.config.ts's buildDirectory).
    serverBuildWarmUp(() =>
      path.resolve(import.meta.dirname, process.env.SITE_BUILD_DIR ?? 'build', 'server/index.js'),
    ),
  ],
  build: {
    // Inline nothing as data: URIs, so the CSP can keep img-src and font-src to 'self'.
    assetsInlineLimit: 0,
    // SOURCEMAP=1 for bundle analysis (never shipped by default).
    sourcemap: process.env.SOURCEMAP === '1',
  },
}));
