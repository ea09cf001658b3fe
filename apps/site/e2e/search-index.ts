import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isSearchDocument, type SearchDocument, searchFolder } from '../app/search/index-files';
import { clientDirectory } from '../built-site/built-site';

/**
 * Every page of a language as the built search index holds it (`search-index/<lang>/`, as the
 * search reads it): its address, title, type and whole text. Read from the index's small JSON
 * files, not by parsing every built page: the tests that choose a word to search for stay quick
 * however many articles the blog has.
 */
export function indexedDocuments(lang: string): SearchDocument[] {
  const folder = path.join(clientDirectory, searchFolder, lang);
  const read = (file: string): SearchDocument => {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    if (!isSearchDocument(value)) throw new Error(`${file} is not a page of the search index`);
    return value;
  };
  return readdirSync(path.join(folder, 'pages'))
    .filter((name) => name.endsWith('.json'))
    .map((name) => {
      const whole = path.join(folder, 'texts', name);
      return read(existsSync(whole) ? whole : path.join(folder, 'pages', name));
    });
}
