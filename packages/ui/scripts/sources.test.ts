// @vitest-environment node
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryModules, exportsMap, workspaceSources } from './sources.ts';

const packageDir = path.dirname(import.meta.dirname);

describe('the sources behind the export map', () => {
  it('finds a source module for every JavaScript entry point', () => {
    const modules = entryModules();
    expect(modules).toContain('src/index.ts');
    expect(modules.filter((file) => !existsSync(path.join(packageDir, file)))).toEqual([]);
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
