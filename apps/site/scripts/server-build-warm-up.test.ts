import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serverBuildWarmUp } from './server-build-warm-up';

describe('serverBuildWarmUp', () => {
  const loads = globalThis as { warmUpLoads?: number };
  let folder = '';
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it("imports the server build before a prerender's first request, and only for a prerender", async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'warm-up-'));
    const entry = path.join(folder, 'index.js');
    await writeFile(entry, 'globalThis.warmUpLoads = (globalThis.warmUpLoads ?? 0) + 1;\n');
    const hook = serverBuildWarmUp(() => entry).configurePreviewServer as () => Promise<void>;
    const before = process.env.IS_RR_BUILD_REQUEST;
    try {
      delete process.env.IS_RR_BUILD_REQUEST;
      await hook();
      expect(loads.warmUpLoads).toBeUndefined();
      process.env.IS_RR_BUILD_REQUEST = 'yes';
      await hook();
      expect(loads.warmUpLoads).toBe(1);
      // React Router's own import of the same file finds it loaded.
      await import(/* @vite-ignore */ `file://${entry}`);
      expect(loads.warmUpLoads).toBe(1);
    } finally {
      if (before === undefined) delete process.env.IS_RR_BUILD_REQUEST;
      else process.env.IS_RR_BUILD_REQUEST = before;
    }
  });
});
