import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  headersForPath,
  isHostConfigPath,
  isRewrite,
  notFoundPageFor,
  pageAt,
  readHeaderRules,
  readRedirectRules,
  redirectForPath,
} from './host-rules.mjs';

let directory: string;
beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), 'host-rules-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

let written = 0;
/** `lines` as a file of the temporary folder, for the parsers (they read files). */
async function fileOf(lines: string[]): Promise<string> {
  written += 1;
  const file = path.join(directory, `rules-${written}`);
  await writeFile(file, lines.join('\n'));
  return file;
}

describe('readHeaderRules and headersForPath (Netlify semantics)', () => {
  const lines = [
    '# comment',
    '/*',
    '  X-Frame-Options: DENY',
    '  Content-Security-Policy: default-src the-site',
    '',
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '/blog/:post',
    '  X-Robots-Tag: index',
    '/admin',
    '  ! Content-Security-Policy',
    '  Content-Security-Policy: default-src the-editor',
  ];

  it('applies every matching rule, a later rule replacing a header an earlier one set', async () => {
    const rules = await readHeaderRules(await fileOf(lines));
    const blog = headersForPath(rules, '/blog/hello');
    expect(blog.get('x-frame-options')).toBe('DENY');
    expect(blog.get('x-robots-tag')).toBe('index');
    expect(blog.get('content-security-policy')).toBe('default-src the-site');
    // Cloudflare's `! Name` line has no value: Netlify's parser passes over it.
    expect(headersForPath(rules, '/admin').get('content-security-policy')).toBe(
      'default-src the-editor',
    );
  });

  it('matches splats across segments, placeholders within one segment, with or without a trailing slash', async () => {
    const rules = await readHeaderRules(await fileOf(lines));
    expect(headersForPath(rules, '/assets/x/y.js').get('cache-control')).toMatch(/immutable/);
    expect(headersForPath(rules, '/blog/a/b').has('x-robots-tag')).toBe(false);
    expect(headersForPath(rules, '/blog/a/').get('x-robots-tag')).toBe('index');
    expect(headersForPath(rules, '/other').has('cache-control')).toBe(false);
  });

  it('refuses a header line outside a rule, naming the file', async () => {
    const file = await fileOf(['  X-Frame-Options: DENY']);
    await expect(readHeaderRules(file)).rejects.toThrow(file);
  });
});

describe('readRedirectRules and redirectForPath', () => {
  it('reads from, to and status, defaulting to 301, and matches the first rule', async () => {
    const rules = await readRedirectRules(await fileOf(['/old /new', '/gone/* /here 302']));
    expect(redirectForPath(rules, '/old')).toMatchObject({ to: '/new', status: 301 });
    expect(redirectForPath(rules, '/gone/a/b')).toMatchObject({ to: '/here', status: 302 });
    expect(redirectForPath(rules, '/new')).toBeUndefined();
  });

  it('matches a path as sent or percent-decoded', async () => {
    const rules = await readRedirectRules(await fileOf(['/a-&%20b /ab 301']));
    for (const sent of ['/a-&%20b', '/a-%26%20b', '/a-& b']) {
      expect(redirectForPath(rules, sent)?.to, sent).toBe('/ab');
    }
    expect(redirectForPath(rules, '/a-%zz')).toBeUndefined();
  });

  it('refuses lines that do not parse, and rules a static server cannot honour', async () => {
    for (const line of [
      '/only-one-field',
      '/a /b 418',
      // Cloudflare rejects 404 (a not-found page is its own handling: notFoundPageFor).
      '/docs/* /docs/404.html 404',
      '/a https://elsewhere.example/ 200',
      '/a /b 302 Country=in',
      '/a id=:id /b 301',
    ]) {
      await expect(readRedirectRules(await fileOf([line])), line).rejects.toThrow();
    }
  });

  it('reads a 200 line as a rewrite; the first matching line wins', async () => {
    const rules = await readRedirectRules(
      await fileOf(['/docs/known /docs/other 200', '/docs/* /new 303', '/old /new 308']),
    );
    const known = redirectForPath(rules, '/docs/known');
    const other = redirectForPath(rules, '/docs/unknown/page');
    const moved = redirectForPath(rules, '/old');
    expect(known).toMatchObject({ to: '/docs/other', status: 200 });
    expect(other).toMatchObject({ to: '/new', status: 303 });
    expect(moved).toMatchObject({ to: '/new', status: 308 });
    expect([known, other, moved].map((rule) => rule && isRewrite(rule))).toEqual([
      true,
      false,
      false,
    ]);
  });
});

describe('pageAt and notFoundPageFor (Cloudflare: drop-trailing-slash, 404-page)', () => {
  const files = new Set([
    'index.html',
    'about/index.html',
    'terms.html',
    '404.html',
    'te/index.html',
    'te/404.html',
    'te/blog/category/404.html',
    'robots.txt',
  ]);

  it('serves a page at its address with no slash, index or .html, and sends its other spellings there', () => {
    expect(pageAt('/', files)).toEqual({ file: 'index.html' });
    expect(pageAt('/about', files)).toEqual({ file: 'about/index.html' });
    expect(pageAt('/terms', files)).toEqual({ file: 'terms.html' });
    for (const [spelling, address] of [
      ['/index.html', '/'],
      ['/index', '/'],
      ['/about/', '/about'],
      ['/about/index.html', '/about'],
      ['/about/index', '/about'],
      ['/about.html', '/about'],
      ['/terms/', '/terms'],
      ['/terms.html', '/terms'],
      ['/te/', '/te'],
    ]) {
      expect(pageAt(String(spelling), files), spelling).toEqual({ redirect: address });
    }
  });

  it('serves any other file at its own path only, and nothing where there is nothing', () => {
    expect(pageAt('/robots.txt', files)).toEqual({ file: 'robots.txt' });
    for (const nothing of ['/robots.txt/', '/robots', '/About', '/no/such', '/te/no-such/']) {
      expect(pageAt(nothing, files), nothing).toBeUndefined();
    }
  });

  it('finds the 404.html nearest to an unknown path, up to the root', () => {
    expect(notFoundPageFor('/no/such', files)).toBe('404.html');
    expect(notFoundPageFor('/te', files)).toBe('404.html');
    expect(notFoundPageFor('/te/', files)).toBe('te/404.html');
    expect(notFoundPageFor('/te/no/such/page', files)).toBe('te/404.html');
    expect(notFoundPageFor('/te/blog/category/a/b', files)).toBe('te/blog/category/404.html');
    expect(notFoundPageFor('/x', new Set<string>())).toBeUndefined();
  });
});

describe('isHostConfigPath', () => {
  it('names the host configuration files under every spelling a client or file system folds', () => {
    for (const spelling of [
      '/_headers',
      '/_headers/',
      '/%5fheaders',
      '/%5Fheaders',
      '/_header%73',
      '/_HEADERS',
      '/_headers.',
      '/_headers%20',
      '/_headers//',
      '/x/../_headers',
      '\\_headers',
      '/_redirects',
      '/_redirects/',
      '/%5Fredirects',
      '/_ReDiReCtS',
    ]) {
      expect(isHostConfigPath(spelling), spelling).toBe(true);
    }
  });

  it('leaves other paths alone', () => {
    for (const path of [
      '/',
      '/_headersx',
      '/blog/_headers',
      '/headers',
      '/%zz',
      '/_redirects.html',
    ]) {
      expect(isHostConfigPath(path), path).toBe(false);
    }
  });
});
