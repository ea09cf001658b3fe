import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The site's build, as the packages that read it know it (`@lumenor/site/build-output`: the
 * benchmark, and the site's own tests over the build): where it is, which file each address is
 * served from, which pages answer 404, and how its files are compressed and limited on the host.
 * They import it here, never from the site's folders.
 */

/** This package's folder: the site's builds go in it (`build/`, and `build-<name>/` for others). */
export const siteDirectory = import.meta.dirname;

/** What `pnpm build` writes: `client/` (served as is) and `server/` (React Router's, for prerendering). */
export const buildDirectory = path.join(siteDirectory, 'build');

/**
 * The client output, which a host serves as it is; SITE_CLIENT_DIR names another build's (the
 * tests over the build and the production server then read that one).
 */
export const clientDirectory = process.env.SITE_CLIENT_DIR
  ? path.resolve(process.env.SITE_CLIENT_DIR)
  : path.join(buildDirectory, 'client');

/**
 * Fails the tests that read the build when it is missing, never skips them: a missing build must
 * not pass green. `files` are what else the tests need (relative to the client output, or
 * absolute). The test command builds the site before its unit tests (turbo: apps/site/turbo.json).
 */
export function requireBuild(...files: string[]): void {
  for (const file of [clientDirectory, ...files]) {
    const where = path.resolve(clientDirectory, file);
    if (!existsSync(where)) {
      throw new Error(
        `${where} is missing: run \`pnpm build\` first (these tests read the site's build)`,
      );
    }
  }
}

// Addresses and files: `/about` is `about/index.html`; the not-found pages answer 404.
export {
  fileOfRoute,
  isRoutePage,
  notFoundFiles,
  requestPathsOf,
  routeOfFile,
  servedFileFor,
} from './scripts/lib/file-routes.ts';
// The files of a build, and the `.br`/`.gz` copies the build writes beside each text file.
export { listFiles, precompress } from './scripts/lib/files.ts';
// What the host accepts of `_headers` and `_redirects`.
export {
  headersFileProblems,
  hostLimits,
  redirectsFileProblems,
} from './scripts/security/host-limits.ts';
// Which `<script type>` values run as scripts (a page without them runs none).
export { isScriptSourceType } from './scripts/security/inline-content.ts';
