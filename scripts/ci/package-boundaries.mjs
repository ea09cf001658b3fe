// Nothing reaches into another package's folders: a relative import (`from '../x'`, `import('./y')`,
// `export … from`, `require()`) in a workspace package (apps/*, packages/*) resolves inside that
// package. What one package uses of another is an import of its name, declared in its package.json.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Folders that hold no sources of the package: dependencies, outputs, hidden ones. */
const skippedFolder =
  /^(node_modules|dist|storybook-static|reports|test-results|playwright-report|blob-report|coverage|build(-.*)?)$|^\./;
const sourceFile = /\.(?:[cm]?[jt]sx?)$/;
/** The specifier of an import, an export from, a dynamic import or a require. */
const specifiers =
  /(?:\bfrom\s*|\bimport\s*\(?\s*|\brequire\s*\(\s*|\bimport\s+)(['"`])(\.{1,2}\/[^'"`]*)\1/g;

/**
 * The workspace's shared tooling, which every package's configuration or tests may import by
 * path: the root's test browser, and the ui package's helpers for Vite and fonts (they are not
 * part of its published export map).
 */
export const sharedTooling = [
  'scripts/test-browser.mjs',
  'packages/ui/scripts/sources.ts',
  'packages/ui/scripts/subset-fonts.ts',
];

function* filesUnder(directory) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!skippedFolder.test(entry.name)) yield* filesUnder(path.join(directory, entry.name));
    } else if (sourceFile.test(entry.name)) yield path.join(directory, entry.name);
  }
}

/**
 * Every relative import under `root`'s apps/* and packages/* that resolves outside the file's own
 * package, as `file: specifier → where it leads`, paths relative to `root`.
 */
export function reachesOutside(root, allowed = sharedTooling) {
  const problems = [];
  for (const group of ['apps', 'packages']) {
    const groupDirectory = path.join(root, group);
    for (const entry of readdirSync(groupDirectory, { withFileTypes: true })) {
      if (!entry.isDirectory()) continue;
      const packageDirectory = path.join(groupDirectory, entry.name);
      for (const file of filesUnder(packageDirectory)) {
        const text = readFileSync(file, 'utf8');
        for (const [, , specifier] of text.matchAll(specifiers)) {
          const target = path.resolve(path.dirname(file), specifier.split('?')[0]);
          const inside = path.relative(packageDirectory, target);
          const fromRoot = path.relative(root, target).split(path.sep).join('/');
          if (!inside.startsWith('..') || allowed.includes(fromRoot)) continue;
          const where = path.relative(root, file).split(path.sep).join('/');
          problems.push(`${where}: ${specifier} → ${fromRoot}`);
        }
      }
    }
  }
  return problems;
}
