import { mergeConfig } from 'vite';
import { islandStylesBuildDirectory } from './app/lib/islands-entry.server';
import islandsConfig from './vite.islands.config';

/**
 * The islands' build again, with its CSS split by chunk, into a folder of its own: its manifest
 * tells which stylesheets each island's code can bring, lazy chunks included, and the build's last
 * steps put the rules a page lacks into the page (scripts/island-stylesheets.ts). Nothing of it is
 * shipped: with split CSS, the islands' code would load each chunk's stylesheet at run time.
 */
export default mergeConfig(islandsConfig, {
  build: { outDir: islandStylesBuildDirectory, cssCodeSplit: true },
});
