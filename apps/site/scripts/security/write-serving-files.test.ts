import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  headersForPath,
  readHeaderRules,
  readRedirectRules,
  redirectForPath,
} from '@lumenor/server/host-rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { precompress } from '../lib/files';
import { attributeOf, elementsOf, isElement, parseHtml } from '../lib/html';
import { findInlineContent, hashSource } from './inline-content';
import { headerPolicy } from './policy';
import { writeServingFiles } from './write-serving-files';

function page(context: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><script>setMode()</script><style>h1{color:${context === 'home' ? 'red' : 'blue'}}</style></head><body><h1>${context}</h1><script>window.__ctx=${JSON.stringify(context)}</script><script type="module" src="/islands/client-abc.js"></script></body></html>`;
}

let directory = '';

beforeEach(async () => {
  directory = await mkdtemp(path.join(tmpdir(), 'serving-files-'));
  await mkdir(path.join(directory, 'about'), { recursive: true });
  await mkdir(path.join(directory, 'assets'), { recursive: true });
  await writeFile(path.join(directory, 'index.html'), page('home'));
  await writeFile(path.join(directory, 'about', 'index.html'), page('about'));
  await writeFile(path.join(directory, '404.html'), page('not found'));
  await writeFile(
    path.join(directory, 'assets', 'entry-abc123.js'),
    'export const a = 1;\n'.repeat(200),
  );
});

afterEach(async () => {
  await rm(directory, { recursive: true, force: true });
});

describe('writeServingFiles', () => {
  const redirects = [
    { from: '/blog/category/ai-& technology', to: '/blog/category/ai-technology' },
    { from: '/blog/category/ai-&%20technology', to: '/blog/category/ai-technology' },
  ];

  it("puts each page's own policy first in its head, and the rest of the one policy in the header of every response", async () => {
    const summary = await writeServingFiles(directory, { redirects });
    const rules = await readHeaderRules(path.join(directory, '_headers'));
    for (const [file, context] of [
      ['index.html', 'home'],
      ['about/index.html', 'about'],
      ['404.html', 'not found'],
    ] as const) {
      const document = parseHtml(await readFile(path.join(directory, file), 'utf8'));
      const head = [...elementsOf(document)].find((element) => element.tagName === 'head');
      const [charset, meta] = (head?.childNodes ?? []).filter(isElement);
      expect(charset && attributeOf(charset, 'charset'), file).toBe('utf-8');
      expect(meta && attributeOf(meta, 'http-equiv'), file).toBe('Content-Security-Policy');
      const policy = (meta && attributeOf(meta, 'content')) ?? '';
      const inline = findInlineContent(parseHtml(page(context)));
      for (const text of [...inline.executableScripts, ...inline.styleElements]) {
        expect(policy, file).toContain(hashSource(text));
      }
      // Only its own inline code: the other pages' scripts are not allowed here.
      expect(policy, file).not.toContain(
        hashSource(`window.__ctx=${JSON.stringify(context === 'home' ? 'about' : 'home')}`),
      );
      expect(policy, file).not.toContain("'unsafe-inline'");
      expect(summary.longestPagePolicy).toBeGreaterThanOrEqual(policy.length);
    }
    for (const address of ['/', '/about', '/no/such/page', '/islands/client-abc.js']) {
      expect(headersForPath(rules, address).get('content-security-policy'), address).toBe(
        headerPolicy,
      );
    }
  });

  it('writes the policy once when run again over its own output', async () => {
    await writeServingFiles(directory, { redirects });
    await writeServingFiles(directory, { redirects });
    const html = await readFile(path.join(directory, 'about', 'index.html'), 'utf8');
    expect(html.match(/http-equiv="Content-Security-Policy"/g)).toHaveLength(1);
  });

  it('adds no rule for pages added within a section', async () => {
    const before = await writeServingFiles(directory, { redirects });
    for (let index = 0; index < 150; index += 1) {
      await mkdir(path.join(directory, 'about', `page-${index}`), { recursive: true });
      await writeFile(
        path.join(directory, 'about', `page-${index}`, 'index.html'),
        page(`page ${index}`),
      );
    }
    const after = await writeServingFiles(directory, { redirects });
    expect(after.pages).toBe(153);
    expect(after.headerRules).toBe(before.headerRules);
  });

  it('puts security headers on every path and gives each kind of file its own caching, once', async () => {
    await mkdir(path.join(directory, 'og'), { recursive: true });
    await mkdir(path.join(directory, 'te'), { recursive: true });
    for (const file of ['og/about.png', 'favicon.ico', 'robots.txt', 'sitemap.xml', 'rss.xml']) {
      await writeFile(path.join(directory, file), 'x');
    }
    await writeFile(path.join(directory, 'te', 'index.html'), page('te'));
    await writeFile(path.join(directory, 'te', 'rss.xml'), 'x');
    await writeFile(path.join(directory, 'assets', 'logo-abc123.svg'), '<svg/>');
    await mkdir(path.join(directory, 'islands'), { recursive: true });
    await writeFile(path.join(directory, 'islands', 'client-abc.js'), 'x');
    await writeServingFiles(directory, { redirects });
    const rules = await readHeaderRules(path.join(directory, '_headers'));
    const expected: Array<[string, string]> = [
      ['/assets/entry-abc123.js', 'public, max-age=31536000, immutable'],
      ['/assets/logo-abc123.svg', 'public, max-age=31536000, immutable'],
      ['/islands/client-abc.js', 'public, max-age=31536000, immutable'],
      ['/og/about.png', 'public, max-age=86400'],
      ['/favicon.ico', 'public, max-age=86400'],
      ['/', 'no-cache'],
      ['/about', 'no-cache'],
      ['/about/', 'no-cache'],
      ['/404.html', 'no-cache'],
      ['/te', 'no-cache'],
      ['/te/', 'no-cache'],
      ['/te/rss.xml', 'no-cache'],
      ['/rss.xml', 'no-cache'],
      ['/robots.txt', 'no-cache'],
      ['/sitemap.xml', 'no-cache'],
    ];
    for (const [address, cacheControl] of expected) {
      const headers = headersForPath(rules, address);
      expect(headers.get('cache-control'), address).toBe(cacheControl);
      expect(headers.get('x-content-type-options'), address).toBe('nosniff');
      expect(headers.get('strict-transport-security'), address).toMatch(/max-age=63072000/);
    }
  });

  it('writes the old addresses as redirects a static host can read, which the local server follows', async () => {
    const summary = await writeServingFiles(directory, { redirects });
    const text = await readFile(path.join(directory, '_redirects'), 'utf8');
    expect(text).toContain('/blog/category/ai-&%20technology /blog/category/ai-technology 301');
    expect(text).not.toContain('ai-& technology');
    // Only the old address, with and without a slash: a page's other spellings and the not-found
    // pages are the host's.
    expect(summary.redirects).toBe(2);
    const rules = await readRedirectRules(path.join(directory, '_redirects'));
    for (const sent of [
      '/blog/category/ai-&%20technology',
      '/blog/category/ai-%26%20technology',
      '/blog/category/ai-&%20technology/',
    ]) {
      expect(redirectForPath(rules, sent)?.to, sent).toBe('/blog/category/ai-technology');
    }
    expect(redirectForPath(rules, '/blog/category/ai-technology')).toBeUndefined();
  });

  it('adds no redirect for pages, however many', async () => {
    const before = await writeServingFiles(directory, { redirects });
    for (let index = 0; index < 50; index += 1) {
      await mkdir(path.join(directory, 'te', `page-${index}`), { recursive: true });
      await writeFile(path.join(directory, 'te', `page-${index}`, 'index.html'), page('te'));
    }
    await writeFile(path.join(directory, 'te', '404.html'), page('te not found'));
    const after = await writeServingFiles(directory, { redirects });
    expect(after.redirects).toBe(before.redirects);
  });

  it('refuses to write rules the host would drop', async () => {
    const many = Array.from({ length: 101 }, (_, index) => ({
      from: `/area-${index}/*`,
      to: '/',
    }));
    await expect(writeServingFiles(directory, { redirects: many })).rejects.toThrow(
      '101 dynamic rules',
    );
  });

  it('keeps the compressed copies and itself out of what Cloudflare uploads', async () => {
    await writeServingFiles(directory, { redirects });
    const ignored = await readFile(path.join(directory, '.assetsignore'), 'utf8');
    expect(ignored.split('\n')).toEqual(['*.br', '*.gz', '']);
    const rules = await readHeaderRules(path.join(directory, '_headers'));
    expect(rules.map((rule) => rule.for)).not.toContain('/.assetsignore');
  });
});

describe('precompress', () => {
  it('writes brotli and gzip variants that decompress to the original', async () => {
    await precompress(directory);
    const original = await readFile(path.join(directory, 'assets', 'entry-abc123.js'));
    const br = await readFile(path.join(directory, 'assets', 'entry-abc123.js.br'));
    const gz = await readFile(path.join(directory, 'assets', 'entry-abc123.js.gz'));
    expect(br.length).toBeLessThan(original.length);
    expect(brotliDecompressSync(br).equals(original)).toBe(true);
    expect(gunzipSync(gz).equals(original)).toBe(true);
  });
});
