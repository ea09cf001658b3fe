// The package check's own part (`check:package` runs it, then attw and tsc): our rules on what
// `pnpm pack` ships, and publint, through its API: its CLI fails on errors and warnings only, and
// here a suggestion fails too.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

/**
 * Our own rules for a package in `dir` (its package.json as pnpm packs it: `publishConfig`'s
 * fields in place of the top-level ones; no workspace: ranges) and the files it ships: an MIT licence with the LICENSE file of Lumenor
 * Technologies, no source maps, no source files, a `default` condition in every conditional export,
 * caret ranges for react-aria-components and react-stately, and declarations that import only
 * dependencies and peers (tsc over consumers/types finds the workspace's devDependencies too; an
 * adopter has only these).
 */
export function packageProblems(dir: string, files: string[]): string[] {
  const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
  const { publishConfig, ...workspaceFields } = JSON.parse(read('package.json'));
  const pkg = { ...workspaceFields, ...publishConfig };
  const installed = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
  const problems = [
    pkg.license !== 'MIT' && `license is ${pkg.license}, not MIT`,
    !files.includes('LICENSE')
      ? 'no LICENSE file'
      : !/MIT License[\s\S]*Lumenor Technologies/.test(read('LICENSE')) &&
        'LICENSE is not the MIT licence of Lumenor Technologies',
    ...files.flatMap((file) => [
      file.endsWith('.map') && `source map shipped: ${file}`,
      file.startsWith('src/') && `source file shipped: ${file}`,
    ]),
    ...files
      .filter((file) => file.endsWith('.d.ts'))
      .flatMap((file) =>
        [...read(file).matchAll(/(?:from|import\(?|types=)\s*["']([^"'.][^"']*)["']/g)]
          .map(([, specifier = '']) => /^(@[^/]+\/)?[^/]+/.exec(specifier)?.[0] ?? specifier)
          .filter((name) => !installed.includes(name))
          .map((name) => `${file} imports ${name}, not a dependency or peer`),
      ),
    ...Object.entries(pkg.exports as Record<string, object>).map(
      ([subpath, value]) =>
        typeof value === 'object' && !('default' in value) && `${subpath}: no "default" condition`,
    ),
    ...['react-aria-components', 'react-stately'].map((name) => {
      const range = pkg.dependencies?.[name];
      return !/^\^\d/.test(range ?? '') && `${name}: "${range}" is not a caret range`;
    }),
  ];
  return problems.filter((problem) => typeof problem === 'string');
}

if (process.argv[1] === import.meta.filename) {
  const dir = path.dirname(import.meta.dirname);
  const packed = execFileSync('pnpm', ['pack', '--dry-run', '--json'], {
    cwd: dir,
    encoding: 'utf8',
  });
  const files: string[] = JSON.parse(packed).files.map((file: { path: string }) => file.path);
  const lint = await publint({ pkgDir: dir, pack: 'pnpm', level: 'suggestion' });
  const problems = [
    ...packageProblems(dir, files),
    ...lint.messages.map(
      (message) => `publint ${message.type}: ${formatMessage(message, lint.pkg) ?? message.code}`,
    ),
  ];
  if (problems.length > 0) {
    console.error(`check-package: FAIL\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    `check-package: PASS: ${files.length} packed files: publint no messages; licence, no maps, no sources, "default" conditions, caret ranges, declarations import only dependencies and peers`,
  );
}
