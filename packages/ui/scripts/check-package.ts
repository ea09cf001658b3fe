// Package check: is the PACKED @lumenor/ui what an adopter should get? `pnpm pack`, then on the
// tarball: publint at the `suggestion` level (any message fails; every target of the export map
// must be in it); arethetypeswrong as its `esm-only` profile does (types resolve for every
// JavaScript entry point of the export map under `bundler` and `node16`/`nodenext` from ESM; the
// package is ESM only, and `require()` of it works on Node 22.12+ through require(esm)); our own
// rules (`packageProblems`); and tsc on a file importing every JavaScript entry point, under each
// moduleResolution, with skipLibCheck false. (Tests, stories and fixtures cannot ship: the build
// compiles only what the export map's entry points import.)
//
// Run: pnpm --filter @lumenor/ui run check:package   (after a build; also the first step of
// `test:consumer`, which turbo runs after `build` in the root `pnpm test`).
import { execFileSync, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Our own rules for an unpacked package: an MIT licence with its LICENSE file, no source maps, no
 * source files, a `default` condition in every conditional export, and caret ranges for
 * react-aria-components and react-stately.
 */
export function packageProblems(dir: string): string[] {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' });
  const licence = existsSync(path.join(dir, 'LICENSE'))
    ? readFileSync(path.join(dir, 'LICENSE'), 'utf8')
    : undefined;
  const problems = [
    pkg.license !== 'MIT' && `license is ${pkg.license}, not MIT`,
    licence === undefined && 'no LICENSE file',
    licence !== undefined &&
      !/MIT License[\s\S]*Lumenor Technologies/.test(licence) &&
      'LICENSE is not the MIT licence of Lumenor Technologies',
    ...files
      .map((file) => file.split(path.sep).join('/'))
      .flatMap((file) => [
        file.endsWith('.map') && `source map shipped: ${file}`,
        file.startsWith('src/') && `source file shipped: ${file}`,
      ]),
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

/**
 * Type-checks a file that imports every JavaScript entry point, against the unpacked package, under
 * each `moduleResolution` an adopter may use, with `skipLibCheck: false` so that every declaration
 * file is checked (a broken or unresolvable import in one fails here). The package's dependencies
 * and peers (and the types of React and of vanilla-extract, which they name) come from the
 * workspace's installed copies.
 */
function typecheckDeclarations(
  dir: string,
  unpacked: string,
  pkg: Record<string, object>,
  entryPoints: string[],
): string[] {
  const app = path.join(dir, 'types-consumer');
  const modules = path.join(app, 'node_modules');
  // A copy, not a link: tsc resolves a linked package's imports from where the link points.
  cpSync(unpacked, path.join(modules, '@lumenor/ui'), { recursive: true });
  const names = Object.keys({ ...pkg.dependencies, ...pkg.peerDependencies });
  for (const name of [...names, '@types/react', '@types/react-dom', '@vanilla-extract/css']) {
    const link = path.join(modules, name);
    mkdirSync(path.dirname(link), { recursive: true });
    symlinkSync(realpathSync(path.join(packageDir, 'node_modules', name)), link);
  }
  writeFileSync(path.join(app, 'package.json'), '{ "type": "module" }\n');
  const index = path.join(app, 'index.tsx');
  writeFileSync(
    index,
    [
      ...entryPoints.map(
        (entry, index) => `export * as entry${index} from '@lumenor/ui${entry.slice(1)}';`,
      ),
      "import { Card, type ButtonProps } from '@lumenor/ui';",
      "export const size: ButtonProps['size'] = 'large';",
      '// @ts-expect-error: a component prop of the wrong type must be an error (no `any`).',
      'export const wrong = <Card title="x" headingLevel={9} />;',
    ].join('\n'),
  );
  // --singleThreaded: TypeScript 7's parallel checkers repeat part of each other's work.
  const flags =
    '--ignoreConfig --singleThreaded --target es2022 --lib es2023,dom,dom.iterable --jsx react-jsx';
  return ['esnext bundler', 'node16 node16', 'nodenext nodenext'].flatMap((modes) => {
    const [module, resolution] = modes.split(' ');
    const options = `${flags} --strict --skipLibCheck false --noEmit --module ${module}`;
    const tsc = spawnSync(
      'pnpm',
      ['exec', 'tsc', ...options.split(' '), '--moduleResolution', `${resolution}`, index],
      { cwd: packageDir, encoding: 'utf8' },
    );
    return tsc.status === 0
      ? []
      : [`tsc (moduleResolution ${resolution}):\n${tsc.stdout}${tsc.stderr}`];
  });
}

async function main(): Promise<void> {
  const started = Date.now();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lumenor-ui-package-'));
  try {
    execFileSync('pnpm', ['pack', '--pack-destination', dir], { cwd: packageDir, stdio: 'pipe' });
    const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz')) ?? 'no tarball';
    execFileSync('tar', ['-xzf', tarball], { cwd: dir });
    const unpacked = path.join(dir, 'package');
    const pkg = JSON.parse(readFileSync(path.join(unpacked, 'package.json'), 'utf8'));
    const entryPoints = Object.keys(pkg.exports).filter((subpath) =>
      JSON.stringify(pkg.exports[subpath]).includes('.js"'),
    );

    const problems = packageProblems(unpacked);
    const lint = await publint({ pkgDir: unpacked, pack: false, level: 'suggestion' });
    for (const message of lint.messages) {
      problems.push(`publint ${message.type}: ${formatMessage(message, lint.pkg) ?? message.code}`);
    }
    const attw = await checkPackage(
      createPackageFromTarballData(readFileSync(path.join(dir, tarball))),
      { entrypoints: entryPoints },
    );
    if (!attw.types) problems.push('attw: the package has no types');
    const ignored = ['node10', 'node16-cjs']; // the profile `esm-only`
    for (const problem of attw.types ? attw.problems : []) {
      if ('resolutionKind' in problem && ignored.includes(problem.resolutionKind)) continue;
      const { trace, ...rest } = problem as { trace?: string[] };
      problems.push(`attw ${problem.kind}: ${JSON.stringify(rest)}`);
    }
    problems.push(...typecheckDeclarations(dir, unpacked, pkg, entryPoints));

    const elapsed = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    if (problems.length > 0) {
      console.error(`check-package: FAIL (${elapsed})\n- ${problems.join('\n- ')}`);
      process.exit(1);
    }
    console.log(
      `check-package: PASS: ${tarball} (${readdirSync(unpacked, { recursive: true }).length} entries): publint no messages, attw (esm-only: node16 ESM and bundler) no problems for ${entryPoints.join(', ')}, tsc with skipLibCheck false under bundler, node16 and nodenext, licence, no maps, no sources (${elapsed})`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
