import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultTreeAdapter } from 'parse5';
import { attributeOf, createStyleElement, elementsOf, type HtmlDocument } from './lib/html';

/** Every stylesheet the build wrote under `assets/`, by its path relative to the site's root. */
export async function readStylesheets(clientDirectory: string): Promise<Map<string, string>> {
  const stylesheets = new Map<string, string>();
  for (const name of await readdir(path.join(clientDirectory, 'assets'))) {
    if (!name.endsWith('.css')) continue;
    const css = (await readFile(path.join(clientDirectory, 'assets', name), 'utf8')).trim();
    // A `</style` inside the CSS would end the element early; Vite's output never has one.
    if (/<\/style/i.test(css)) throw new Error(`assets/${name} contains "</style"`);
    stylesheets.set(`assets/${name}`, css);
  }
  return stylesheets;
}

/**
 * Replaces each `<link rel="stylesheet">` of a page (its parsed tree, changed in place) with a
 * `<style>` holding the file's text, so a page's CSS arrives with its HTML, in the first round
 * trip. Returns the stylesheets the page linked, as paths relative to the site's root.
 */
export function inlineStylesheets(
  page: HtmlDocument,
  stylesheets: ReadonlyMap<string, string>,
): string[] {
  const inlined: string[] = [];
  for (const link of [...elementsOf(page)]) {
    const href = attributeOf(link, 'href');
    if (link.tagName !== 'link' || attributeOf(link, 'rel') !== 'stylesheet') continue;
    if (!href?.startsWith('/')) continue;
    const file = href.slice(1);
    const css = stylesheets.get(file);
    if (css === undefined) throw new Error(`The page links ${href}, which the build did not write`);
    if (!link.parentNode) continue;
    defaultTreeAdapter.insertBefore(link.parentNode, createStyleElement(css), link);
    defaultTreeAdapter.detachNode(link);
    inlined.push(file);
  }
  return inlined;
}
