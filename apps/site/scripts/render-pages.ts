import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { clientDirectory } from '../build-output.ts';
import { attributeOf, elementsOf, parseHtml, textOf } from './lib/html.ts';

/**
 * Renders a few pages as the build prerenders them: React Router's request handler over the
 * site's server build (`build/server`, or the one beside SITE_CLIENT_DIR), in a Node process of
 * its own whose environment decides what the content package loads, as a build's does:
 * SITE_PREVIEW=1 for the preview site, LUMENOR_EXTRA_POSTS_DIR for articles read after posts/.
 * The HTML is the page's before the build's last pass (first-screen styles, precompressed
 * copies), which adds nothing the page says. A test of one route's output in seconds, where a
 * build of the pages takes minutes.
 */

const siteDirectory = fileURLToPath(new URL('..', import.meta.url));

/** The build under test: the one of the client folder the tests read (build/ by default). */
const buildDirectory = path.dirname(clientDirectory);

/** The server build the pages are rendered with: the build under test's. */
export const serverBuildFile = path.join(buildDirectory, 'server', 'index.js');

export interface RenderedPage {
  status: number;
  html: string;
}

// Imports resolve from the site's folder (the child's working directory).
const renderer = `
import { createRequestHandler } from 'react-router';
const [buildUrl, ...paths] = process.argv.slice(1);
const handler = createRequestHandler(await import(buildUrl), 'production');
const pages = {};
for (const path of paths) {
  const response = await handler(new Request(new URL(path, 'http://localhost')));
  pages[path] = { status: response.status, html: await response.text() };
}
process.stdout.write(JSON.stringify(pages));
`;

/**
 * The pages at `paths` (site paths, with the language prefix), rendered with the environment
 * `env` added to this process's (SITE_PREVIEW left out unless `env` sets it).
 */
export async function renderPages(
  paths: readonly string[],
  env: Record<string, string | undefined> = {},
): Promise<Record<string, RenderedPage>> {
  if (!existsSync(serverBuildFile)) {
    throw new Error(`${serverBuildFile} is missing: run \`pnpm build\` first`);
  }
  const { SITE_PREVIEW: _preview, ...inherited } = process.env;
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--input-type=module', '-e', renderer, pathToFileURL(serverBuildFile).href, ...paths],
    {
      cwd: siteDirectory,
      // The server build reads its own build's files as it renders (the islands' manifest, from
      // `<SITE_BUILD_DIR>-islands`).
      env: { ...inherited, NODE_ENV: 'production', SITE_BUILD_DIR: buildDirectory, ...env },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(stdout);
}

/**
 * What a rendered page says of its publication: its preview notice (`data-preview-notice`: its
 * kind, its text, and whether it is read before the page's title) and its robots meta.
 */
export function publicationOf(html: string) {
  const elements = [...elementsOf(parseHtml(html))];
  const notice = elements.find((element) => attributeOf(element, 'data-preview-notice'));
  const heading = elements.find((element) => element.tagName === 'h1');
  const robots = elements.find(
    (element) => element.tagName === 'meta' && attributeOf(element, 'name') === 'robots',
  );
  return {
    notice: notice && {
      status: attributeOf(notice, 'data-preview-notice'),
      text: textOf(notice, { separator: ' ' }).replace(/\s+/g, ' ').trim(),
      beforeTitle: heading !== undefined && elements.indexOf(notice) < elements.indexOf(heading),
    },
    robots: robots && attributeOf(robots, 'content'),
  };
}
