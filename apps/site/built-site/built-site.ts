import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  attributeOf,
  elementsOf,
  type HtmlDocument,
  type HtmlElement,
  ownText,
  parseHtml,
} from '../scripts/lib/html';

/**
 * What the tests of the built site share: where the build is, and a page of it read with parse5.
 * SITE_CLIENT_DIR points them at another build's client output.
 */
export const clientDirectory = process.env.SITE_CLIENT_DIR
  ? path.resolve(process.env.SITE_CLIENT_DIR)
  : fileURLToPath(new URL('../build/client', import.meta.url));

/**
 * Fails the tests that read the build when it is missing, never skips them: a missing build must
 * not pass green. `files` are what else the tests need (relative to build/client, or absolute).
 * The test command builds the site before its unit tests (turbo: apps/site/turbo.json).
 */
export function requireBuild(...files: string[]): void {
  for (const file of [clientDirectory, ...files]) {
    const where = path.resolve(clientDirectory, file);
    if (!existsSync(where)) {
      throw new Error(
        `${where} is missing: run \`pnpm build\` first (these tests read the site's build)`,
      );
    }
  }
}

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
