// dist/ mirrors src/ module for module (tsdown's unbundle mode; assets are copied to the same
// paths), so the export map's built targets also name the sources they come from. The build reads
// its entry modules from here, and the workspace's Vite builds the sources themselves.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import pkg from '../package.json' with { type: 'json' };

type Exports = string | { [condition: string]: Exports };

const packageDir = path.dirname(import.meta.dirname);
export const exportsMap = pkg.exports as Record<string, Exports>;

/** The file a subpath of the export map resolves to without conditions (`default`). */
export function builtTarget(subpath: string): string | undefined {
  const target = exportsMap[subpath];
  return typeof target === 'string' || target === undefined ? target : (target.default as string);
}

/**
 * The source a built target comes from, relative to the package (`./dist/theming.js` ->
 * `src/theming.ts`, `./dist/fonts/x.woff2` -> `src/fonts/x.woff2`), if there is one (the
 * stylesheets are generated).
 */
export function sourceOf(target: string): string | undefined {
  const built = /^\.\/dist\/(.+)$/.exec(target)?.[1];
  if (!built) return undefined;
  const candidates = /\.js$/.test(built)
    ? ['.ts', '.tsx'].map((extension) => built.replace(/\.js$/, extension))
    : [built];
  return candidates
    .map((file) => `src/${file}`)
    .find((file) => existsSync(path.join(packageDir, file)));
}

/** The source modules of the export map's JavaScript targets: the build's entries. */
export function entryModules(): string[] {
  return Object.keys(exportsMap).flatMap((subpath) => {
    const target = builtTarget(subpath);
    if (!target?.endsWith('.js')) return [];
    const source = sourceOf(target);
    if (!source) throw new Error(`${subpath}: ${target} has no source module in src/`);
    return [source];
  });
}

/**
 * Resolves `@lumenor/ui` imports to the sources, for the workspace's Vite builds: the site's
 * bundles keep only the components and styles a page uses, and edits hot-reload without a build.
 */
export function workspaceSources(): Plugin {
  return {
    name: 'lumenor-workspace-sources',
    enforce: 'pre',
    resolveId(id) {
      const [specifier = '', query] = id.split('?');
      if (specifier !== pkg.name && !specifier.startsWith(`${pkg.name}/`)) return null;
      const target = builtTarget(`.${specifier.slice(pkg.name.length)}`);
      const source = target && sourceOf(target);
      if (!source) return null;
      const file = path.join(packageDir, source);
      return query === undefined ? file : `${file}?${query}`;
    },
  };
}
