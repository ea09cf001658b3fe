import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import postcss, { type ChildNode, type Container } from 'postcss';
import type { Manifest } from 'vite';
import { islandNameAttribute } from '../app/islands/registry';
import { attributeOf, elementsOf, type HtmlNode } from './lib/html';

/*
 * A page's stylesheet holds what its prerender rendered. An island can render more once a person
 * uses it: a toast, an open dialog, search results, a form's errors, often from a chunk it loads
 * lazily. The islands' build made with its CSS split by chunk (vite.island-styles.config.ts)
 * has a manifest that says every stylesheet an island's code can bring; this step adds to each
 * page the rules of the islands it carries that the page does not have yet.
 */

/**
 * The stylesheets (files of the islands' build) that the chunks at `keys` can bring: their own and
 * those of every chunk they import, statically or lazily.
 */
export function reachableStylesheets(manifest: Manifest, keys: readonly string[]): string[] {
  const reached = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The islands' manifest has no chunk "${key}"`);
    if (reached.has(key)) return;
    reached.add(key);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  for (const key of keys) visit(key);
  return [...new Set([...reached].flatMap((key) => manifest[key]?.css ?? []))];
}

/** The names of the islands a page carries (`<is-land data-island="…">`), in document order. */
export function islandNamesIn(page: HtmlNode): string[] {
  const islands = [...elementsOf(page)].filter((element) => element.tagName === 'is-land');
  return [...new Set(islands.flatMap((island) => attributeOf(island, islandNameAttribute) ?? []))];
}

/** One rule with the conditional at-rules around it (`@media …`, `@supports …`), outermost first. */
interface Atom {
  conditions: string[];
  css: string;
}

// At-rules whose body holds rules; any other (keyframes, font-face, property) is one atom.
const conditionalAtRules = new Set(['media', 'supports', 'container', 'layer']);

function atomsOf(container: Container<ChildNode>, conditions: string[] = []): Atom[] {
  return (container.nodes ?? []).flatMap((node) => {
    if (node.type === 'comment') return [];
    if (node.type === 'atrule' && conditionalAtRules.has(node.name) && node.nodes) {
      return atomsOf(node, [...conditions, `@${node.name} ${node.params}`]);
    }
    return [{ conditions, css: node.toString() }];
  });
}

const atomKey = (atom: Atom) => [...atom.conditions, atom.css].join('\n');

/**
 * The rules of `candidates` that `pageCss` lacks, as CSS (empty when none). A rule is compared
 * within its `@media`/`@supports` conditions. `@font-face` rules are left out: the page's own
 * stylesheet declares the fonts, at the URLs the site serves (the islands' build names its own
 * copies, which are not shipped).
 */
export function missingRules(pageCss: string, candidates: readonly string[]): string {
  const present = new Set(atomsOf(postcss.parse(pageCss)).map(atomKey));
  const missing = candidates
    .flatMap((css) => atomsOf(postcss.parse(css)))
    .filter((atom) => {
      const key = atomKey(atom);
      if (present.has(key) || atom.css.startsWith('@font-face')) return false;
      present.add(key);
      return true;
    });
  // Neighbours under the same conditions share one wrapper.
  let css = '';
  for (let index = 0; index < missing.length; ) {
    const conditions = missing[index]?.conditions ?? [];
    let body = '';
    for (; missing[index]?.conditions.join('\n') === conditions.join('\n'); index += 1) {
      body += missing[index]?.css;
    }
    css += conditions.reduceRight((inner, condition) => `${condition}{${inner}}`, body);
  }
  return css;
}

/**
 * Reads the islands' build (its manifest and stylesheets) and returns the rules that the islands'
 * entry and the islands a page carries can render and the page's CSS (`pageCss`) lacks.
 */
export async function readIslandRules(
  directory: string,
): Promise<(page: HtmlNode, pageCss: string) => string> {
  const manifest: Manifest = JSON.parse(
    await readFile(path.join(directory, '.vite', 'manifest.json'), 'utf8'),
  );
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  return (page, pageCss) => {
    const keys = [
      ...entries,
      ...islandNamesIn(page).map((name) => `app/islands/${name}.island.tsx`),
    ];
    const files = reachableStylesheets(manifest, keys);
    return missingRules(
      pageCss,
      files.map((file) => readFileSync(path.join(directory, file), 'utf8')),
    );
  };
}
