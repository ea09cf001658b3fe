import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  headersForPath,
  parseHeadersFile,
  parseRedirectsFile,
  redirectForPath,
} from '../../server/static-host-rules.mjs';
import { findInlineContent, hashSource } from './inline-content';
import {
  precompress,
  requestPathsOf,
  withMetaPolicy,
  writeServingFiles,
} from './write-serving-files';

function page(context: string): string {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><script>setMode()</script></head><body><h1>${context}</h1><script>window.__ctx=${JSON.stringify(context)}</script><script type="module">import "/assets/entry.js";</script></body></html>`;
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

  it('gives each page a CSP with the hashes of exactly its own inline scripts', async () => {
    await writeServingFiles(directory, redirects);
    const rules = parseHeadersFile(await readFile(path.join(directory, '_headers'), 'utf8'));
    const about = headersForPath(rules, '/about').get('content-security-policy') ?? '';
    const home = headersForPath(rules, '/').get('content-security-policy') ?? '';
    for (const script of findInlineContent(page('about')).executableScripts) {
      expect(about).toContain(hashSource(script));
    }
    expect(about).not.toContain(hashSource('window.__ctx="home"'));
    expect(home).toContain(hashSource('window.__ctx="home"'));
    expect(headersForPath(rules, '/about/').get('content-security-policy')).toBe(about);
  });

  it('puts security headers on every path, immutable caching on assets, no-cache on pages', async () => {
    await writeServingFiles(directory, redirects);
    const rules = parseHeadersFile(await readFile(path.join(directory, '_headers'), 'utf8'));
    const asset = headersForPath(rules, '/assets/entry-abc123.js');
    expect(asset.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.get('x-content-type-options')).toBe('nosniff');
    expect(asset.has('content-security-policy')).toBe(false);
    const html = headersForPath(rules, '/about');
    expect(html.get('cache-control')).toBe('no-cache');
    expect(html.get('strict-transport-security')).toMatch(/max-age=63072000/);
    const unknown = headersForPath(rules, '/no/such/page');
    expect(unknown.get('x-frame-options')).toBe('DENY');
    expect(unknown.has('content-security-policy')).toBe(false);
  });

  it('gives 404.html a meta policy before its first script, for unknown paths', async () => {
    await writeServingFiles(directory, redirects);
    const html = await readFile(path.join(directory, '404.html'), 'utf8');
    const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
    expect(meta).toBeGreaterThan(-1);
    expect(meta).toBeLessThan(html.indexOf('<script'));
    expect(html).toContain(hashSource('window.__ctx="not found"'));
    expect(html).not.toContain('frame-ancestors');
  });

  it('writes the redirects a static host can read, which the local server follows', async () => {
    const summary = await writeServingFiles(directory, redirects);
    const text = await readFile(path.join(directory, '_redirects'), 'utf8');
    expect(text).toContain('/blog/category/ai-&%20technology /blog/category/ai-technology 301');
    expect(text).not.toContain('ai-& technology');
    expect(summary.redirects).toBe(1);
    const rules = parseRedirectsFile(text);
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
    const summary = await writeServingFiles(directory, redirects);
    const text = await readFile(path.join(directory, '_redirects'), 'utf8');
    const lines = text.split('\n').filter((line) => line && !line.startsWith('#'));
    // Old slugs first, then the category pages and their data as themselves, then the catch-all.
    expect(lines).toEqual([
      '/blog/category/ai-&%20technology /blog/category/ai-technology 301',
      '/blog/category/smart-cities.data /blog/category/smart-cities.data 200',
      '/blog/category/smart-cities /blog/category/smart-cities 200',
      '/blog/category/smart-cities/ /blog/category/smart-cities/ 200',
      '/blog/category/* /blog/category/404.html 404',
    ]);
    expect(summary.redirects).toBe(5);
    const rules = parseRedirectsFile(text);
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
    // Served at addresses whose header rules it cannot have: its policy travels with it.
    const html = await readFile(path.join(directory, 'blog', 'category', '404.html'), 'utf8');
    expect(html).toContain('<meta http-equiv="Content-Security-Policy"');
    expect(html).toContain(hashSource('window.__ctx="no articles"'));
  });

  it('writes no category catch-all when the build has no empty-category page', async () => {
    await writeServingFiles(directory, redirects);
    const text = await readFile(path.join(directory, '_redirects'), 'utf8');
    expect(text).not.toContain('/blog/category/*');
  });
});

describe('requestPathsOf', () => {
  it('maps prerendered files to the paths they answer', () => {
    expect(requestPathsOf('index.html')).toEqual(['/']);
    expect(requestPathsOf('blog/post-a/index.html')).toEqual(['/blog/post-a', '/blog/post-a/']);
    expect(requestPathsOf('404.html')).toEqual(['/404.html']);
  });
});

describe('withMetaPolicy', () => {
  it('fails loudly when there is no head to put the policy in', () => {
    expect(() => withMetaPolicy('<p>bare</p>', "default-src 'none'")).toThrow(/head/);
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
