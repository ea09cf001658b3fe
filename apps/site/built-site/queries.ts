import { fileOfRoute } from '../scripts/lib/file-routes';
import {
  attributeOf,
  elementsOf,
  type HtmlElement,
  type HtmlNode,
  textOf,
} from '../scripts/lib/html';
import { type BuiltPage, readBuiltPage } from './built-site';

/**
 * Finding parts of a built page as a screen-reader user names them (a section by its heading, a
 * list by its label, a link by its name), for tests that read the prerendered HTML with parse5
 * instead of opening a browser. Each helper throws with the page's file when what it looks for is
 * missing, so a failure names the file and the element.
 */

const readPages = new Map<string, BuiltPage>();

/** A built page of the site, read by its address (once per test file: the tests only read it). */
export function builtPage(sitePath: string): BuiltPage {
  const known = readPages.get(sitePath);
  if (known) return known;
  const page = readBuiltPage(fileOfRoute(sitePath));
  readPages.set(sitePath, page);
  return page;
}

/** Text as a reader gets it: whitespace collapsed, trimmed. */
export function textIn(node: HtmlNode): string {
  return textOf(node).replace(/\s+/g, ' ').trim();
}

const isHeading = (element: HtmlElement) => /^h[1-6]$/.test(element.tagName);

/** The elements of `scope` (itself left out) with one of the tags, in document order. */
export function all(scope: HtmlNode, ...tags: string[]): HtmlElement[] {
  return [...elementsOf(scope)].filter(
    (element) => element !== scope && tags.includes(element.tagName),
  );
}

/** The page's `<main>`. */
export function mainOf(page: BuiltPage): HtmlElement {
  const main = page.elements.find((element) => element.tagName === 'main');
  if (!main) throw new Error(`${page.file}: no <main>`);
  return main;
}

/** The text of the headings of one level inside `scope`. */
export function headingTexts(scope: HtmlNode, level: number): string[] {
  return all(scope, `h${level}`).map(textIn);
}

/** The levels of every heading inside `scope`, in document order. */
export function headingLevels(scope: HtmlNode): number[] {
  return [...elementsOf(scope)].filter(isHeading).map((heading) => Number(heading.tagName[1]));
}

/** The innermost `<section>` (`<article>` with `tag`) that a heading of exactly this text opens. */
export function sectionByHeading(
  page: BuiltPage,
  scope: HtmlNode,
  name: string,
  tag = 'section',
): HtmlElement {
  const found = all(scope, tag).filter((section) =>
    [...elementsOf(section)].some((element) => isHeading(element) && textIn(element) === name),
  );
  const section = found.at(-1);
  if (!section) throw new Error(`${page.file}: no <${tag}> with a heading "${name}"`);
  return section;
}

/** The element with this id, in the page. */
export function byId(page: BuiltPage, id: string): HtmlElement {
  const element = page.elements.find((candidate) => attributeOf(candidate, 'id') === id);
  if (!element) throw new Error(`${page.file}: no element with id "${id}"`);
  return element;
}

/** An element's accessible name from `aria-label` or `aria-labelledby`, else its text. */
export function nameOf(page: BuiltPage, element: HtmlElement): string {
  const label = attributeOf(element, 'aria-label');
  if (label !== undefined) return label.trim();
  const labelledBy = attributeOf(element, 'aria-labelledby');
  if (labelledBy) {
    return labelledBy
      .split(/\s+/)
      .map((id) => textIn(byId(page, id)))
      .join(' ');
  }
  // Text hidden from assistive technology is no part of the name.
  return textOf(element, { skip: (part) => attributeOf(part, 'aria-hidden') === 'true' })
    .replace(/\s+/g, ' ')
    .trim();
}

/** The `href` of every link inside `scope`, in document order. */
export function hrefsIn(scope: HtmlNode): string[] {
  return all(scope, 'a')
    .map((link) => attributeOf(link, 'href'))
    .filter((href): href is string => href !== undefined);
}

/** The links inside `scope` whose accessible name is exactly `name`. */
export function linksNamed(page: BuiltPage, scope: HtmlNode, name: string): HtmlElement[] {
  return all(scope, 'a').filter((link) => nameOf(page, link) === name);
}

/** The `href` of the one link named `name` inside `scope`. */
export function hrefOfLink(page: BuiltPage, scope: HtmlNode, name: string): string | undefined {
  const links = linksNamed(page, scope, name);
  if (links.length !== 1) {
    throw new Error(`${page.file}: ${links.length} links named "${name}", not one`);
  }
  return attributeOf(links[0] as HtmlElement, 'href');
}

/** The lists (`<ul>`, `<ol>`) inside `scope` named `name` (by `aria-label` or `aria-labelledby`). */
export function listNamed(page: BuiltPage, scope: HtmlNode, name: string): HtmlElement {
  const lists = all(scope, 'ul', 'ol').filter(
    (list) =>
      (attributeOf(list, 'aria-label') !== undefined ||
        attributeOf(list, 'aria-labelledby') !== undefined) &&
      nameOf(page, list) === name,
  );
  if (lists.length !== 1) throw new Error(`${page.file}: ${lists.length} lists named "${name}"`);
  return lists[0] as HtmlElement;
}

/** The items of a list, its own only (not those of lists inside it). */
export function itemsOf(list: HtmlElement): HtmlElement[] {
  return list.childNodes.filter(
    (child): child is HtmlElement => 'tagName' in child && child.tagName === 'li',
  );
}

/** Every list item inside `scope`. */
export function listItemsIn(scope: HtmlNode): HtmlElement[] {
  return all(scope, 'li');
}
