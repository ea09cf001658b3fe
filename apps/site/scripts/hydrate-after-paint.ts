import { createHash } from 'node:crypto';

/**
 * Makes a prerendered page start loading its JavaScript after its first paint.
 *
 * React Router's `<Scripts>` writes a module preload for every file hydration needs (about 115 KB
 * gzipped) and an inline module that imports them. The browser fetches all of that at once, while
 * the page's stylesheets and font are still on their way, so on a slow connection the scripts
 * compete with what the first paint waits for. The content is already in the HTML and its links
 * work without JavaScript, so the scripts can wait one frame.
 *
 * This rewrites each page after prerendering (before the CSP hashes its inline scripts):
 * - the module preload links go;
 * - React Router's inline module moves, unchanged, into a file of its own (`assets/hydrate-*.js`,
 *   named by its content, so pages of one route share it). Its static imports then still load
 *   and run as one module graph, in the order React Router wrote them. That matters: the entry
 *   chunk also holds the shell that root imports (vite.config.ts), so evaluating root schedules
 *   hydration, and the route modules must be set in the same synchronous run. Separate
 *   `import()` calls broke exactly that (React Router's "must be using the SSR features" error);
 * - in its place, a small inline module waits until the first frame is on screen (the callback of
 *   the frame after it: two requestAnimationFrame calls), adds the same preloads to the head, so
 *   the files load in parallel, and imports that file.
 *
 * A page opened in a background tab starts when it is first shown (requestAnimationFrame does not
 * run while it is hidden).
 */

export interface HydrationBootstrap {
  /** Path inside the client folder, e.g. `assets/hydrate-1a2b3c4d.js`. */
  fileName: string;
  code: string;
}

export interface DeferredPage {
  html: string;
  bootstrap: HydrationBootstrap;
}

const modulePreloadPattern = /<link\b[^>]*\brel="modulepreload"[^>]*>/g;
const hrefPattern = /\bhref="([^"]+)"/;
const inlineModulePattern = /(<script type="module"[^>]*>)([\s\S]*?)(<\/script>)/g;

/** The inline module of React Router's `<Scripts>`: it sets the route modules, then loads the entry. */
function isRouterBootstrap(code: string): boolean {
  return code.includes('window.__reactRouterRouteModules');
}

/** The inline module that replaces React Router's: after the first paint, preload and import. */
export function deferredLoader(preloads: readonly string[], bootstrapUrl: string): string {
  return [
    'await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));',
    `for (const href of ${JSON.stringify([...preloads, bootstrapUrl])}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `import(${JSON.stringify(bootstrapUrl)});`,
  ].join('\n');
}

/** The page with its module preloads removed and its hydration deferred (see above). */
export function hydrateAfterPaint(html: string): DeferredPage {
  const preloads = [
    ...new Set(
      [...html.matchAll(modulePreloadPattern)]
        .map((match) => hrefPattern.exec(match[0])?.[1])
        .filter((href): href is string => href !== undefined),
    ),
  ];
  let bootstrap: HydrationBootstrap | undefined;
  const rewritten = html
    .replace(modulePreloadPattern, '')
    .replace(inlineModulePattern, (whole, open: string, code: string, close: string) => {
      if (!isRouterBootstrap(code)) return whole;
      if (bootstrap) throw new Error('hydrate-after-paint: two React Router bootstraps in a page');
      const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
      bootstrap = { fileName: `assets/hydrate-${hash}.js`, code: `${code.trim()}\n` };
      return `${open}${deferredLoader(preloads, `/${bootstrap.fileName}`)}${close}`;
    });
  if (!bootstrap) throw new Error('hydrate-after-paint: no React Router bootstrap in the page');
  return { html: rewritten, bootstrap };
}
