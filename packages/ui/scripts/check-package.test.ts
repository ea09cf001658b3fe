// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { packageProblems } from './check-package.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** An unpacked package in a temp directory: its package.json and files. */
function unpacked(pkg: object, files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'check-package-test-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(pkg));
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

const licence = 'MIT License\n\nCopyright (c) 2026 Lumenor Technologies\n';
const good = {
  license: 'MIT',
  exports: { '.': { types: './dist/index.d.ts', default: './dist/index.js' } },
  dependencies: { 'react-aria-components': '^1.22.1', 'react-stately': '^3.51.0' },
};
const goodFiles = { LICENSE: licence, 'dist/index.js': '', 'dist/index.d.ts': '' };

describe('packageProblems', () => {
  it('passes a clean package', () => {
    expect(packageProblems(unpacked(good, goodFiles))).toEqual([]);
  });

  it('names each problem the issue listed', () => {
    const problems = packageProblems(
      unpacked(
        {
          license: 'UNLICENSED',
          exports: {
            '.': {
              types: './dist/index.d.ts',
              import: './dist/index.js',
            },
          },
          dependencies: { 'react-aria-components': '1.22.1', 'react-stately': '3.51.0' },
        },
        {
          'dist/index.js': '',
          'dist/index.d.ts': '',
          'dist/index.js.map': '',
          'src/index.ts': '',
        },
      ),
    );
    expect([...problems].sort()).toEqual(
      [
        'license is UNLICENSED, not MIT',
        'no LICENSE file',
        'source map shipped: dist/index.js.map',
        'source file shipped: src/index.ts',
        '.: no "default" condition',
        'react-aria-components: "1.22.1" is not a caret range',
        'react-stately: "3.51.0" is not a caret range',
      ].sort(),
    );
  });
});
