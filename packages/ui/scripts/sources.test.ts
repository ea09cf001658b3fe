// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  entryModules,
  exportsMap,
  publishedExportsMap,
  sourceCondition,
  workspaceSources,
} from './sources.ts';

const packageDir = path.dirname(import.meta.dirname);

describe('the sources behind the export map', () => {
  it('finds a source module for every JavaScript entry point', () => {
    const modules = entryModules();
    expect(modules).toContain('src/index.ts');
    expect(modules.filter((file) => !existsSync(path.join(packageDir, file)))).toEqual([]);
  });

  it('names, for each built file but the stylesheets, the source module it is built from', () => {
    const problems: string[] = [];
    for (const [subpath, target] of Object.entries(exportsMap)) {
      if (typeof target === 'string') {
        // The stylesheets are generated from many modules; package.json is itself.
        if (!target.endsWith('.css') && subpath !== './package.json') {
          problems.push(`${subpath}: ${target} has no ${sourceCondition} condition`);
        }
        continue;
      }
      const source = target[sourceCondition];
      // dist/ mirrors src/ module for module (tsdown's unbundle mode; assets copied as they are).
      const built = target.default.replace(/^\.\/dist\//, './src/').replace(/\.js$/, '');
      if (!source || !existsSync(path.join(packageDir, source))) {
        problems.push(`${subpath}: no source file at ${source}`);
      } else if (source.replace(/\.tsx?$/, '') !== built) {
        problems.push(`${subpath}: ${source} is not what ${target.default} is built from`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('publishes the same map without the source condition (the package ships no sources)', () => {
    const withoutSources = JSON.parse(JSON.stringify(exportsMap), (key, value) =>
      key === sourceCondition ? undefined : value,
    );
    expect(publishedExportsMap).toEqual(withoutSources);
    expect(JSON.stringify(exportsMap).indexOf(`"${sourceCondition}"`)).toBeGreaterThan(-1);
  });

  it('resolves the workspace’s imports to sources, queries kept, and leaves the stylesheets built', () => {
    const plugin = workspaceSources();
    const resolve = (id: string) =>
      (plugin.resolveId as (id: string) => string | null).call(undefined, id);
    expect(resolve('@lumenor/ui')).toBe(path.join(packageDir, 'src/index.ts'));
    expect(resolve('@lumenor/ui/icon-sprite')).toBe(
      path.join(packageDir, 'src/components/Icon/IconSprite.tsx'),
    );
    expect(resolve('@lumenor/ui/icons.svg?url')).toBe(
      `${path.join(packageDir, 'src/components/Icon/icons.svg')}?url`,
    );
    expect(resolve('@lumenor/ui/styles.css')).toBeNull();
    expect(resolve('react')).toBeNull();
    for (const subpath of Object.keys(exportsMap).filter((key) => !key.endsWith('.css'))) {
      if (subpath === './package.json') continue;
      expect(resolve(`@lumenor/ui${subpath.slice(1)}`), subpath).not.toBeNull();
    }
  });
});
