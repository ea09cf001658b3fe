import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { elementsOf, type HtmlDocument, type HtmlElement, parseHtml } from '../scripts/lib/html';

/**
 * What the tests of the built site share: where the build is, and a page of it read with parse5.
 * SITE_CLIENT_DIR points them at another build's client output.
 */
export const clientDirectory = process.env.SITE_CLIENT_DIR
  ? path.resolve(process.env.SITE_CLIENT_DIR)
  : fileURLToPath(new URL('../build/client', import.meta.url));

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
