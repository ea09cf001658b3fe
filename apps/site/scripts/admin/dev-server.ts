import type { Plugin } from 'vite';
import { adminPageHtml, adminPath, decapFiles, readDecapFile } from './admin-page.ts';
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
      const scripts = decapFiles();
      server.middlewares.use(async (request, response, next) => {
        const url = new URL(request.url ?? '/', 'http://localhost');
        if (url.pathname !== adminPath && !url.pathname.startsWith(`${adminPath}/`)) return next();
        const name = url.pathname.slice(adminPath.length + 1);
        try {
          if (name === '' || name === 'index.html') {
            response.setHeader('Content-Type', 'text/html; charset=utf-8');
            response.setHeader('X-Robots-Tag', 'noindex, nofollow');
            return response.end(adminPageHtml);
          }
          if (name === 'config.yml') {
            // Loaded through Vite: @lumenor/content is source the config loader cannot import.
            const { cmsConfigFile, backendSettingsFromEnv } = (await server.ssrLoadModule(
              new URL('./cms-config.ts', import.meta.url).pathname,
            )) as typeof CmsConfigModule;
            response.setHeader('Content-Type', 'text/yaml; charset=utf-8');
            return response.end(cmsConfigFile('local', backendSettingsFromEnv(process.env)));
          }
          if ((await scripts).includes(name)) {
            response.setHeader(
              'Content-Type',
              name.endsWith('.wasm') ? 'application/wasm' : 'text/javascript; charset=utf-8',
            );
            return response.end(await readDecapFile(name));
          }
        } catch (error) {
          return next(error);
        }
        return next();
      });
    },
  };
}
