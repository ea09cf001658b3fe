import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  headersForPath,
  readHeaderRules,
  readRedirectRules,
  redirectForPath,
} from '../../server/host-rules.mjs';
import { precompress } from '../lib/files';
import { parseHtml } from '../lib/html';
import { findInlineContent, hashSource } from './inline-content';
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

  it('gives every response one policy that allows the inline scripts and styles of every page', async () => {
    const summary = await writeServingFiles(directory, { redirects });
    const rules = await readHeaderRules(path.join(directory, '_headers'));
    const policy = headersForPath(rules, '/about').get('content-security-policy') ?? '';
    for (const context of ['home', 'about', 'not found']) {
      const inline = findInlineContent(parseHtml(page(context)));
      for (const script of inline.executableScripts) expect(policy).toContain(hashSource(script));
      for (const style of inline.styleElements) expect(policy).toContain(hashSource(style));
    }
    expect(policy).not.toContain("'unsafe-inline'");
    for (const path of ['/', '/about/', '/no/such/page', '/islands/client-abc.js']) {
      expect(headersForPath(rules, path).get('content-security-policy'), path).toBe(policy);
    }
    expect(summary.policyLength).toBe(policy.length);
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

  it('writes the redirects a static host can read, which the local server follows', async () => {
    const summary = await writeServingFiles(directory, { redirects });
    const text = await readFile(path.join(directory, '_redirects'), 'utf8');
    expect(text).toContain('/blog/category/ai-&%20technology /blog/category/ai-technology 301');
    expect(text).not.toContain('ai-& technology');
    // The old slug, and `index.html` and `index` of the two pages.
    expect(summary.redirects).toBe(5);
    const rules = await readRedirectRules(path.join(directory, '_redirects'));
    for (const sent of ['/blog/category/ai-&%20technology', '/blog/category/ai-%26%20technology']) {
      expect(redirectForPath(rules, sent)?.to, sent).toBe('/blog/category/ai-technology');
    }
    expect(redirectForPath(rules, '/blog/category/ai-technology')).toBeUndefined();
  });

  it('serves every category address without a page "No articles found" with status 404', async () => {
    await mkdir(path.join(directory, 'blog', 'category', 'smart-cities'), { recursive: true });
    await writeFile(
      path.join(directory, 'blog', 'category', 'smart-cities', 'index.html'),
      page('smart cities'),
    );
    await writeFile(path.join(directory, 'blog', 'category', 'smart-cities.data'), '[]');
    await writeFile(path.join(directory, 'blog', 'category', '404.html'), page('no articles'));
    await writeFile(path.join(directory, 'blog', 'category', '404.data'), '[]');
    const summary = await writeServingFiles(directory, { redirects });
    const text = await readFile(path.join(directory, '_redirects'), 'utf8');
    const lines = text.split('\n').filter((line) => line && !line.startsWith('#'));
    // Old slugs first, then the category pages and their data as themselves, then the catch-all.
    expect(lines.filter((line) => !/\/index(\.html)? /.test(line))).toEqual([
      '/blog/category/ai-&%20technology /blog/category/ai-technology 301',
      '/blog/category/smart-cities.data /blog/category/smart-cities.data 200',
      '/blog/category/smart-cities /blog/category/smart-cities 200',
      '/blog/category/smart-cities/ /blog/category/smart-cities/ 200',
      '/blog/category/* /blog/category/404.html 404',
    ]);
    expect(summary.redirects).toBe(lines.length);
    const rules = await readRedirectRules(path.join(directory, '_redirects'));
    expect(redirectForPath(rules, '/blog/category/ai-&%20technology')?.status).toBe(301);
    expect(redirectForPath(rules, '/blog/category/smart-cities')?.status).toBe(200);
    expect(redirectForPath(rules, '/blog/category/smart-cities/')?.status).toBe(200);
    for (const unknown of ['/blog/category/future-trends', '/blog/category/no/such']) {
      expect(redirectForPath(rules, unknown), unknown).toMatchObject({
        to: '/blog/category/404.html',
        status: 404,
      });
    }
    expect(redirectForPath(rules, '/blog/no-such-post')).toBeUndefined();
    // Served at other addresses: the site-wide policy on `/*` covers its inline script.
    const headers = await readHeaderRules(path.join(directory, '_headers'));
    expect(
      headersForPath(headers, '/blog/category/no/such').get('content-security-policy'),
    ).toContain(hashSource('window.__ctx="no articles"'));
  });

  it('sends R/index.html and R/index to R for every page, ahead of the not-found areas, and only where R exists', async () => {
    await mkdir(path.join(directory, 'te', 'contact'), { recursive: true });
    await writeFile(path.join(directory, 'te', 'index.html'), page('te home'));
    await writeFile(path.join(directory, 'te', 'contact', 'index.html'), page('te contact'));
    await writeFile(path.join(directory, 'te', '404.html'), page('te not found'));
    await writeServingFiles(directory, { redirects });
    const rules = await readRedirectRules(path.join(directory, '_redirects'));
    for (const [sent, to] of [
      ['/index.html', '/'],
      ['/index', '/'],
      ['/about/index.html', '/about'],
      ['/about/index', '/about'],
      ['/abou%74/index.html', '/about'],
      ['/te/index', '/te'],
      ['/te/index.html', '/te'],
      ['/te/contact/index.html', '/te/contact'],
      ['/te/contact/index', '/te/contact'],
    ]) {
      expect(redirectForPath(rules, String(sent)), sent).toMatchObject({ to, status: 301 });
    }
    expect(redirectForPath(rules, '/nonexistent/index.html')).toBeUndefined();
    expect(redirectForPath(rules, '/foo%3Fbar/index')).toBeUndefined();
    expect(redirectForPath(rules, '/te/nonexistent/index.html')).toMatchObject({ status: 404 });
  });

  it('writes no category catch-all when the build has no empty-category page', async () => {
    await writeServingFiles(directory, { redirects });
    const text = await readFile(path.join(directory, '_redirects'), 'utf8');
    expect(text).not.toContain('/blog/category/*');
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
