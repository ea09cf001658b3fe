import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import type * as WritePhotos from '../scripts/photos/write-photos.ts';

/**
 * Serves the resized copies of the articles' photos (`/images/photos/…`) on the dev server, which
 * a build makes (scripts/photos/write-photos.ts) and the dev server otherwise does not: each is
 * made on its first request, from the photo the article names now, so a photo uploaded in the
 * editor shows at once. Made copies are kept in the build's cache of copies.
 */
export function photoCopiesDevServer(): Plugin {
  return {
    name: 'lumenor:photo-copies-dev-server',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://localhost');
        // The copies' folder (photoUrlPath) is under /images; the content loads on a request there.
        if (!pathname.startsWith('/images/')) return next();
        try {
          // Loaded through Vite, as the pages are: @lumenor/content is source.
          const { devPhotoCopy } = (await server.ssrLoadModule(
            new URL('../scripts/photos/write-photos.ts', import.meta.url).pathname,
          )) as typeof WritePhotos;
          const file = await devPhotoCopy(pathname);
          if (!file) return next();
          response.setHeader('Content-Type', `image/${pathname.replace(/^.*\./, '')}`);
          response.setHeader('Cache-Control', 'no-cache');
          return response.end(await readFile(file));
        } catch (error) {
          return next(error);
        }
      });
    },
  };
}
