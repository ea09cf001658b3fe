import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { adminBundles, adminFiles, adminPageHtml, adminPath } from './admin-page.ts';
import type * as CmsConfigModule from './cms-config';

/**
 * Serves /admin in the dev server: the same page as the build, with the local configuration
 * (decap-server on this computer, no sign-in, files saved straight into the working copy), so
 * `pnpm edit` needs one address.
 */
export function adminDevServer(): Plugin {
  return {
    name: 'lumenor:admin-dev-server',
    apply: 'serve',
    configureServer(server) {
      const files = adminFiles();
      server.middlewares.use(async (request, response, next) => {
        const { pathname } = new URL(request.url ?? '/', 'http://localhost');
        if (pathname !== adminPath && !pathname.startsWith(`${adminPath}/`)) return next();
        const name = pathname.slice(adminPath.length + 1);
        try {
          if (name === '' || name === 'index.html') {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('X-Robots-Tag', 'noindex, nofollow');
            return response.end(adminPageHtml);
          }
          if (name === 'config.yml') {
            // Loaded through Vite: @lumenor/content is source the config loader cannot import.
            const { cmsConfigFile } = (await server.ssrLoadModule(
              new URL('./cms-config.ts', import.meta.url).pathname,
            )) as typeof CmsConfigModule;
            response.setHeader('Content-Type', 'text/yaml; charset=utf-8');
            // `pnpm edit:review` (the site's scripts/edit-review.ts) asks for production's review flow.
            const mode = process.env.CMS_LOCAL_MODE === 'review' ? 'local-review' : 'local';
            return response.end(cmsConfigFile(mode, process.env));
          }
          // Bundled anew on each load of the page's script: edits show on the next reload.
          const bundled = name === 'save-format.js' ? (await adminBundles()).get(name) : undefined;
          if (bundled !== undefined) {
            response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
            return response.end(bundled);
          }
          const file = (await files).get(name);
          if (!file) return next();
          const type = name.endsWith('.wasm')
            ? 'application/wasm'
            : name.endsWith('.css')
              ? 'text/css; charset=utf-8'
              : 'text/javascript; charset=utf-8';
          response.setHeader('Content-Type', type);
          return response.end(await readFile(file));
        } catch (error) {
          return next(error);
        }
      });
    },
  };
}
