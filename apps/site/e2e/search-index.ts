import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  isSearchDocument,
  pageFilePath,
  type SearchDocument,
  textFilePath,
} from '../app/search/index-files';
import { clientDirectory } from '../built-site/built-site';

/**
 * Every page of a language as the built search index holds it (`search-index/<lang>/`, as the
 * search reads it): its address, title, type and whole text. Read from the index's small JSON
 * files, not by parsing every built page: the tests that choose a word to search for stay quick
 * however many articles the blog has.
 */
export function indexedDocuments(lang: string): SearchDocument[] {
  const fileOf = (sitePath: string) => path.join(clientDirectory, sitePath);
  const read = (file: string): SearchDocument => {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isSearchDocument(value)) throw new Error(`${file} is not a page of the search index`);
    return value;
  };
  const pagesFolder = path.dirname(fileOf(pageFilePath(lang, 0)));
  return readdirSync(pagesFolder)
    .flatMap((name) => /^(\d+)\.json$/.exec(name)?.[1] ?? [])
    .map((number) => {
      const whole = fileOf(textFilePath(lang, Number(number)));
      return read(existsSync(whole) ? whole : fileOf(pageFilePath(lang, Number(number))));
    });
}
