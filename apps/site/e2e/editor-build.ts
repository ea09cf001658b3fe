import { execFile } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { XMLParser } from 'fast-xml-parser';
import { type DefaultTreeAdapterMap, parse } from 'parse5';

/**
 * The editor's end-to-end test builds the site once, for production, with the articles a writer
 * saved read after the package's own (LUMENOR_EXTRA_POSTS_DIR), into a folder of its own beside
 * the usual build, which other tests keep serving (inside the app's folder: the server build
 * prerenders from there and resolves its packages from it). Only the pages are built: the
 * islands' builds (which no article changes) are copied from the usual build.
 */

const siteDirectory = fileURLToPath(new URL('..', import.meta.url));

/** Builds the site into `apps/site/<name>` (git ignores `build-*`); returns its client folder. */
export async function buildSiteWith(postsDirectory: string, name: string) {
  const buildDirectory = path.join(siteDirectory, name);
  for (const suffix of ['-islands', '-islands-styles']) {
    const islands = path.join(siteDirectory, `build${suffix}`);
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

type Element = DefaultTreeAdapterMap['element'];
type Node = DefaultTreeAdapterMap['node'];

/** Every element of a built page, in document order. */
export function elementsOf(html: string): Element[] {
  const found: Element[] = [];
  const walk = (node: Node) => {
    if ('tagName' in node) found.push(node);
    const children = 'content' in node ? node.content.childNodes : undefined;
    for (const child of children ?? ('childNodes' in node ? node.childNodes : [])) walk(child);
  };
  walk(parse(html));
  return found;
}

export const attribute = (element: Element, name: string) =>
  element.attrs.find((item) => item.name === name)?.value;

/** The page of a site path in the client build. */
export const pageOf = (client: string, sitePath: string) =>
  readFileSync(path.join(client, sitePath, 'index.html'), 'utf8');

/** The addresses a built page links to. */
export const linksOf = (html: string) =>
  elementsOf(html)
    .filter((element) => element.tagName === 'a')
    .map((element) => attribute(element, 'href'));

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

/** Every file of the client build, as paths from its root. */
export function filesOf(client: string): string[] {
  return readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(client, path.join(entry.parentPath, entry.name)));
}
