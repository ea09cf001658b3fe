import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from './files';
import { type HtmlDocument, parseHtml, serializeHtml } from './html';

/**
 * The prerendered pages of a client build, parsed with parse5 for the build steps that change a
 * page (inline CSS, its policy) or read it (search text). One page at a time: a page's tree takes
 * about half a megabyte (an article's, 50 KB of HTML), so a build holding every tree at once needed
 * about 3 GB for the 5,000 pages of 2,000 articles per language (the growth benchmark, apps/bench/scale.ts);
 * a step that changes a page writes it before the next is read.
 */
export interface SitePage {
  /** Its path under build/client, forward slashes: `about/index.html`, `404.html`. */
  file: string;
  document: HtmlDocument;
}

/**
 * Calls `visit` with every HTML file of the build (those `include` accepts), parsed, one after
 * the other; returns how many it visited.
 */
export async function forEachPage(
  clientDirectory: string,
  visit: (page: SitePage) => Promise<void> | void,
  include: (file: string) => boolean = () => true,
): Promise<number> {
  const files = (await listFiles(clientDirectory)).filter(
    (file) => file.endsWith('.html') && include(file),
  );
  for (const file of files) {
    const document = parseHtml(await readFile(path.join(clientDirectory, file), 'utf8'));
    await visit({ file, document });
  }
  return files.length;
}

/** Writes a page's tree back to its file. */
export async function writePage(clientDirectory: string, page: SitePage): Promise<void> {
  await writeFile(path.join(clientDirectory, page.file), serializeHtml(page.document));
}

/**
 * Every HTML file of the build, parsed and kept: for tests over the built site, which read the
 * pages of today's blog (the build's steps visit them one at a time, {@link forEachPage}).
 */
export async function readPages(clientDirectory: string): Promise<SitePage[]> {
  const pages: SitePage[] = [];
  await forEachPage(clientDirectory, (page) => {
    pages.push(page);
  });
  return pages;
}
