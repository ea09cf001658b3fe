import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from './files';
import { type HtmlDocument, parseHtml, serializeHtml } from './html';

/**
 * The prerendered pages of a client build, each read and parsed once (parse5) for every build
 * step that needs its tree: the steps that change a page (inline CSS, island styles) change the
 * tree and the page is written once from it; the steps that read it (search text, CSP hashes)
 * read the same tree.
 */
export interface SitePage {
  /** Its path under build/client, forward slashes: `about/index.html`, `404.html`. */
  file: string;
  document: HtmlDocument;
}

/** Every HTML file of the build, parsed. */
export async function readPages(clientDirectory: string): Promise<SitePage[]> {
  const files = (await listFiles(clientDirectory)).filter((file) => file.endsWith('.html'));
  return Promise.all(
    files.map(async (file) => ({
      file,
      document: parseHtml(await readFile(path.join(clientDirectory, file), 'utf8')),
    })),
  );
}

/** Writes each page's tree back to its file. */
export async function writePages(
  clientDirectory: string,
  pages: readonly SitePage[],
): Promise<void> {
  await Promise.all(
    pages.map((page) =>
      writeFile(path.join(clientDirectory, page.file), serializeHtml(page.document)),
    ),
  );
}
