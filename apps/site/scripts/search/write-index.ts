import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type SearchDocument,
  type SearchIndexFile,
  searchIndexFolder,
  searchIndexPath,
} from '../../app/search/index-file';
import { readPages, type SitePage } from '../lib/pages';
import { extractSearchPage } from './extract';

/**
 * Writes the site search's index: every prerendered page whose `<main>` is marked for search,
 * grouped by the `lang` of its `<html>`, one JSON file per language under /search-index/ (so a
 * page in Telugu searches the Telugu pages). Runs after prerendering, on the final pages' trees
 * (read from the folder when not given).
 */
export async function writeSearchIndexes(
  clientDirectory: string,
  pages?: readonly SitePage[],
): Promise<{ languages: Array<{ lang: string; file: string; documents: number; bytes: number }> }> {
  const byLanguage = new Map<string, SearchDocument[]>();
  for (const { file, document } of pages ?? (await readPages(clientDirectory))) {
    const page = extractSearchPage(document, file);
    if (!page) continue;
    const documents = byLanguage.get(page.lang) ?? [];
    documents.push(page.document);
    byLanguage.set(page.lang, documents);
  }
  if (byLanguage.size === 0) {
    throw new Error(`No page of ${clientDirectory} is marked for the search index`);
  }
  await mkdir(path.join(clientDirectory, searchIndexFolder), { recursive: true });
  const languages = [];
  for (const [lang, documents] of [...byLanguage].sort(([a], [b]) => a.localeCompare(b))) {
    const index: SearchIndexFile = {
      lang,
      documents: documents.sort((a, b) => a.url.localeCompare(b.url)),
    };
    const file = searchIndexPath(lang);
    const json = JSON.stringify(index);
    await writeFile(path.join(clientDirectory, file), json);
    languages.push({ lang, file, documents: documents.length, bytes: Buffer.byteLength(json) });
  }
  return { languages };
}
