import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { init as initModuleLexer, parse as parseModule } from 'es-module-lexer';
import { fileOfRoute } from '../scripts/lib/file-routes.ts';
import { attributeOf, elementsOf, ownText, parseHtml } from '../scripts/lib/html.ts';
import { isScriptSourceType } from '../scripts/security/inline-content.ts';

/**
 * What a page costs the browser, measured on the files a host serves (build/client) with gzip
 * level 9, so the figures are the same on every machine and every run. Shared by the byte-budget
 * test (CI) and the benchmark report.
 *
 * - JavaScript without interaction: the page's module scripts (`<script src>`, module preloads,
 *   and the static imports of an inline module) and everything they import statically, found by
 *   lexing the shipped files with es-module-lexer. A dynamic `import()` (and the list of files
 *   Vite's preload helper fetches with it) loads only when it runs: not counted here.
 * - JavaScript of all islands: the above, plus for each island on the page (`<is-land
 *   data-island=NAME>`) its chunk with every static and dynamic import it reaches, plus the chunk
 *   that hydrates islands (React DOM): what the page has loaded once every trigger has fired.
 *   Islands are found in the entry's dynamic imports, by the chunk names the islands build gives
 *   (`<name>.island-<hash>.js`, `hydrate-<hash>.js`); a name with no chunk is an error. MiniSearch
 *   (`search-engine-<hash>.js`), loaded when a visitor opens search, is counted apart.
 * - CSS: the page's `<style>` elements (the build inlines every stylesheet), gzipped together as
 *   they travel in the HTML, plus any stylesheet still linked.
 * - HTML: the document itself, its inline CSS and scripts included.
 */

export const KB = 1024;

export interface ResourceBytes {
  /** Site paths of the files counted (or `<style>` for a page's inline CSS), sorted. */
  files: string[];
  /** Sum of each file gzipped on its own (as a server sends them). */
  gzipBytes: number;
}

export interface RouteBytes {
  route: string;
  /** The islands on the page, in document order. */
  islands: string[];
  /** JavaScript the page loads without any interaction. */
  initialJs: ResourceBytes;
  /** JavaScript the page has loaded once every island's trigger has fired. */
  allIslandsJs: ResourceBytes;
  /** What opening search loads on top of that: MiniSearch (the `search-engine` chunk). */
  searchEngineJs: ResourceBytes;
  css: ResourceBytes;
  html: ResourceBytes;
}

export function gzipSize(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/** What a page's HTML asks for: found with an HTML parser (parse5). */
export interface PageResources {
  /** Module scripts (`<script src>`, `<link rel=modulepreload>`): local site paths. */
  scripts: string[];
  /** Static imports of inline module scripts, as written. */
  inlineModuleImports: string[];
  /** Linked stylesheets: local site paths. */
  stylesheets: string[];
  /** The text of each `<style>` element. */
  styles: string[];
  /** The `data-island` name of each `<is-land>`, in document order. */
  islands: string[];
}

function isLocal(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

function sitePath(url: string): string {
  return new URL(url, 'https://site.invalid/').pathname;
}

export function resourcesInHtml(html: string): PageResources {
  const resources: PageResources = {
    scripts: [],
    inlineModuleImports: [],
    stylesheets: [],
    styles: [],
    islands: [],
  };
  for (const element of elementsOf(parseHtml(html))) {
    if (element.tagName === 'script') {
      const type = attributeOf(element, 'type');
      const src = attributeOf(element, 'src');
      // JSON-LD, speculation rules and other data blocks load no script.
      if (!isScriptSourceType(type) || type === 'speculationrules') continue;
      if (src !== undefined) {
        if (isLocal(src)) resources.scripts.push(sitePath(src));
      } else if (type?.trim().toLowerCase() === 'module') {
        resources.inlineModuleImports.push(...importsOf(ownText(element)).static);
      }
    } else if (element.tagName === 'link') {
      const rel = (attributeOf(element, 'rel') ?? '').toLowerCase().split(/\s+/);
      const href = attributeOf(element, 'href');
      if (href === undefined || !isLocal(href)) continue;
      if (rel.includes('modulepreload')) resources.scripts.push(sitePath(href));
      if (rel.includes('stylesheet')) resources.stylesheets.push(sitePath(href));
    } else if (element.tagName === 'style') {
      resources.styles.push(ownText(element));
    } else if (element.tagName === 'is-land') {
      const name = attributeOf(element, 'data-island');
      if (name) resources.islands.push(name);
    }
  }
  resources.scripts = [...new Set(resources.scripts)];
  resources.stylesheets = [...new Set(resources.stylesheets)];
  return resources;
}

export interface ModuleImports {
  /** Specifiers of static imports and re-exports (`import … from`, `import "x"`, `export * from`). */
  static: string[];
  /** Specifiers of `import("…")` with a string literal. */
  dynamic: string[];
  /** `import()` of a computed specifier: its target cannot be known from the file. */
  computedDynamic: number;
}

await initModuleLexer();

/** A module's imports, read with es-module-lexer (a lexer for ES module syntax). */
export function importsOf(code: string): ModuleImports {
  const [imports] = parseModule(code);
  const found: ModuleImports = { static: [], dynamic: [], computedDynamic: 0 };
  for (const entry of imports) {
    if (entry.type === 'dynamic') {
      if (entry.specifier === undefined || entry.glob) found.computedDynamic += 1;
      else found.dynamic.push(entry.specifier);
    } else if (entry.type !== 'import-meta' && !entry.typeOnly) {
      found.static.push(entry.specifier);
    }
  }
  return found;
}

/**
 * The shipped JavaScript: reads each file once and remembers its imports, resolved to site
 * paths (imports of other origins are not ours to count and are left out).
 */
export class ShippedModules {
  readonly #files = new Map<string, { content: Buffer; imports: ModuleImports }>();

  readonly clientDirectory: string;

  constructor(clientDirectory: string) {
    this.clientDirectory = clientDirectory;
  }

  async load(modulePath: string): Promise<{ content: Buffer; imports: ModuleImports }> {
    const known = this.#files.get(modulePath);
    if (known) return known;
    const content = await readSiteFile(this.clientDirectory, modulePath);
    const raw = importsOf(content.toString('utf8'));
    const resolve = (specifiers: string[]) =>
      specifiers
        .map((specifier) => new URL(specifier, `https://site.invalid${modulePath}`))
        .filter((url) => url.host === 'site.invalid')
        .map((url) => url.pathname);
    const imports = {
      static: resolve(raw.static),
      dynamic: resolve(raw.dynamic),
      computedDynamic: raw.computedDynamic,
    };
    const file = { content, imports };
    this.#files.set(modulePath, file);
    return file;
  }

  /**
   * Every module the entries reach. `followDynamic: false` is the module graph the browser
   * loads up front; `true` adds what each `import()` loads when it runs, transitively. Modules
   * in `loaded` are already there and not followed again (the islands' entry: its dynamic
   * imports are the islands, each counted only where it is on the page).
   */
  async closure(
    entries: Iterable<string>,
    followDynamic: boolean,
    loaded: ReadonlySet<string> = new Set(),
    skipped: (modulePath: string) => boolean = () => false,
  ): Promise<Set<string>> {
    const reached = new Set<string>();
    const queue = [...entries];
    for (let modulePath = queue.shift(); modulePath !== undefined; modulePath = queue.shift()) {
      if (reached.has(modulePath) || loaded.has(modulePath) || skipped(modulePath)) continue;
      reached.add(modulePath);
      const { imports } = await this.load(modulePath);
      if (followDynamic && imports.computedDynamic > 0) {
        throw new Error(
          `${modulePath} has an import() of a computed specifier: what it loads cannot be measured`,
        );
      }
      queue.push(...imports.static, ...(followDynamic ? imports.dynamic : []));
    }
    return reached;
  }

  async bytes(modules: Iterable<string>): Promise<ResourceBytes> {
    const files = [...new Set(modules)].sort();
    let gzipBytes = 0;
    for (const file of files) gzipBytes += gzipSize((await this.load(file)).content);
    return { files, gzipBytes };
  }
}

/** The chunk of an island (`header` → `…/header.island-<hash>.js`) or of the hydrate module. */
export function chunkNameMatches(modulePath: string, name: string): boolean {
  const file = modulePath.slice(modulePath.lastIndexOf('/') + 1);
  if (!file.startsWith(`${name}-`) || !file.endsWith('.js')) return false;
  return /^[\w-]+$/.test(file.slice(name.length + 1, -'.js'.length));
}

/** The one module among `candidates` whose chunk name is `name`; throws unless exactly one. */
export function chunkFor(candidates: Iterable<string>, name: string, where: string): string {
  const matches = [...candidates].filter((candidate) => chunkNameMatches(candidate, name));
  if (matches.length !== 1) {
    throw new Error(
      `${where}: expected one chunk named "${name}" among its dynamic imports, found ${matches.length}`,
    );
  }
  return matches[0] as string;
}

async function readSiteFile(clientDirectory: string, sitePathName: string): Promise<Buffer> {
  const file = path.join(clientDirectory, decodeURIComponent(sitePathName));
  if (!file.startsWith(clientDirectory) || !existsSync(file)) {
    throw new Error(`The page refers to ${sitePathName}, which is not in ${clientDirectory}`);
  }
  return readFile(file);
}

export async function measureRouteBytes(
  clientDirectory: string,
  route: string,
  modules = new ShippedModules(clientDirectory),
): Promise<RouteBytes> {
  const htmlPath = `/${fileOfRoute(route)}`;
  const html = await readSiteFile(clientDirectory, htmlPath);
  const page = resourcesInHtml(html.toString('utf8'));
  const inlineImports = page.inlineModuleImports
    .map((specifier) => new URL(specifier, `https://site.invalid${htmlPath}`))
    .filter((url) => url.host === 'site.invalid')
    .map((url) => url.pathname);
  const entries = [...new Set([...page.scripts, ...inlineImports])];
  const initial = await modules.closure(entries, false);

  // Each island's chunk is one of the entry modules' dynamic imports.
  const islandEntries = new Set<string>();
  if (page.islands.length > 0) {
    const dynamicImports = new Set<string>();
    for (const entry of entries) {
      for (const target of (await modules.load(entry)).imports.dynamic) dynamicImports.add(target);
    }
    const where = `${route} (entry ${entries.join(', ') || 'none'})`;
    islandEntries.add(chunkFor(dynamicImports, 'hydrate', where));
    for (const name of new Set(page.islands)) {
      islandEntries.add(chunkFor(dynamicImports, `${name}.island`, where));
    }
  }
  // MiniSearch loads when a visitor opens search: a budget of its own, not the islands'.
  const isSearchEngine = (modulePath: string) => chunkNameMatches(modulePath, 'search-engine');
  const allIslands = new Set([
    ...initial,
    ...(await modules.closure(islandEntries, true, initial, isSearchEngine)),
  ]);
  const searchEngine = [...(await modules.closure(islandEntries, true, initial))].filter(
    (modulePath) => !allIslands.has(modulePath),
  );

  const stylesheets = await Promise.all(
    page.stylesheets.map(async (file) => ({
      file,
      content: await readSiteFile(clientDirectory, file),
    })),
  );
  const inlineCss = page.styles.join('');
  return {
    route,
    islands: page.islands,
    initialJs: await modules.bytes(initial),
    allIslandsJs: await modules.bytes(allIslands),
    searchEngineJs: await modules.bytes(searchEngine),
    css: {
      files: [...(inlineCss ? ['<style>'] : []), ...stylesheets.map(({ file }) => file)],
      gzipBytes:
        (inlineCss ? gzipSize(inlineCss) : 0) +
        stylesheets.reduce((sum, { content }) => sum + gzipSize(content), 0),
    },
    html: { files: [htmlPath], gzipBytes: gzipSize(html) },
  };
}

export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(1)} KB`;
}
