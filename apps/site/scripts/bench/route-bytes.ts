import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The bytes a route makes the browser download before it is interactive, measured on the build
 * output (build/client) with gzip level 9, so the figure is the same on every machine and run.
 * Shared by the byte-budget test (CI) and the benchmark report.
 */

export const KB = 1024;

export interface ResourceBytes {
  /** Site paths of the files counted, sorted. */
  files: string[];
  /** Sum of each file gzipped on its own (as a server sends them). */
  gzipBytes: number;
}

export interface RouteBytes {
  route: string;
  js: ResourceBytes;
  css: ResourceBytes;
  html: ResourceBytes;
}

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** The prerendered file that answers a route: `/` → index.html, `/about` → about/index.html. */
export function htmlFileFor(route: string): string {
  const trimmed = route.replace(/^\/+|\/+$/g, '');
  if (trimmed === '') return 'index.html';
  if (trimmed.endsWith('.html')) return trimmed;
  return `${trimmed}/index.html`;
}

const tagPattern = /<(script|link)\b([^>]*)>/gi;
const attributePattern = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const inlineModulePattern = /<script\b[^>]*\btype=["']?module["']?[^>]*>([\s\S]*?)<\/script\s*>/gi;
/**
 * A local script named in a page's inline module: its hydration loader lists what it preloads and
 * imports after the first paint (see hydrate-after-paint.ts).
 */
const scriptPathPattern = /["'](\/[^"'\s]+\.m?js)["']/g;
/** Static imports and re-exports (`import"x"`, `import{a}from"x"`, `export*from"x"`), not import(). */
const staticImportPattern =
  /(?:^|[^\w$.])(?:import|export)\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+\.m?js)["']/g;

function attributesOf(source: string): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const match of source.matchAll(attributePattern)) {
    const name = match[1]?.toLowerCase();
    if (name) attributes.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return attributes;
}

function isLocal(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

/** Scripts, module preloads and stylesheets that the HTML asks for as it loads. */
export function resourcesInHtml(html: string): { scripts: string[]; stylesheets: string[] } {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  for (const match of html.matchAll(tagPattern)) {
    const attributes = attributesOf(match[2] ?? '');
    if (match[1]?.toLowerCase() === 'script') {
      const src = attributes.get('src');
      if (src) scripts.add(src);
      continue;
    }
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attributes.get('href');
    if (!href) continue;
    if (rel.includes('modulepreload')) scripts.add(href);
    if (rel.includes('stylesheet')) stylesheets.add(href);
  }
  // A page's inline module is its hydration loader: every script it names (imports, preloads,
  // import() after the first paint) the page loads before it is interactive.
  for (const match of html.matchAll(inlineModulePattern)) {
    const code = match[1] ?? '';
    for (const specifier of staticImportsOf(code)) scripts.add(specifier);
    for (const found of code.matchAll(scriptPathPattern)) scripts.add(found[1] ?? '');
  }
  return {
    scripts: [...scripts].filter(isLocal).map(stripQuery),
    stylesheets: [...stylesheets].filter(isLocal).map(stripQuery),
  };
}

function stripQuery(url: string): string {
  return url.replace(/[?#].*$/, '');
}

export function staticImportsOf(code: string): string[] {
  return [...code.matchAll(staticImportPattern)].map((match) => match[1] ?? '');
}

async function readSiteFile(clientDirectory: string, sitePath: string): Promise<Buffer> {
  const file = path.join(clientDirectory, decodeURIComponent(sitePath));
  if (!file.startsWith(clientDirectory) || !existsSync(file)) {
    throw new Error(`The page refers to ${sitePath}, which is not in ${clientDirectory}`);
  }
  return readFile(file);
}

/** Follows static imports from the entry scripts, the way the browser loads the module graph. */
async function jsClosure(clientDirectory: string, entries: string[]): Promise<Map<string, Buffer>> {
  const loaded = new Map<string, Buffer>();
  const queue = [...entries];
  for (let sitePath = queue.shift(); sitePath !== undefined; sitePath = queue.shift()) {
    if (loaded.has(sitePath)) continue;
    const content = await readSiteFile(clientDirectory, sitePath);
    loaded.set(sitePath, content);
    for (const specifier of staticImportsOf(content.toString('utf8'))) {
      const resolved = new URL(specifier, `https://site.invalid${sitePath}`);
      if (resolved.host === 'site.invalid') queue.push(resolved.pathname);
    }
  }
  return loaded;
}

function total(files: Map<string, Buffer>): ResourceBytes {
  let gzipBytes = 0;
  for (const content of files.values()) gzipBytes += gzipSize(content);
  return { files: [...files.keys()].sort(), gzipBytes };
}

export async function measureRouteBytes(
  clientDirectory: string,
  route: string,
): Promise<RouteBytes> {
  const htmlFile = htmlFileFor(route);
  const html = await readSiteFile(clientDirectory, `/${htmlFile}`);
  const { scripts, stylesheets } = resourcesInHtml(html.toString('utf8'));
  const css = new Map<string, Buffer>();
  for (const sitePath of stylesheets)
    css.set(sitePath, await readSiteFile(clientDirectory, sitePath));
  return {
    route,
    js: total(await jsClosure(clientDirectory, scripts)),
    css: total(css),
    html: total(new Map([[`/${htmlFile}`, html]])),
  };
}

export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}
