// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { packageProblems } from './check-package.ts';
import { exportsMap, scriptEntryPoints } from './sources.ts';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** The problems of a package in a temp directory that ships `files`. */
function problemsOf(pkg: object, files: Record<string, string>): string[] {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'check-package-test-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return packageProblems(dir, ['package.json', ...Object.keys(files)]);
}

const licence = 'MIT License\n\nCopyright (c) 2026 Lumenor Technologies\n';
const good = {
  license: 'MIT',
  exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
  dependencies: { 'react-aria-components': '^1.22.1', 'react-stately': '^3.51.0' },
  peerDependencies: { react: '^19.0.0' },
};
const goodFiles = {
  LICENSE: licence,
  'dist/index.js': '',
  'dist/index.d.ts': [
    'import * as _$react from "react";',
    'import { ToastState } from "react-stately/useToastState";',
    'export { Button } from "./Button.js";',
  ].join('\n'),
};

describe('packageProblems', () => {
  it('passes a clean package', () => {
    expect(problemsOf(good, goodFiles)).toEqual([]);
  });

  it('names each problem the issue listed', () => {
    const problems = problemsOf(
      {
        license: 'UNLICENSED',
        exports: { '.': { types: './dist/index.d.ts', import: './dist/index.js' } },
        dependencies: { 'react-aria-components': '1.22.1', 'react-stately': '3.51.0' },
      },
      {
        'dist/index.js': '',
        'dist/index.d.ts': 'import type { Meta } from "@storybook/react-vite";',
        'dist/index.js.map': '',
        'src/index.ts': '',
      },
    );
    expect([...problems].sort()).toEqual(
      [
        'license is UNLICENSED, not MIT',
        'no LICENSE file',
        'source map shipped: dist/index.js.map',
        'source file shipped: src/index.ts',
        'dist/index.d.ts imports @storybook/react-vite, not a dependency or peer',
        '.: no "default" condition',
        'react-aria-components: "1.22.1" is not a caret range',
        'react-stately: "3.51.0" is not a caret range',
      ].sort(),
    );
  });

  it('names a LICENSE that is not ours, and a type or Node import no adopter has', () => {
    const problems = problemsOf(good, {
      ...goodFiles,
      LICENSE: 'ISC License\n',
      'dist/index.d.ts': '/// <reference types="node" />\nexport type T = import("node:fs").Stats;',
    });
    expect(problems).toEqual([
      'LICENSE is not the MIT licence of Lumenor Technologies',
      'dist/index.d.ts imports node, not a dependency or peer',
      'dist/index.d.ts imports node:fs, not a dependency or peer',
    ]);
  });
});

describe('the tools’ lists of entry points', () => {
  const packageDir = path.dirname(import.meta.dirname);
  const read = (file: string) => readFileSync(path.join(packageDir, file), 'utf8');

  it('tsc’s fixture imports every JavaScript entry point of the export map, and no other', () => {
    const imported = read('consumers/types/index.tsx').matchAll(/from '@lumenor\/ui([^']*)'/g);
    const subpaths = new Set([...imported].map(([, rest]) => `.${rest}`));
    expect([...subpaths].sort()).toEqual([...scriptEntryPoints].sort());
  });

  it('attw skips only the entry points that are not JavaScript (a stylesheet has no types)', () => {
    const others = Object.keys(exportsMap).filter(
      (subpath) => !scriptEntryPoints.includes(subpath) && subpath !== './package.json',
    );
    expect(JSON.parse(read('.attw.json')).excludeEntrypoints.sort()).toEqual(others.sort());
  });
});
