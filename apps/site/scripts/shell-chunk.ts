import path from 'node:path';

/**
 * Puts what every page runs into one JavaScript chunk (and its CSS into one file): React, React
 * Router and the design-system modules the root route renders (header, footer, chat widget,
 * colour-mode toggle), and the `meta` function every route shares.
 *
 * Why: the bundler treats the root route as one more entry, so it cannot know that root loads with
 * every page. Left alone it splits the modules root shares with some routes into a dozen small
 * files per page, each with its own gzip dictionary, imports and exports; one file is about 5 KB
 * smaller gzipped on every page, which matters against a 120 KB budget.
 *
 * The set comes from the module graph: the static imports reachable from `entry.client.tsx`,
 * `root.tsx` and `lib/route-meta.ts` (imported by every route module, so by every page). Through a barrel (a package's `src/index.ts`, which re-exports everything) only the
 * modules that export a name the shell imports are followed, or else every component of the
 * design system would be in the shell.
 */

/** What rolldown's chunking context tells about a module. */
export interface ModuleFacts {
  code: string | null;
  importedIds: readonly string[];
  importers: readonly string[];
  exports: readonly string[];
}

export interface ChunkingContext {
  getModuleInfo(moduleId: string): ModuleFacts | null;
}

/** `import { a, b as c } from '…'` and `export { a } from '…'`. */
const namedImportPattern = /(?:import|export)\s*(?:type\s+)?\{([^}]*)\}\s*from\s*["'][^"']+["']/g;
const reExportPattern = /export\s*(?:\*|\{[^}]*\})\s*from\s*["']/;
/** Comments, and import/export statements that name another module. */
const moduleStatementPattern =
  /\/\*[\s\S]*?\*\/|\/\/[^\n]*|(?:import|export)\s*(?:type\s+)?(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\}|[\w$]+)?\s*(?:from\s*)?["'][^"']+["'];?/g;

/** `import './styles.css';`: a module imported for its side effects only. */
const sideEffectImportPattern = /(?:^|[;\n])\s*import\s*["']([^"']+)["']/g;

/** The module ids among `ids` that `code` imports for their side effects (styles, mostly). */
export function sideEffectImportsAmong(code: string | null, ids: readonly string[]): string[] {
  const specifiers = [...(code ?? '').matchAll(sideEffectImportPattern)].map((match) =>
    (match[1] ?? '').replace(/^\.\//, ''),
  );
  // Ids are resolved paths: './themes/global.css' names '/…/src/themes/global.css.ts'.
  return ids.filter((id) => {
    const withoutExtension = id.replace(/\.[cm]?[jt]sx?$/, '');
    return specifiers.some(
      (specifier) => withoutExtension === specifier || withoutExtension.endsWith(`/${specifier}`),
    );
  });
}

/** A barrel: a module of nothing but imports and re-exports, like a package's `src/index.ts`. */
export function isBarrel(code: string | null): boolean {
  return (
    code !== null &&
    reExportPattern.test(code) &&
    code.replace(moduleStatementPattern, '').trim() === ''
  );
}

/** Every name a module imports or re-exports by name (`b as c` counts as `b`). */
export function namesImportedBy(code: string | null): string[] {
  if (!code) return [];
  const names: string[] = [];
  for (const match of code.matchAll(namedImportPattern)) {
    for (const part of (match[1] ?? '').split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  return names;
}

/** The modules of the shell chunk, starting from the given entry files. */
export function shellModules(ctx: ChunkingContext, entryFiles: readonly string[]): Set<string> {
  const shell = new Set<string>();
  const barrels = new Set<string>();
  const queue = [...entryFiles];
  const visit = () => {
    while (queue.length > 0) {
      const id = queue.pop() as string;
      if (shell.has(id)) continue;
      const info = ctx.getModuleInfo(id);
      // No info: a module the bundler dropped (nothing uses it).
      if (!info) continue;
      shell.add(id);
      if (isBarrel(info.code)) barrels.add(id);
      else queue.push(...info.importedIds);
    }
  };
  /** Names that shell modules import from a barrel, directly or through other barrels. */
  const wantedFrom = (barrel: string, seen = new Set<string>()): Set<string> => {
    const wanted = new Set<string>();
    seen.add(barrel);
    for (const importer of ctx.getModuleInfo(barrel)?.importers ?? []) {
      if (!shell.has(importer) || seen.has(importer)) continue;
      const names = barrels.has(importer)
        ? wantedFrom(importer, seen)
        : namesImportedBy(ctx.getModuleInfo(importer)?.code ?? null);
      for (const name of names) wanted.add(name);
    }
    return wanted;
  };
  visit();
  // Until nothing more is found: the modules found through a barrel may want more of its names.
  for (let grew = true; grew; ) {
    grew = false;
    for (const barrel of [...barrels]) {
      const wanted = wantedFrom(barrel);
      const barrelInfo = ctx.getModuleInfo(barrel);
      const dependencies = barrelInfo?.importedIds ?? [];
      // What the barrel imports for its side effects (global styles) runs wherever it is imported.
      const sideEffects = new Set(sideEffectImportsAmong(barrelInfo?.code ?? null, dependencies));
      for (const dependency of dependencies) {
        if (shell.has(dependency)) continue;
        const exports = ctx.getModuleInfo(dependency)?.exports ?? [];
        // Modules without named exports are side-effect imports (CSS) or CommonJS: always follow.
        if (
          sideEffects.has(dependency) ||
          exports.length === 0 ||
          exports.some((name) => wanted.has(name))
        ) {
          queue.push(dependency);
          grew = true;
        }
      }
    }
    visit();
  }
  // The bundler adds every dependency of a captured module to its chunk; through a barrel that is
  // every module it re-exports. So barrels, and the modules that import one (root.tsx and the
  // error pages, about 1.5 KB), stay in their usual chunks.
  for (const id of [...shell]) {
    if (barrels.has(id) || ctx.getModuleInfo(id)?.importedIds.some((dep) => barrels.has(dep))) {
      shell.delete(id);
    }
  }
  return shell;
}

/**
 * A rolldown `codeSplitting` group that gathers the shell into the chunk named `shell` (which
 * rolldown's common-chunk merging then folds into the entry chunk).
 */
export function shellChunkGroup(appDirectory: string) {
  const entryFiles = ['entry.client.tsx', 'root.tsx', 'lib/route-meta.ts'].map((file) =>
    path.join(appDirectory, file),
  );
  let shell: Set<string> | undefined;
  return {
    name(moduleId: string, ctx: ChunkingContext): string | null {
      shell ??= shellModules(ctx, entryFiles);
      return shell.has(moduleId) ? 'shell' : null;
    },
  };
}
