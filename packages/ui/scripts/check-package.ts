// Package check: is the PACKED @lumenor/ui what an adopter should get?
//
// 1. `pnpm pack` into a temp directory, and unpack the tarball.
// 2. publint on the unpacked package, at the `suggestion` level: any message fails.
// 3. arethetypeswrong (`attw`) on the tarball with the `esm-only` profile: types must resolve for
//    every JavaScript entry point under `bundler` and `node16`/`nodenext` (from ESM), internal
//    imports included. The package is ESM only, so the node10 and CommonJS-from-node16 columns
//    are not asked for (`require()` of it works on Node 22.12+ through require(esm)). The export
//    map's other targets (stylesheets, the sprite, the font) are left out: they have no types.
//    publint checks that every target of the export map is in the tarball.
// 4. Our own rules: an MIT licence with its LICENSE file, no source maps, no source files, a
//    `default` condition in every conditional export, and caret ranges for react-aria-components
//    and react-stately. (Tests, stories and fixtures cannot ship: the build compiles only what the
//    export map's entry points import.)
// 5. tsc on a file that imports every entry point, under moduleResolution bundler, node16 and
//    nodenext with skipLibCheck false: every shipped declaration file must check.
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
import { publint } from 'publint';
import { formatMessage } from 'publint/utils';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();

type Exports = string | { [key: string]: Exports };

/** Every target of an export map's value, under any condition. */
function* targets(value: Exports): Generator<string> {
  if (typeof value === 'string') yield value;
  else for (const inner of Object.values(value)) yield* targets(inner);
}

/** Problems with an unpacked package directory (exported for the unit test of these rules). */
export function packageProblems(dir: string): string[] {
  const problems: string[] = [];
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((file) =>
    file.split(path.sep).join('/'),
  );

  if (pkg.license !== 'MIT') problems.push(`license is ${pkg.license}, not MIT`);
  const licence = path.join(dir, 'LICENSE');
  if (!existsSync(licence)) problems.push('no LICENSE file');
  else if (!/MIT License[\s\S]*Lumenor Technologies/.test(readFileSync(licence, 'utf8'))) {
    problems.push('LICENSE is not the MIT licence of Lumenor Technologies');
  }
  for (const file of files) {
    if (file.endsWith('.map')) problems.push(`source map shipped: ${file}`);
    if (file.startsWith('src/')) problems.push(`source file shipped: ${file}`);
  }
  for (const [subpath, value] of Object.entries(pkg.exports as Record<string, Exports>)) {
    if (typeof value === 'object' && !('default' in value)) {
      problems.push(`${subpath}: no "default" condition`);
    }
  }
  for (const name of ['react-aria-components', 'react-stately']) {
    const range = pkg.dependencies?.[name];
    if (!/^\^\d/.test(range ?? '')) problems.push(`${name}: "${range}" is not a caret range`);
  }
  return problems;
}

/**
 * Type-checks a file that imports every JavaScript entry point, against the unpacked package, under
 * each `moduleResolution` an adopter may use, with `skipLibCheck: false` so that every declaration
 * file is checked (a broken or unresolvable import in one fails here). The package's own
 * dependencies come from the workspace's installed copies.
 */
function typecheckDeclarations(dir: string, unpacked: string): string[] {
  const app = path.join(dir, 'types-consumer');
  const modules = path.join(app, 'node_modules');
  mkdirSync(path.join(modules, '@lumenor'), { recursive: true });
  // A copy, not a link: tsc resolves a linked package's imports from where the link points.
  cpSync(unpacked, path.join(modules, '@lumenor/ui'), { recursive: true });
  const fromWorkspace = [
    '@types/react',
    '@types/react-dom',
    'react',
    'react-dom',
    '@vanilla-extract/recipes',
    '@vanilla-extract/css',
    'react-aria-components',
    'react-stately',
  ];
  for (const name of fromWorkspace) {
    mkdirSync(path.dirname(path.join(modules, name)), { recursive: true });
    symlinkSync(
      realpathSync(path.join(packageDir, 'node_modules', name)),
      path.join(modules, name),
    );
  }
  writeFileSync(path.join(app, 'package.json'), '{ "type": "module" }\n');
  writeFileSync(
    path.join(app, 'index.tsx'),
    [
      "import { Card, SiteHeader, colorModeScriptHash, type ButtonProps } from '@lumenor/ui';",
      "import { brandThemeCss, brandTokens, lightTheme } from '@lumenor/ui/theming';",
      "import { IconSprite, iconSpriteSymbols } from '@lumenor/ui/icon-sprite';",
      "import { iconNames, type IconName } from '@lumenor/ui/icon-names';",
      'const icon: IconName = iconNames[0] as IconName;',
      "const size: ButtonProps['size'] = 'large';",
      'export const checked = [Card, SiteHeader, IconSprite, icon, size, colorModeScriptHash, iconSpriteSymbols, brandTokens, brandThemeCss({ light: lightTheme })];',
      '// @ts-expect-error: a component prop of the wrong type must be an error (no `any`).',
      'export const wrong = <Card title="x" headingLevel={9} />;',
      '',
    ].join('\n'),
  );
  const problems: string[] = [];
  for (const [module, resolution] of [
    ['esnext', 'bundler'],
    ['node16', 'node16'],
    ['nodenext', 'nodenext'],
  ]) {
    const config = path.join(app, `tsconfig.${resolution}.json`);
    writeFileSync(
      config,
      JSON.stringify({
        compilerOptions: {
          module,
          moduleResolution: resolution,
          target: 'es2022',
          jsx: 'react-jsx',
          strict: true,
          skipLibCheck: false,
          noEmit: true,
          types: [],
          lib: ['es2023', 'dom', 'dom.iterable'],
        },
        files: ['index.tsx'],
      }),
    );
    const tsc = spawnSync('pnpm', ['exec', 'tsc', '-p', config], {
      cwd: packageDir,
      encoding: 'utf8',
    });
    if (tsc.status !== 0)
      problems.push(`tsc (moduleResolution ${resolution}):\n${tsc.stdout}${tsc.stderr}`);
  }
  return problems;
}

async function main(): Promise<void> {
  if (!existsSync(path.join(packageDir, 'dist/index.js'))) {
    throw new Error('dist/ is missing: run `pnpm --filter @lumenor/ui run build` first');
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lumenor-ui-package-'));
  try {
    execFileSync('pnpm', ['pack', '--pack-destination', dir], { cwd: packageDir, stdio: 'pipe' });
    const tarball = readdirSync(dir).find((file) => file.endsWith('.tgz'));
    if (!tarball) throw new Error('pnpm pack wrote no tarball');
    execFileSync('tar', ['-xzf', tarball], { cwd: dir });
    const unpacked = path.join(dir, 'package');
    const fileCount = readdirSync(unpacked, { recursive: true }).length;

    const problems = packageProblems(unpacked);

    const pkg = JSON.parse(readFileSync(path.join(unpacked, 'package.json'), 'utf8'));
    const typelessEntryPoints = Object.entries(pkg.exports as Record<string, Exports>)
      .filter(([, value]) => ![...targets(value)].some((target) => target.endsWith('.js')))
      .map(([subpath]) => subpath);
    const lint = await publint({ pkgDir: unpacked, pack: false, level: 'suggestion' });
    for (const message of lint.messages) {
      problems.push(`publint ${message.type}: ${formatMessage(message, lint.pkg) ?? message.code}`);
    }

    const attw = spawnSync(
      'pnpm',
      [
        'exec',
        'attw',
        path.join(dir, tarball),
        '--profile',
        'esm-only',
        '--format',
        'ascii',
        '--no-color',
        '--exclude-entrypoints',
        ...typelessEntryPoints,
      ],
      { cwd: packageDir, encoding: 'utf8' },
    );
    if (attw.status !== 0) problems.push(`attw failed:\n${attw.stdout}${attw.stderr}`);

    problems.push(...typecheckDeclarations(dir, unpacked));

    const elapsed = `${((Date.now() - started) / 1000).toFixed(1)} s`;
    if (problems.length > 0) {
      console.error(`check-package: FAIL (${elapsed})\n- ${problems.join('\n- ')}`);
      process.exit(1);
    }
    console.log(
      `check-package: PASS: ${tarball} (${fileCount} entries): publint no messages, attw (esm-only: node16 ESM and bundler) no problems, tsc with skipLibCheck false under bundler, node16 and nodenext, licence, no maps, no sources (${elapsed})`,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(`check-package: FAIL\n${error?.stack ?? error}`);
    process.exit(1);
  });
}
