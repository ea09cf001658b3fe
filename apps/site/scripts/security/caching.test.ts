import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clientDirectory, requireBuild } from '../../built-site/built-site';
import { headersForPath, readHeaderRules } from '../../server/host-rules.mjs';
import { requestPathsOf } from '../lib/file-routes';
import { listFiles } from '../lib/files';
import { cacheControls, cacheKindOf, cacheRules } from './caching';

/**
 * The caching the build writes into `_headers`, over the real build (turbo builds the site before
 * its tests; run `pnpm --filter @lumenor/site run build` first when calling vitest by hand).
 */
describe('the kind of each file', () => {
  it('revalidates pages, feeds and text files, keeps images a day and hashed files a year', () => {
    const cases: Array<[string, keyof typeof cacheControls]> = [
      ['index.html', 'revalidate'],
      ['te/blog/index.html', 'revalidate'],
      ['rss.xml', 'revalidate'],
      ['te/atom.xml', 'revalidate'],
      ['robots.txt', 'revalidate'],
      ['sitemap.xml', 'revalidate'],
      ['site.webmanifest', 'revalidate'],
      ['og/home.png', 'image'],
      ['images/blog/a.svg', 'image'],
      ['favicon.ico', 'image'],
      ['images/photo.JPG', 'image'],
      ['assets/entry-abc.js', 'immutable'],
      ['assets/logo-abc.svg', 'immutable'],
      ['islands/client-abc.js', 'immutable'],
    ];
    for (const [file, kind] of cases) expect(cacheKindOf(file), file).toBe(kind);
    expect(cacheControls.revalidate).toBe('no-cache');
    expect(cacheControls.image).toMatch(/max-age=86400\b/);
    expect(cacheControls.immutable).toMatch(/max-age=31536000, immutable/);
  });

  it('gives a folder of one kind one rule, and takes a mixed folder apart', () => {
    expect(
      cacheRules([
        'index.html',
        'favicon.ico',
        'about/index.html',
        'about/team/index.html',
        'og/about.png',
        'assets/a-1.js',
        'assets/a-1.js.br',
        '_headers',
      ]),
    ).toEqual([
      ['/', 'revalidate'],
      ['/favicon.ico', 'image'],
      ['/about', 'revalidate'],
      ['/about/*', 'revalidate'],
      ['/assets/*', 'immutable'],
      ['/og/*', 'image'],
    ]);
  });
});

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
