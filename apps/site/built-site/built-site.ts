import { readFileSync } from 'node:fs';
import path from 'node:path';
import { clientDirectory } from '../build-output';
import {
  attributeOf,
  elementsOf,
  type HtmlDocument,
  type HtmlElement,
  ownText,
  parseHtml,
} from '../scripts/lib/html';

/**
 * What the tests of the built site share: where the build is (../build-output.ts, which
 * SITE_CLIENT_DIR points at another build's client output), and a page of it read with parse5.
 */
export { clientDirectory, requireBuild } from '../build-output';

export interface BuiltPage {
  /** Its file under build/client, as failures name it. */
  file: string;
  html: string;
  document: HtmlDocument;
  /** Every element, in document order. */
  elements: HtmlElement[];
}

export function readBuiltPage(file: string): BuiltPage {
  const html = readFileSync(path.join(clientDirectory, file), 'utf8');
  const document = parseHtml(html);
  return { file, html, document, elements: [...elementsOf(document)] };
}

const stylesheets = new Map<string, string>();

/**
 * The CSS a built page applies, in its order: its `<style>` elements and the stylesheets it links
 * (each read once: pages share them).
 */
export function cssOf(document: HtmlDocument): string {
  let css = '';
  for (const element of elementsOf(document)) {
    const href = attributeOf(element, 'href');
    if (element.tagName === 'style') css += ownText(element);
    else if (element.tagName === 'link' && attributeOf(element, 'rel') === 'stylesheet' && href) {
      let sheet = stylesheets.get(href);
      if (sheet === undefined) {
        sheet = readFileSync(path.join(clientDirectory, href), 'utf8');
        stylesheets.set(href, sheet);
      }
      css += sheet;
    }
  }
  return css;
}
