import { execFile } from 'node:child_process';
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { XMLParser } from 'fast-xml-parser';
import { clientDirectory } from '../built-site/built-site';
import { attributeOf, elementsOf, parseHtml } from '../scripts/lib/html';

/**
 * The editor's end-to-end test builds the site once, for production, with the articles a writer
 * saved read after the package's own (LUMENOR_EXTRA_POSTS_DIR), into a folder of its own beside
 * the usual build, which other tests keep serving (inside the app's folder: the server build
 * prerenders from there and resolves its packages from it). Only the pages are built: the
 * islands' builds (which no article changes) are copied from the usual build. And only the pages
 * an article can change (SITE_PAGES=articles, scripts/built-pages.ts): the blog's lists, its
 * articles and categories and the human sitemap, in both languages, with the files built from
 * the articles (feeds, sitemap.xml, the search index), not precompressed.
 */

const siteDirectory = fileURLToPath(new URL('..', import.meta.url));

/** Builds the site into `apps/site/<name>` (git ignores `build-*`); returns its client folder. */
export async function buildSiteWith(postsDirectory: string, name: string) {
  const buildDirectory = path.join(siteDirectory, name);
  // The islands of the build the other tests serve (SITE_CLIENT_DIR may name another than build/).
  const servedBuild = path.dirname(clientDirectory);
  for (const suffix of ['-islands', '-islands-styles']) {
    const islands = `${servedBuild}${suffix}`;
    if (!existsSync(islands)) throw new Error(`${islands} is missing: build the site first`);
    cpSync(islands, `${buildDirectory}${suffix}`, { recursive: true });
  }
  const { SITE_PREVIEW: _preview, ...env } = process.env;
  await promisify(execFile)('pnpm', ['exec', 'react-router', 'build'], {
    cwd: siteDirectory,
    env: {
      ...env,
      NODE_ENV: 'production',
      SITE_BUILD_DIR: buildDirectory,
      SITE_PAGES: 'articles',
      LUMENOR_EXTRA_POSTS_DIR: postsDirectory,
    },
    maxBuffer: 64 * 1024 * 1024,
  });
  return path.join(buildDirectory, 'client');
}

/** Removes a build made by {@link buildSiteWith}. */
export function removeBuild(name: string) {
  for (const suffix of ['', '-islands', '-islands-styles']) {
    rmSync(path.join(siteDirectory, `${name}${suffix}`), { recursive: true, force: true });
  }
}

/** The page of a site path in the client build. */
export const pageOf = (client: string, sitePath: string) =>
  readFileSync(path.join(client, sitePath, 'index.html'), 'utf8');

/** Every element of a built page, in document order. */
export const pageElements = (client: string, sitePath: string) => [
  ...elementsOf(parseHtml(pageOf(client, sitePath))),
];

/** The addresses a built page links to. */
export const linksOf = (client: string, sitePath: string) =>
  pageElements(client, sitePath)
    .filter((element) => element.tagName === 'a')
    .map((element) => attributeOf(element, 'href'));

const xml = new XMLParser({ ignoreAttributes: false });

/** The entries' addresses of a built RSS or Atom feed, and the `<loc>`s of the sitemap. */
export function addressesOfXml(text: string): string[] {
  const document = xml.parse(text);
  const list = <T>(value: T | T[] | undefined): T[] =>
    value === undefined ? [] : Array.isArray(value) ? value : [value];
  if (document.rss)
    return list(document.rss.channel.item).map((item: { link: string }) => item.link);
  if (document.feed) {
    return list(document.feed.entry).flatMap((entry: { link: unknown }) =>
      list(entry.link as { '@_href': string }).map((link) => link['@_href']),
    );
  }
  return list(document.urlset?.url).map((url: { loc: string }) => url.loc);
}
