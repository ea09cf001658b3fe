import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { defaultTreeAdapter } from 'parse5';
import postcss, { type ChildNode, type Container } from 'postcss';
import { islandNameAttribute } from '../app/islands/registry';
import {
  attributeOf,
  createStyleElement,
  elementsOf,
  type HtmlDocument,
  type HtmlNode,
  ownText,
} from './lib/html';

/*
 * A page's stylesheet holds what its prerender rendered. An island can render more once a person
 * uses it: a toast, an open dialog, search results, a form's errors, often from a chunk it loads
 * lazily. The islands' build made with its CSS split by chunk (vite.island-styles.config.ts)
 * has a manifest that says every stylesheet an island's code can bring; this step adds to each
 * page the rules of the islands it carries that the page does not have yet.
 */

/** A chunk of a Vite manifest (the fields read here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The manifest key of an island's module (app/islands/<name>.island.tsx). */
export function islandModuleKey(name: string): string {
  return `app/islands/${name}.island.tsx`;
}

/**
 * The stylesheets (files of the islands' build) that the chunks at `keys` can bring: their own and
 * those of every chunk they import, statically or lazily.
 */
export function reachableStylesheets(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const stylesheets = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The islands' manifest has no chunk "${key}"`);
    seen.add(key);
    for (const file of chunk.css ?? []) stylesheets.add(file);
    for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
      visit(imported);
    }
  };
  for (const key of keys) visit(key);
  return [...stylesheets];
}

/** The names of the islands a page carries (`<is-land data-island="…">`), in document order. */
export function islandNamesIn(page: HtmlNode): string[] {
  const names = new Set<string>();
  for (const element of elementsOf(page)) {
    if (element.tagName !== 'is-land') continue;
    const name = attributeOf(element, islandNameAttribute);
    if (name) names.add(name);
  }
  return [...names];
}

/** One rule with the conditional at-rules around it (`@media …`, `@supports …`), outermost first. */
interface Atom {
  conditions: string[];
  css: string;
}

// At-rules whose body holds rules; any other (keyframes, font-face, property) is one atom.
const conditionalAtRules = new Set(['media', 'supports', 'container', 'layer']);

function atomsOf(css: string): Atom[] {
  const atoms: Atom[] = [];
  const collect = (container: Container<ChildNode>, conditions: string[]) => {
    for (const node of container.nodes ?? []) {
      if (node.type === 'comment') continue;
      if (node.type === 'atrule' && conditionalAtRules.has(node.name) && node.nodes) {
        collect(node, [...conditions, `@${node.name} ${node.params}`]);
      } else {
        atoms.push({ conditions, css: node.toString() });
      }
    }
  };
  collect(postcss.parse(css), []);
  return atoms;
}

const atomKey = (atom: Atom) => [...atom.conditions, atom.css].join('\n');

function isFontFace(atom: Atom): boolean {
  return atom.css.startsWith('@font-face');
}

/**
 * The rules of `candidates` that `pageCss` lacks, as CSS (empty when none). A rule is compared
 * within its `@media`/`@supports` conditions. `@font-face` rules are left out: the page's own
 * stylesheet declares the fonts, at the URLs the site serves (the islands' build names its own
 * copies, which are not shipped).
 */
export function missingRules(pageCss: string, candidates: readonly string[]): string {
  const present = new Set(atomsOf(pageCss).map(atomKey));
  const missing: Atom[] = [];
  for (const atom of candidates.flatMap(atomsOf)) {
    const key = atomKey(atom);
    if (present.has(key) || isFontFace(atom)) continue;
    present.add(key);
    missing.push(atom);
  }
  // Neighbours under the same conditions share one wrapper.
  let css = '';
  for (let index = 0; index < missing.length; ) {
    const conditions = missing[index]?.conditions ?? [];
    let body = '';
    while (
      index < missing.length &&
      missing[index]?.conditions.join('\n') === conditions.join('\n')
    ) {
      body += missing[index]?.css;
      index += 1;
    }
    css += conditions.reduceRight((inner, condition) => `${condition}{${inner}}`, body);
  }
  return css;
}

/** The text of every `<style>` element of a page, in order. */
function inlineStyles(page: HtmlNode): string {
  let css = '';
  for (const element of elementsOf(page)) {
    if (element.tagName === 'style') css += ownText(element);
  }
  return css;
}

/** The islands' build: its manifest and a reader of its stylesheets. */
export interface IslandsBuild {
  manifest: Manifest;
  stylesheet: (file: string) => Promise<string>;
}

export async function readIslandsBuild(directory: string): Promise<IslandsBuild> {
  const manifest = JSON.parse(
    await readFile(path.join(directory, '.vite', 'manifest.json'), 'utf8'),
  ) as Manifest;
  const cache = new Map<string, Promise<string>>();
  return {
    manifest,
    stylesheet: (file) => {
      let css = cache.get(file);
      if (!css) {
        css = readFile(path.join(directory, file), 'utf8');
        cache.set(file, css);
      }
      return css;
    },
  };
}

/**
 * Adds to a page (its parsed tree, after its CSS was inlined; changed in place) a `<style>` with
 * every rule that the islands' entry and the islands the page carries can render and the page's
 * CSS lacks, at the end of `<head>` so it follows the page's own rules. Returns whether it added
 * one (nothing is added when nothing is missing).
 */
export async function addIslandStyles(page: HtmlDocument, islands: IslandsBuild): Promise<boolean> {
  const entries = Object.entries(islands.manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .map(([key]) => key);
  const keys = [...entries, ...islandNamesIn(page).map(islandModuleKey)];
  const candidates = await Promise.all(
    reachableStylesheets(islands.manifest, keys).map(islands.stylesheet),
  );
  const css = missingRules(inlineStyles(page), candidates);
  if (css === '') return false;
  const head = [...elementsOf(page)].find((element) => element.tagName === 'head');
  if (!head) throw new Error("The page has no <head> for its islands' styles");
  defaultTreeAdapter.appendChild(head, createStyleElement(css));
  return true;
}
