import path from 'node:path';
import { headersForPath, readHeaderRules } from '@lumenor/server/host-rules';
import { describe, expect, it } from 'vitest';
import { requestPathsOf } from '../scripts/lib/file-routes';
import { listFiles } from '../scripts/lib/files';
import { cacheControls, cacheKindOf } from '../scripts/security/caching';
import { clientDirectory, requireBuild } from './built-site';

/** The caching the build writes into `_headers` (scripts/security/caching.ts), over the build. */
requireBuild('_headers');

describe('_headers of the build', () => {
  it("gives every file at each of its addresses exactly its kind's Cache-Control, in at most 100 rules", async () => {
    const rules = await readHeaderRules(path.join(clientDirectory, '_headers'));
    // Cloudflare reads at most 100 rules (host-limits.ts).
    expect(rules.length).toBeLessThanOrEqual(100);
    const files = (await listFiles(clientDirectory)).filter(
      // Host configuration (`_headers`, `.assetsignore`) and compressed copies have no address.
      (file) => !/^[_.]/.test(file) && !/\.(br|gz)$/.test(file),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      for (const address of requestPathsOf(file)) {
        expect(headersForPath(rules, address).get('cache-control'), address).toBe(
          cacheControls[cacheKindOf(file)],
        );
      }
    }
    expect(headersForPath(rules, '/404.html').get('cache-control')).toBe(cacheControls.revalidate);
  });
});
