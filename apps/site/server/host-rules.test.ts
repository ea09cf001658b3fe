import { describe, expect, it } from 'vitest';
import {
  headersForPath,
  isHostConfigPath,
  isRewrite,
  parseHeadersFile,
  parseRedirectsFile,
  redirectForPath,
} from '../../server/static-host-rules.mjs';

describe('parseHeadersFile and headersForPath (Netlify / Cloudflare Pages semantics)', () => {
  const rules = parseHeadersFile(
    [
      '# comment',
      '/*',
      '  X-Frame-Options: DENY',
      '  Link: </a.css>; rel=preload',
      '',
      '/assets/*',
      '  Cache-Control: public, max-age=31536000, immutable',
      '/blog/:post',
      '  X-Robots-Tag: index',
      '  Link: </b.css>; rel=preload',
    ].join('\n'),
  );

  it('applies every matching rule and joins a repeated header with a comma', () => {
    const headers = headersForPath(rules, '/blog/hello');
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-robots-tag')).toBe('index');
    expect(headers.get('link')).toBe('</a.css>; rel=preload, </b.css>; rel=preload');
  });

  it('matches splats across segments and placeholders within one segment only', () => {
    expect(headersForPath(rules, '/assets/x/y.js').get('cache-control')).toMatch(/immutable/);
    expect(headersForPath(rules, '/blog/a/b').has('x-robots-tag')).toBe(false);
    expect(headersForPath(rules, '/assetsx').has('cache-control')).toBe(false);
  });

  it('rejects a header line outside a rule', () => {
    expect(() => parseHeadersFile('  X-Frame-Options: DENY')).toThrow(/line 1/);
  });
});

describe('parseRedirectsFile and redirectForPath', () => {
  it('reads from, to and status, defaulting to 301, and matches the first rule', () => {
    const rules = parseRedirectsFile('/old /new\n/gone/* /here 302\n');
    expect(redirectForPath(rules, '/old')).toMatchObject({ to: '/new', status: 301 });
    expect(redirectForPath(rules, '/gone/a/b')).toMatchObject({ to: '/here', status: 302 });
    expect(redirectForPath(rules, '/new')).toBeUndefined();
  });

  it('rejects malformed lines', () => {
    expect(() => parseRedirectsFile('/only-one-field')).toThrow(/line 1/);
    expect(() => parseRedirectsFile('/a /b 418')).toThrow(/line 1/);
    expect(() => parseRedirectsFile('/a /b 404 extra')).toThrow(/line 1/);
  });

  it('reads 200 and 404 lines as rewrites; the first matching line wins', () => {
    const rules = parseRedirectsFile(
      ['/docs/known /docs/known 200', '/docs/* /docs/404.html 404', '/old /new 308'].join('\n'),
    );
    const known = redirectForPath(rules, '/docs/known');
    const unknown = redirectForPath(rules, '/docs/unknown/page');
    const moved = redirectForPath(rules, '/old');
    expect(known).toMatchObject({ to: '/docs/known', status: 200 });
    expect(unknown).toMatchObject({ to: '/docs/404.html', status: 404 });
    expect(moved).toMatchObject({ to: '/new', status: 308 });
    expect([known, unknown, moved].map((rule) => rule && isRewrite(rule))).toEqual([
      true,
      true,
      false,
    ]);
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
