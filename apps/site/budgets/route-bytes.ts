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
 *   lexing the shipped files with es-module-lexer. A dynamic `import()` loads only when it runs.
 * - JavaScript of all islands: the above, plus for each island on the page (`<is-land
 *   data-island=NAME>`) its chunk (`<name>.island-<hash>.js` among the entry's dynamic imports)
 *   with every static and dynamic import it reaches, plus the chunk that hydrates islands
 *   (`hydrate-<hash>.js`, React DOM); a name with no chunk is an error. The search engine
 *   (`search-engine-<hash>.js`), loaded when a visitor opens search, is counted apart.
 * - CSS: the page's `<style>` elements gzipped together as they travel in the HTML, plus any
 *   stylesheet still linked. HTML: the document itself, its inline CSS and scripts included.
 */

export const KB = 1024;
export const formatKb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
export const gzipSize = (content: Buffer | string) => gzipSync(content, { level: 9 }).length;

/**
 * Files counted (site paths, or `<style>` for a page's inline CSS) and the sum of each gzipped on
 * its own, as a server sends them.
 */
const resourceBytes = (files: string[], contents: ReadonlyArray<Buffer | string>) => ({
  files,
  gzipBytes: contents.reduce((sum, content) => sum + gzipSize(content), 0),
});

/** A page's bytes, as the comment above counts them; its islands in document order. */
export type RouteBytes = Awaited<ReturnType<typeof measureRouteBytes>>;

/** URLs resolved against the file at `from`, as site paths; other origins' are not ours to count. */
function localPaths(urls: readonly string[], from = '/'): string[] {
  return urls
    .map((url) => new URL(url, `https://site.invalid${from}`))
    .filter((url) => url.host === 'site.invalid')
    .map((url) => url.pathname);
}

/** What a page's HTML asks for, found with parse5: scripts and stylesheets as site paths. */
export function resourcesInHtml(html: string) {
  const scripts = new Set<string>();
  const stylesheets = new Set<string>();
  const found = {
    inlineModuleImports: [] as string[],
    styles: [] as string[],
    islands: [] as string[],
  };
  for (const element of elementsOf(parseHtml(html))) {
    const [type, src, href] = ['type', 'src', 'href'].map((name) => attributeOf(element, name));
    const rel = attributeOf(element, 'rel')?.toLowerCase().split(/\s+/) ?? [];
    const island = element.tagName === 'is-land' && attributeOf(element, 'data-island');
    // JSON-LD, speculation rules and other data blocks load no script.
    if (element.tagName === 'script' && isScriptSourceType(type) && type !== 'speculationrules') {
      if (src !== undefined) for (const url of localPaths([src])) scripts.add(url);
      else if (type?.trim().toLowerCase() === 'module') {
        found.inlineModuleImports.push(...importsOf(ownText(element)).static);
      }
    } else if (element.tagName === 'link' && href !== undefined) {
      for (const url of localPaths([href])) {
        if (rel.includes('modulepreload')) scripts.add(url);
        if (rel.includes('stylesheet')) stylesheets.add(url);
      }
    } else if (element.tagName === 'style') found.styles.push(ownText(element));
    else if (island) found.islands.push(island);
  }
  return { scripts: [...scripts], ...found, stylesheets: [...stylesheets] };
}

await initModuleLexer();

/**
 * A module's imports (es-module-lexer): static imports and re-exports, `import("…")` of a string,
 * and the count of `import()`s of a computed specifier (what they load cannot be known).
 */
export function importsOf(code: string) {
  const found = { static: [] as string[], dynamic: [] as string[], computedDynamic: 0 };
  for (const entry of parseModule(code)[0]) {
    if (entry.type === 'dynamic') {
      if (entry.specifier === undefined || entry.glob) found.computedDynamic += 1;
      else found.dynamic.push(entry.specifier);
    } else if (entry.type !== 'import-meta' && !entry.typeOnly) found.static.push(entry.specifier);
  }
  return found;
}

async function readSiteFile(clientDirectory: string, sitePath: string): Promise<Buffer> {
  const file = path.join(clientDirectory, decodeURIComponent(sitePath));
  const content = file.startsWith(clientDirectory) && (await readFile(file).catch(() => null));
  if (!content)
    throw new Error(`The page refers to ${sitePath}, which is not in ${clientDirectory}`);
  return content;
}

/** The shipped JavaScript: each file read once, its imports resolved to site paths. */
export class ShippedModules {
  readonly #files = new Map<
    string,
    Promise<{ content: Buffer; imports: ReturnType<typeof importsOf> }>
  >();

  readonly clientDirectory: string;

  constructor(clientDirectory: string) {
    this.clientDirectory = clientDirectory;
  }

  load(modulePath: string) {
    const known = this.#files.get(modulePath);
    if (known) return known;
    const file = readSiteFile(this.clientDirectory, modulePath).then((content) => {
      const imports = importsOf(content.toString('utf8'));
      imports.static = localPaths(imports.static, modulePath);
      imports.dynamic = localPaths(imports.dynamic, modulePath);
      return { content, imports };
    });
    this.#files.set(modulePath, file);
    return file;
  }

  /**
   * Every module the entries reach: the graph loaded up front, or with `followDynamic` also what
   * each `import()` loads when it runs. Modules in `loaded` are there already and not followed
   * (the islands' entry, whose dynamic imports are the islands: each counts only where it is).
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

  async bytes(modules: Iterable<string>) {
    const files = [...new Set(modules)].sort();
    const loaded = await Promise.all(files.map((file) => this.load(file)));
    return resourceBytes(
      files,
      loaded.map((module) => module.content),
    );
  }
}

/** Whether a module is the chunk `name` (`header.island` → `…/header.island-<hash>.js`). */
export function chunkNameMatches(modulePath: string, name: string): boolean {
  return new RegExp(`/${name.replaceAll('.', '\\.')}-[\\w-]+\\.js$`).test(modulePath);
}

export async function measureRouteBytes(
  clientDirectory: string,
  route: string,
  modules = new ShippedModules(clientDirectory),
) {
  const htmlPath = `/${fileOfRoute(route)}`;
  const html = await readSiteFile(clientDirectory, htmlPath);
  const page = resourcesInHtml(html.toString('utf8'));
  const entries = [
    ...new Set([...page.scripts, ...localPaths(page.inlineModuleImports, htmlPath)]),
  ];
  const initial = await modules.closure(entries, false);

  // Each island's chunk, and the hydrate chunk, is one of the entry modules' dynamic imports.
  const dynamicImports = (await Promise.all(entries.map((entry) => modules.load(entry)))).flatMap(
    (entry) => entry.imports.dynamic,
  );
  const chunkFor = (name: string) => {
    const matches = new Set(dynamicImports.filter((target) => chunkNameMatches(target, name)));
    if (matches.size !== 1) {
      throw new Error(
        `${route} (entry ${entries.join(', ') || 'none'}): expected one chunk named "${name}" among its dynamic imports, found ${matches.size}`,
      );
    }
    return [...matches][0] as string;
  };
  const islandEntries =
    page.islands.length === 0
      ? []
      : ['hydrate', ...new Set(page.islands.map((name) => `${name}.island`))].map(chunkFor);
  // The search engine loads when a visitor opens search: a budget of its own, not the islands'.
  const isSearchEngine = (modulePath: string) => chunkNameMatches(modulePath, 'search-engine');
  const allIslands = new Set([
    ...initial,
    ...(await modules.closure(islandEntries, true, initial, isSearchEngine)),
  ]);
  const withSearch = await modules.closure(islandEntries, true, initial);

  const inlineCss = page.styles.join('');
  const stylesheets = await Promise.all(
    page.stylesheets.map((file) => readSiteFile(clientDirectory, file)),
  );
  return {
    route,
    islands: page.islands,
    initialJs: await modules.bytes(initial),
    allIslandsJs: await modules.bytes(allIslands),
    searchEngineJs: await modules.bytes(
      [...withSearch].filter((module) => !allIslands.has(module)),
    ),
    css: resourceBytes(
      [...(inlineCss ? ['<style>'] : []), ...page.stylesheets],
      [...(inlineCss ? [inlineCss] : []), ...stylesheets],
    ),
    html: resourceBytes([htmlPath], [html]),
  };
}
