import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isPreviewBuild } from '@lumenor/content';
import {
  type SearchDocument,
  type SearchIndexFile,
  searchIndexFolder,
  searchIndexLanguage,
  searchIndexPath,
} from '../../app/search/index-file';
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
  const lang = searchIndexLanguage((root && attributeOf(root, 'lang')) ?? '');
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

/**
 * Writes the site search's index: every prerendered page whose `<main>` is marked for search,
 * grouped by the `lang` of its `<html>`, one JSON file per language under /search-index/ (so a
 * page in Telugu searches the Telugu pages). Runs after prerendering, on the final pages.
 */
export async function writeSearchIndexes(
  clientDirectory: string,
): Promise<{ languages: Array<{ lang: string; file: string; documents: number; bytes: number }> }> {
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
