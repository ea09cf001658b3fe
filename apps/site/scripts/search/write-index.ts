import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  type SearchDocument,
  type SearchIndexFile,
  searchIndexFolder,
  searchIndexPath,
} from '../../app/search/index-file';
import { listFiles } from '../lib/files';
import { extractSearchPage } from './extract';

export interface SearchIndexSummary {
  /** Per language: the index file (site path), its pages and its size in bytes. */
  languages: Array<{ lang: string; file: string; documents: number; bytes: number }>;
}

/**
 * Writes the site search's index: every prerendered page whose `<main>` is marked for search,
 * grouped by the `lang` of its `<html>`, one JSON file per language under /search-index/ (so a
 * page in Telugu searches the Telugu pages). Runs after prerendering, on the final HTML.
 */
export async function writeSearchIndexes(clientDirectory: string): Promise<SearchIndexSummary> {
  const byLanguage = new Map<string, SearchDocument[]>();
  const files = (await listFiles(clientDirectory)).filter((file) => file.endsWith('.html'));
  for (const file of files) {
    const page = extractSearchPage(await readFile(path.join(clientDirectory, file), 'utf8'), file);
    if (!page) continue;
    const documents = byLanguage.get(page.lang) ?? [];
    documents.push(page.document);
    byLanguage.set(page.lang, documents);
  }
  if (byLanguage.size === 0) {
    throw new Error(`No page of ${clientDirectory} is marked for the search index`);
  }
  await mkdir(path.join(clientDirectory, searchIndexFolder), { recursive: true });
  const languages: SearchIndexSummary['languages'] = [];
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
