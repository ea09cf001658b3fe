import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isPreviewBuild } from '@lumenor/content';
import {
  firstOccurrences,
  foundIn,
  openingOf,
  openingReach,
  type Posting,
  pageFilePath,
  postingsText,
  type SearchDocument,
  searchFolder,
  searchLanguage,
  shardKeyOf,
  shardListPath,
  type TermShard,
  termShardPath,
  textFilePath,
  wordsOf,
} from '../../app/search/index-files';
import { searchIgnoreAttribute, searchTypeAttribute } from '../../app/search/route-handle';
import { routeOfFile } from '../lib/file-routes';
import { attributeOf, elementsOf, type HtmlElement, type HtmlNode, isElement } from '../lib/html';
import { forEachPage } from '../lib/pages';

/**
 * Elements whose text is not the page's own: code, graphics, navigation (breadcrumbs, the article
 * navigation, tables of contents), asides (related articles), forms and islands (the controls of
 * the contact form and the newsletter box).
 */
const skippedTags = new Set(
  'script style template noscript svg nav aside form dialog is-land'.split(' '),
);

/**
 * Elements inside a line of text: no word break at their edges. Not `span`, which the components
 * also use for separate pieces laid out as blocks ('Monday-Friday' above '9am-5pm').
 */
const inlineTags = new Set(
  'a abbr b bdi bdo cite code data dfn em i kbd mark q s samp small strong sub sup time u var'.split(
    ' ',
  ),
);

function isSkipped(element: HtmlElement): boolean {
  return (
    skippedTags.has(element.tagName) ||
    attributeOf(element, searchIgnoreAttribute) !== undefined ||
    attributeOf(element, 'hidden') !== undefined ||
    attributeOf(element, 'aria-hidden') === 'true'
  );
}

/**
 * The readable text of an element: skipped parts (and `except`) left out, a space between blocks,
 * whitespace collapsed.
 */
function readableText(root: HtmlElement, except?: HtmlElement): string {
  const parts: string[] = [];
  const walk = (node: HtmlNode) => {
    if (node.nodeName === '#text' && 'value' in node) {
      parts.push(node.value);
      return;
    }
    if (!isElement(node) || node === except || isSkipped(node)) return;
    const block = !inlineTags.has(node.tagName);
    if (block) parts.push(' ');
    // An image's alt text is part of what the page says.
    if (node.tagName === 'img') parts.push(attributeOf(node, 'alt') ?? '');
    for (const child of node.childNodes) walk(child);
    if (block) parts.push(' ');
  };
  walk(root);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * The search document of a prerendered page (parse5 tree) and its `<html lang>`: its `<main>`
 * marked with `data-search-type` (route-handle.ts), titled by its `<h1>`. Undefined for a page
 * not to be indexed: no marked `<main>`, or a `noindex` robots meta (outside a preview build).
 */
export function extractSearchPage(page: HtmlNode, htmlFile: string) {
  const find = (root: HtmlNode, tagName: string, test = (_: HtmlElement) => true) =>
    [...elementsOf(root)].find((element) => element.tagName === tagName && test(element));
  const robots = find(page, 'meta', (meta) => attributeOf(meta, 'name') === 'robots');
  // A preview build marks every page noindex for search engines; its own search still finds them.
  const noindex = /noindex/i.test((robots && attributeOf(robots, 'content')) ?? '');
  if (noindex && !isPreviewBuild(process.env)) return undefined;
  const main = find(
    page,
    'main',
    (element) => attributeOf(element, searchTypeAttribute) !== undefined,
  );
  if (!main) return undefined;
  const type = attributeOf(main, searchTypeAttribute);
  if (type !== 'page' && type !== 'article') {
    throw new Error(`${htmlFile}: ${searchTypeAttribute}="${type}" is not 'page' or 'article'`);
  }
  const root = find(page, 'html');
  const lang = searchLanguage((root && attributeOf(root, 'lang')) ?? '');
  if (!lang) throw new Error(`${htmlFile}: <html> has no usable lang attribute`);
  const heading = find(main, 'h1');
  const title = heading ? readableText(heading) : '';
  if (!title) throw new Error(`${htmlFile}: the indexed <main> has no <h1> to title it`);
  // The heading is the title; the text is the rest, so an excerpt does not repeat it.
  const text = readableText(main, heading);
  return {
    lang,
    document: { url: routeOfFile(htmlFile), title, type, text } satisfies SearchDocument,
  };
}

/** BM25+ as MiniSearch ranks (its defaults): term saturation, length normalisation, floor. */
const bm25 = { k1: 1.2, b: 0.7, d: 0.5 };

/** Scores are kept as integers: quarter points, enough to rank, few distinct values to compress. */
const scoreScale = 4;

/** A word in the title weighs three times one in the text. */
const titleBoost = 3;

/**
 * Each word of a language's pages with the pages it is in, its score there (BM25+ over the title
 * and the text, each against its average length, the title boosted, in quarter points) and where
 * the text first has it; every page of each word, as index-files.ts stores them.
 */
export function scoreTerms(
  documents: readonly SearchDocument[],
  lang: string,
): Map<string, Posting[]> {
  const fields = documents.map((document) => [
    wordsOf(document.title, lang),
    wordsOf(document.text, lang),
  ]);
  const averageLength = [0, 1].map(
    (field) =>
      fields.reduce((sum, words) => sum + (words[field]?.length ?? 0), 0) / fields.length || 1,
  );
  const frequencies = fields.map((words) =>
    words.map((fieldWords) => {
      const counts = new Map<string, number>();
      for (const word of fieldWords) counts.set(word, (counts.get(word) ?? 0) + 1);
      return counts;
    }),
  );
  // Where each page's text first has each word, to tell which of its files holds the excerpt.
  const foundInPage = documents.map((document, number) => {
    const first = firstOccurrences(document.text, lang);
    const inOpening = openingOf(document.text).length === document.text.length;
    return (word: string) => {
      if (!frequencies[number]?.[1]?.has(word)) return foundIn.titleOnly;
      return inOpening || (first.get(word) ?? openingReach) < openingReach
        ? foundIn.opening
        : foundIn.further;
    };
  });
  const pagesOf = new Map<string, number[]>();
  frequencies.forEach((page, number) => {
    for (const word of new Set(page.flatMap((counts) => [...counts.keys()]))) {
      const pages = pagesOf.get(word);
      if (pages) pages.push(number);
      else pagesOf.set(word, [number]);
    }
  });
  const terms = new Map<string, Posting[]>();
  for (const [word, pages] of pagesOf) {
    const idf = Math.log(1 + (documents.length - pages.length + 0.5) / (pages.length + 0.5));
    const scored = pages.map((number) => {
      let score = 0;
      frequencies[number]?.forEach((counts, field) => {
        const frequency = counts.get(word) ?? 0;
        if (frequency === 0) return;
        const length = fields[number]?.[field]?.length ?? 0;
        const norm = bm25.k1 * (1 - bm25.b + (bm25.b * length) / (averageLength[field] ?? 1));
        const weight = idf * (bm25.d + (frequency * (bm25.k1 + 1)) / (frequency + norm));
        score += field === 0 ? titleBoost * weight : weight;
      });
      const where = foundInPage[number]?.(word) ?? foundIn.further;
      return { page: number, score: Math.max(1, Math.round(score * scoreScale)), where };
    });
    // Every page, in page order (as found). None is left out: a query needs every word, and a
    // page cut from a common word's list would be missed with it.
    terms.set(word, scored);
  }
  return terms;
}

/**
 * Writes the site search's index (app/search/index-files.ts): every prerendered page whose
 * `<main>` is marked for search, grouped by the `lang` of its `<html>` (so a page in Telugu
 * searches the Telugu pages), as page files and word shards, ranked at build time. Runs after
 * prerendering, on the final pages.
 */
export async function writeSearchIndex(
  clientDirectory: string,
): Promise<{ languages: Array<{ lang: string; documents: number; shards: number }> }> {
  const byLanguage = new Map<string, SearchDocument[]>();
  await forEachPage(clientDirectory, ({ file, document }) => {
    const page = extractSearchPage(document, file);
    if (!page) return;
    const documents = byLanguage.get(page.lang) ?? [];
    documents.push(page.document);
    byLanguage.set(page.lang, documents);
  });
  if (byLanguage.size === 0) {
    throw new Error(`No page of ${clientDirectory} is marked for the search index`);
  }
  await rm(path.join(clientDirectory, searchFolder), { recursive: true, force: true });
  const write = async (sitePath: string, value: unknown) => {
    const file = path.join(clientDirectory, sitePath);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(value));
  };
  const languages = [];
  for (const [lang, documents] of [...byLanguage].sort(([a], [b]) => a.localeCompare(b))) {
    documents.sort((a, b) => a.url.localeCompare(b.url));
    await Promise.all(
      documents.map(async (document, number) => {
        const opening = openingOf(document.text);
        await write(pageFilePath(lang, number), { ...document, text: opening });
        if (opening.length < document.text.length) {
          await write(textFilePath(lang, number), document);
        }
      }),
    );
    const shards = new Map<string, TermShard>();
    for (const [word, postings] of scoreTerms(documents, lang)) {
      const key = shardKeyOf(word);
      const shard = shards.get(key) ?? {};
      shard[word] = postingsText(postings);
      shards.set(key, shard);
    }
    const keys = [...shards.keys()].sort();
    await Promise.all(keys.map((key) => write(termShardPath(lang, key), shards.get(key))));
    await write(shardListPath(lang), keys);
    languages.push({ lang, documents: documents.length, shards: keys.length });
  }
  return { languages };
}
