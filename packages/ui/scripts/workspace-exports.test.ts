import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const pkg = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));

type Target = string | Record<string, string>;
const exportsMap: Record<string, Target> = pkg.exports;
const publishedMap: Record<string, Target> = pkg.publishConfig.exports;

/**
 * The conditions under which the workspace reads the sources, so that the site's dev server and
 * every package's tests work with no build: `@lumenor/source` (asked for by the site's builds) and
 * `development` (Vite's and Vitest's default in dev, also where a config cannot be set, such as
 * React Router's loader of its own config file).
 */
const sourceConditions = ['@lumenor/source', 'development'];

describe('the workspace exports map', () => {
  it('points each export with a built file at an existing source under both source conditions', () => {
    const problems: string[] = [];
    for (const [subpath, target] of Object.entries(exportsMap)) {
      if (typeof target === 'string') {
        // Plain targets are built files the workspace never imports (the stylesheets).
        if (target.startsWith('./dist/') && !target.endsWith('.css')) {
          problems.push(`${subpath}: ${target} has no source condition`);
        }
        continue;
      }
      for (const condition of sourceConditions) {
        const source = target[condition];
        if (!source) problems.push(`${subpath}: no "${condition}" condition`);
        else if (!existsSync(path.join(packageDir, source))) {
          problems.push(`${subpath} > ${condition}: ${source} does not exist`);
        }
      }
      if (target[sourceConditions[0] as string] !== target[sourceConditions[1] as string]) {
        problems.push(`${subpath}: the source conditions point at different files`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('is the published map plus the source conditions, and nothing else', () => {
    const withoutSource = Object.fromEntries(
      Object.entries(exportsMap).map(([subpath, target]) => [
        subpath,
        typeof target === 'string'
          ? target
          : Object.fromEntries(
              Object.entries(target).filter(([condition]) => !sourceConditions.includes(condition)),
            ),
      ]),
    );
    expect(withoutSource).toEqual(publishedMap);
  });
});
