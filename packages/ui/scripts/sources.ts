// dist/ mirrors src/ module for module (tsdown's unbundle mode; assets are copied to the same
// paths), so the export map's built targets also name the sources they come from. The build reads
// its entry modules from here, and the workspace's Vite builds the sources themselves.
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import pkg from '../package.json' with { type: 'json' };

const packageDir = path.dirname(import.meta.dirname);
export const exportsMap: Record<string, string | { default: string }> = pkg.exports;

/**
 * The source a subpath of the export map is built from, relative to the package (`./theming`:
 * `./dist/theming.js` from `src/theming.ts`; `./fonts/inter-latin.woff2` from `src/fonts/…`), if
 * there is one (the stylesheets are generated).
 */
export function sourceOf(subpath: string): string | undefined {
  const target = exportsMap[subpath];
  const built = (typeof target === 'string' ? target : target?.default)?.replace(/^\.\/dist\//, '');
  if (!built || built.startsWith('./')) return undefined;
  return [built.replace(/\.js$/, '.ts'), built.replace(/\.js$/, '.tsx'), built]
    .map((file) => `src/${file}`)
    .find((file) => existsSync(path.join(packageDir, file)));
}

/** The export map's JavaScript entry points (the others are stylesheets, the sprite, a font). */
export const scriptEntryPoints = Object.keys(exportsMap).filter((subpath) =>
  JSON.stringify(exportsMap[subpath]).includes('.js"'),
);

/** The source modules of the export map's JavaScript targets: the build's entries. */
export function entryModules(): string[] {
  return scriptEntryPoints.map((subpath) => {
    const source = sourceOf(subpath);
    if (!source) throw new Error(`${subpath}: its JavaScript has no source module in src/`);
    return source;
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
      const source = sourceOf(`.${specifier.slice(pkg.name.length)}`);
      if (!source) return null;
      return path.join(packageDir, source) + (query === undefined ? '' : `?${query}`);
    },
  };
}
