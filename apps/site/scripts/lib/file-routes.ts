import { emptyCategoryPages } from '../../app/lib/empty-category.ts';
import { notFoundPages } from '../../app/lib/not-found.ts';

/**
 * How the files of the client build (paths relative to build/client, forward slashes) and the
 * site's addresses map onto each other, as every static host this site targets serves them:
 * `R/index.html` is the page at `/R`; any other file, not-found pages (`404.html`,
 * `te/404.html`, `blog/category/404.html`…) included, is served at its own path.
 */

/** The address a file of the build is served at: `about/index.html` → `/about`, `404.html` → `/404.html`. */
export function routeOfFile(file: string): string {
  return file === 'index.html' ? '/' : `/${file.replace(/\/index\.html$/, '')}`;
}

/** The file a route is prerendered to: `/` → `index.html`, `/about` → `about/index.html`, `/rss.xml` → `rss.xml`. */
export function fileOfRoute(route: string): string {
  const bare = route.replace(/^\/+|\/+$/g, '');
  if (bare === '') return 'index.html';
  return /\.[a-z0-9]+$/i.test(bare) ? bare : `${bare}/index.html`;
}

/** Every request path a file answers: a page at `/about` and `/about/`; any other file at its own path. */
export function requestPathsOf(file: string): string[] {
  const route = routeOfFile(file);
  return file.endsWith('/index.html') ? [route, `${route}/`] : [route];
}

/**
 * The built file a static host serves at a site path (`/about` → `about/index.html`,
 * `/rss.xml` → `rss.xml`), or undefined when it has none and would answer 404.
 */
export function servedFileFor(sitePath: string, files: ReadonlySet<string>): string | undefined {
  const bare = decodeURIComponent(sitePath).replace(/^\/+|\/+$/g, '');
  const candidates = bare === '' ? ['index.html'] : [bare, `${bare}/index.html`, `${bare}.html`];
  return candidates.find((candidate) => files.has(candidate));
}

/** The pages served with status 404: each language's not-found page and empty category page. */
export const notFoundFiles: ReadonlySet<string> = new Set(
  [...notFoundPages, ...emptyCategoryPages].map((page) => page.file),
);

/** Whether a file of the build is a page with a route of its own (an HTML file, not a not-found page). */
export function isRoutePage(file: string): boolean {
  return file.endsWith('.html') && !notFoundFiles.has(file);
}
