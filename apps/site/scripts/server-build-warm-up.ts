import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/**
 * React Router prerenders each page by a request to a preview server, and gives every request 10
 * seconds (not configurable in React Router 8). The first one imports the server build, and with it
 * the content package, which reads and checks every article of both languages when it loads: with
 * 100 articles more per language on a loaded 2-core machine that took over 10 seconds, and the build
 * failed ("Prerender: Request failed for /_.data: The operation was aborted due to timeout"). So the
 * preview server of a prerender imports the server build before it takes its first request: the
 * request then finds the module loaded (one module per file URL, the one React Router imports).
 */
export function serverBuildWarmUp(serverEntry: () => string): Plugin {
  return {
    name: 'lumenor:server-build-warm-up',
    async configurePreviewServer() {
      // Set by React Router's prerender before it starts the preview server.
      if (process.env.IS_RR_BUILD_REQUEST !== 'yes') return;
      await import(pathToFileURL(path.resolve(serverEntry())).href);
    },
  };
}
