import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { copyFile, mkdir, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The one folder of everything a build makes that a later build can reuse as it is (git ignores
 * it; CI keeps it between runs): a folder per kind of file, each file named by a hash of all that
 * makes it, so a name found there is the file this build would make. SITE_BUILD_CACHE_DIR puts it
 * elsewhere (the growth benchmark's cold builds, apps/bench/scale.ts).
 */
export const buildCacheDirectory =
  process.env.SITE_BUILD_CACHE_DIR || fileURLToPath(new URL('../.build-cache', import.meta.url));

export type BuildCacheKind = 'photos' | 'share-images';

/** A folder of the build cache: files made by earlier builds, by name. */
export interface BuildCache {
  directory: string;
  /**
   * Copies the cached file of this name to `target`; if there is none, writes what `make` returns
   * to `target` and to the cache. Returns whether `make` ran.
   */
  copyOrMake(name: string, target: string, make: () => Promise<Buffer>): Promise<boolean>;
  /** The cached file of this name, written first with what `make` returns if there is none. */
  fileOrMake(name: string, make: () => Promise<Buffer>): Promise<string>;
  /**
   * Removes every file this run neither made nor copied, so the folder holds what the latest
   * build used and does not grow as articles and pages change. Returns how many were removed.
   */
  prune(): Promise<number>;
}

/** Written aside, then renamed: a build or request reading the folder at the same time never sees half. */
async function writeWhole(file: string, contents: Buffer): Promise<void> {
  const partial = `${file}.${randomUUID()}.partial`;
  await writeFile(partial, contents);
  await rename(partial, file);
}

export async function openBuildCache(
  kind: BuildCacheKind,
  directory = path.join(buildCacheDirectory, kind),
): Promise<BuildCache> {
  // Files touched before this moment and not used since are another run's; a build running at the
  // same time over the same folder touches what it uses after it started, so its files stay. (A
  // second early: file systems stamp times from a coarser clock than Date.now.)
  const opened = Date.now() - 1000;
  const used = new Set<string>();
  await mkdir(directory, { recursive: true });
  return {
    directory,
    async copyOrMake(name, target, make) {
      const cached = path.join(directory, name);
      used.add(name);
      await mkdir(path.dirname(target), { recursive: true });
      try {
        await copyFile(cached, target);
        const now = new Date();
        await utimes(cached, now, now);
        return false;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      }
      const contents = await make();
      await writeFile(target, contents);
      await writeWhole(cached, contents);
      return true;
    },
    async fileOrMake(name, make) {
      const cached = path.join(directory, name);
      used.add(name);
      if (!existsSync(cached)) await writeWhole(cached, await make());
      return cached;
    },
    async prune() {
      let removed = 0;
      for (const name of await readdir(directory)) {
        if (used.has(name)) continue;
        const file = path.join(directory, name);
        const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Number.POSITIVE_INFINITY }));
        if (mtimeMs >= opened) continue;
        await rm(file, { force: true });
        removed += 1;
      }
      return removed;
    },
  };
}
