import path from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import { workspaceSources } from '../../packages/ui/scripts/sources.ts';
import { islandsBuildDirectory, islandsUrlPath } from './app/lib/islands-entry.server.ts';

/**
 * The islands' build: the one script pages load (app/islands/client.tsx) and, split from it, each
 * island and React, loaded when an island's trigger fires. Built before the pages are prerendered,
 * which read its manifest for the entry's URL; the build's last steps copy it to /islands/.
 *
 * The islands' styles reach the pages inlined, never as files: this build's one stylesheet is not
 * copied. vite.island-styles.config.ts makes the same build with its CSS split by chunk, whose
 * manifest tells which stylesheets each island's code can bring (lazy chunks included).
 */
/** The search engine's modules: it reads the prebuilt index (app/search/index-files.ts). */
const searchEngineModules = /app[\\/]search[\\/](page-search|index-files|excerpt)\.ts$/;

/** The modules of the search chunk: app/search (but the `/` key) and the ui's search parts. */
const searchModules =
  /app[\\/]search[\\/](?!shortcut)|components[\\/]Search[\\/]Search(Dialog|Form|Panel|Results|Status)\.tsx/;

export default defineConfig({
  base: islandsUrlPath,
  plugins: [workspaceSources(), vanillaExtractPlugin()],
  build: {
    outDir: islandsBuildDirectory,
    emptyOutDir: true,
    assetsDir: '',
    manifest: true,
    cssCodeSplit: false,
    modulePreload: { polyfill: false },
    sourcemap: process.env.SOURCEMAP === '1',
    rolldownOptions: {
      input: path.resolve(import.meta.dirname, 'app/islands/client.tsx'),
      // `@lumenor/ui`'s sources mark their client modules 'use client' for React Server
      // Components. This bundle runs only in the browser, where that boundary means nothing, so
      // dropping the directive is right and its warning (one per module) says nothing; every
      // other warning still shows. React Router's own build drops the same warning.
      onLog(level, log, defaultHandler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.message.includes('"use client"')) return;
        defaultHandler(level, log);
      },
      output: {
        codeSplitting: {
          // The search (dialog, page form, results): one chunk, loaded when search is first opened
          // or the search page hydrates. The `/` key and the search button stay with the entry and
          // the header. The engine is a chunk of its own, which the search chunk imports when it
          // loads: the byte budgets count it apart (budgets/budgets.ts).
          groups: [
            { name: 'search-engine', test: searchEngineModules, priority: 2 },
            { name: 'search', test: searchModules, priority: 1 },
          ],
          includeDependenciesRecursively: false,
        },
      },
    },
  },
});
