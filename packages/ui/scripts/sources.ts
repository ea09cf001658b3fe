// The export map names each entry point's source beside its build: the `development` condition,
// which the workspace's dev tools ask for (Vite and Vitest when not building for production, React
// Router's loader of its config, Node started by `react-router dev`), so the dev server and the
// tests run before anything is built. The published map (`publishConfig.exports`, which pnpm puts
// in its place when it packs) is the same map without it: the package ships no sources. The build
// reads its entry modules from here, and the workspace's Vite builds the sources themselves.
import path from 'node:path';
import type { Plugin } from 'vite';
import pkg from '../package.json' with { type: 'json' };

const packageDir = path.dirname(import.meta.dirname);

type Target = string | { development?: string; types?: string; default: string };
export const exportsMap: Record<string, Target> = pkg.exports;
export const publishedExportsMap: Record<string, Target> = pkg.publishConfig.exports;

/** The condition under which the workspace reads an export's source. */
export const sourceCondition = 'development';

/**
 * The source a subpath of the export map is built from, relative to the package (`./theming`:
 * `src/theming.ts`), if there is one (the stylesheets are generated).
 */
export function sourceOf(subpath: string): string | undefined {
  const target = exportsMap[subpath];
  return typeof target === 'object' ? target[sourceCondition]?.replace(/^\.\//, '') : undefined;
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
