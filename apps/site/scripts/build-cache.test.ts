import { mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCacheDirectory, openBuildCache } from './build-cache';

const temporary: string[] = [];
afterAll(() => {
  for (const directory of temporary) rmSync(directory, { recursive: true, force: true });
});
const folder = () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'lumenor-build-cache-'));
  temporary.push(directory);
  return directory;
};

describe('the build cache', () => {
  it('is one folder in the site’s folder', () => {
    expect(path.relative(path.resolve(import.meta.dirname, '..'), buildCacheDirectory)).toBe(
      '.build-cache',
    );
  });

  it('makes a file once, then copies it; a prune keeps what this run used or another touched since it began', async () => {
    const directory = folder();
    const cache = await openBuildCache('photos', directory);
    const made: string[] = [];
    const make = (name: string) => async () => {
      made.push(name);
      return Buffer.from(name);
    };
    const target = folder();
    expect(await cache.copyOrMake('a', path.join(target, 'x/a'), make('a'))).toBe(true);
    expect(await cache.copyOrMake('a', path.join(target, 'y/a'), make('a'))).toBe(false);
    expect(made).toEqual(['a']);
    expect(readFileSync(path.join(target, 'y/a'), 'utf8')).toBe('a');

    writeFileSync(path.join(directory, 'unused'), '');
    utimesSync(path.join(directory, 'unused'), new Date(0), new Date(0));
    // A build running at the same time wrote this one after this run began.
    writeFileSync(path.join(directory, 'another-build'), '');
    expect(await cache.prune()).toBe(1);
    expect(readdirSync(directory).sort()).toEqual(['a', 'another-build']);
  });
});
