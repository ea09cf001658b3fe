import { describe, expect, it } from 'vitest';
import { cacheControls, cacheKindOf, cacheRules } from './caching';

/** The caching the build writes into `_headers` (over the build: built-site/caching.test.ts). */
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
