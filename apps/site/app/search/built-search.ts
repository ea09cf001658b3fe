import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { islandsUrlPath } from '../lib/islands-entry.server';
import { createPageSearch, type PageSearch } from './page-search';

/**
 * The site's search run in Node over a build's `client` folder, reading the index's files as a
 * browser fetches them: for the tests of the search (page-search.test.ts, first-search.test.ts)
 * and for benchmarks over a bigger build, where `measureFirstSearch` tells what a visitor's
 * first query downloads.
 */
export async function openBuiltSearch(
  clientDirectory: string,
  lang: string,
  fetched: string[] = [],
): Promise<PageSearch> {
  return createPageSearch(async (sitePath) => {
    fetched.push(sitePath);
    return JSON.parse(await readFile(path.join(clientDirectory, sitePath), 'utf8'));
  }, lang);
}

/**
 * What a visitor's first query downloads, in bytes gzipped at level 9 (as the build
 * precompresses): the search's code (the `search` chunk of the islands: the dialog, the search
 * page's form and the engine), the list of the language's word shards, the shard of each word of
 * `query` and one file for each of its `limit` best pages (its opening, or its whole text).
 */
export async function measureFirstSearch(
  clientDirectory: string,
  lang: string,
  query: string,
  limit: number,
): Promise<{ files: Array<{ path: string; bytes: number }>; bytes: number; total: number }> {
  const fetched: string[] = [];
  const search = await openBuiltSearch(clientDirectory, lang, fetched);
  const { total } = await search.search(query, limit);
  const code = (await readdir(path.join(clientDirectory, islandsUrlPath)))
    .filter((file) => /^search-[\w-]+\.js$/.test(file))
    .map((file) => `${islandsUrlPath}${file}`);
  const files = await Promise.all(
    [...code, ...new Set(fetched)].map(async (sitePath) => ({
      path: sitePath,
      bytes: gzipSync(await readFile(path.join(clientDirectory, sitePath)), { level: 9 }).length,
    })),
  );
  return { files, bytes: files.reduce((sum, file) => sum + file.bytes, 0), total };
}
