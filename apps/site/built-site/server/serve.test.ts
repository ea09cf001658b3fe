import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { type HeaderRule, headersForPath, readHeaderRules } from '@lumenor/server/host-rules';
import { type RunningServer, startServer } from '@lumenor/server/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/lib/files';
import { cacheControls, cacheKindOf } from '../../scripts/security/caching';
import { clientDirectory, requireBuild } from '../built-site';
import { type RawAnswer, type RawOptions, rawRequest } from './raw-client';

/**
 * The production server (@lumenor/server's serve.mjs) over the real build, request by request: what it
 * answers to malformed targets, methods, ranges, conditional requests and encodings, and that
 * every answer carries the headers of the build's `_headers`. turbo builds the site before its
 * tests; run `pnpm --filter @lumenor/site run build` first when calling vitest by hand.
 */

requireBuild('_headers');

describe('the production server', () => {
  let server: RunningServer;
  let port: number;
  let rules: HeaderRule[] = [];
  let siteWide = new Map<string, string>();

  const get = (target: string, options?: RawOptions) =>
    rawRequest(port, `GET ${target} HTTP/1.1`, options);

  /** The site-wide headers of `_headers` are on the answer, with their values. */
  function expectSiteWideHeaders(answer: RawAnswer, what: string) {
    expect(siteWide.size, 'the `/*` rule of _headers has headers').toBeGreaterThan(0);
    for (const [name, value] of siteWide) {
      expect(answer.headers.get(name), `${what}: ${name}`).toBe(value);
    }
  }

  async function expectStillServing() {
    expect((await get('/')).status).toBe(200);
  }

  beforeAll(async () => {
    rules = await readHeaderRules(path.join(clientDirectory, '_headers'));
    siteWide = headersForPath(
      rules.filter((rule) => rule.for === '/*'),
      '/',
    );
    server = await startServer(clientDirectory, { PORT: '0' });
    port = Number(new URL(server.url).port);
  });

  afterAll(async () => {
    await server?.stop();
  });

  it('answers malformed request targets 400 (or 404 for a name no file has) and keeps serving', async () => {
    const targets: Array<[target: string, status: number]> = [
      ['//', 400],
      ['///', 400],
      ['/\\', 400],
      ['http://', 400],
      ['//%zz/', 400],
      ['//a:b/', 400],
      ['//[::1]:99999/', 400],
      ['%zz', 400],
      ['/%zz', 400],
      ['*', 400],
      ['http:///about', 400],
      ['http://user@example.com/', 400],
      ['/../../etc/passwd', 400],
      ['/%2e%2e/%2e%2e/etc/passwd', 400],
      ['/assets/..%2f..%2fpackage.json', 404],
      ['/./about', 400],
      ['/about/../about', 400],
      ['/about//', 400],
      ['/%00', 400],
      ['/about%00.html', 400],
      ['/%5C..%5C..%5Cetc%5Cpasswd', 400],
      // Longer than any path a file system holds: no file has that name.
      [`/${'a/'.repeat(3_000)}`, 404],
      [`/${'d'.repeat(9_000)}`, 414],
      [`/${'c'.repeat(20_000)}`, 431],
    ];
    for (const [target, status] of targets) {
      const answer = await get(target);
      expect(answer.status, target.slice(0, 60)).toBe(status);
      expectSiteWideHeaders(answer, target.slice(0, 60));
      expect(answer.headers.get('cache-control'), target.slice(0, 60)).not.toMatch(/immutable/);
      expect(answer.headers.get('content-type'), target.slice(0, 60)).toMatch(/^text\//);
    }
    await expectStillServing();
  });

  it('never redirects to another host from an index variant', async () => {
    for (const target of [
      '///evil.example/index.html',
      '/\\evil.example/index.html',
      '/%5C%5Cevil.example/index.html',
      '//evil.example/index',
    ]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(400);
      expect(answer.headers.has('location'), target).toBe(false);
    }
    const encoded = await get('/%2F%2Fevil.example/index.html');
    expect(encoded.headers.get('location') ?? '/', 'an encoded slash stays a path').toMatch(
      /^\/(?!\/)/,
    );
  });

  it('answers a path with a segment over 255 bytes (no file can have that name) with the not-found page', async () => {
    const notFound = readFileSync(path.join(clientDirectory, '404.html'));
    for (const target of [
      `/${'a'.repeat(256)}`,
      `/${'a'.repeat(5_000)}`,
      `/${'b'.repeat(3_000)}/`,
      `/about/${'%C3%A9'.repeat(128)}`,
    ]) {
      const answer = await get(target);
      expect(answer.status, target.slice(0, 60)).toBe(404);
      expect(answer.body.equals(notFound), target.slice(0, 60)).toBe(true);
      expectSiteWideHeaders(answer, target.slice(0, 60));
    }
  });

  describe('the request line and Host (RFC 9112 §3)', () => {
    it('answers an HTTP/1.1 request without Host, with two, or with one that is no host 400, with the site-wide headers', async () => {
      const cases: Array<[string, string[]]> = [
        ['no Host', []],
        ['no Host, keep-alive (the answer closes the connection)', ['Connection: keep-alive']],
        ['two Hosts', ['Host: 127.0.0.1', 'Host: example.com']],
        ['Host: a b', ['Host: a b']],
        ['Host: a/b', ['Host: a/b']],
        ['Host: a@b', ['Host: a@b']],
      ];
      for (const [what, headers] of cases) {
        const answer = await rawRequest(port, 'GET / HTTP/1.1', { headers, omitHost: true });
        expect(answer.status, what).toBe(400);
        expect(answer.headers.get('content-type'), what).toBe('text/plain; charset=utf-8');
        expectSiteWideHeaders(answer, what);
      }
      for (const host of ['127.0.0.1', 'example.com:8080', '[::1]:4173', 'xn--d1acufc.xn--p1ai']) {
        expect((await get('/', { headers: [`Host: ${host}`] })).status, host).toBe(200);
      }
      const http10 = await rawRequest(port, 'GET / HTTP/1.0', { omitHost: true });
      expect(http10.status, 'HTTP/1.0 may leave Host out').toBe(200);
    });

    it('accepts an absolute-form target as the path it names (§3.2.2)', async () => {
      const page = readFileSync(path.join(clientDirectory, 'about', 'index.html'));
      for (const target of [
        `http://127.0.0.1:${port}/about`,
        'http://example.com/about',
        'HTTPS://example.com/about?x=1',
      ]) {
        const answer = await get(target);
        expect(answer.status, target).toBe(200);
        expect(answer.body.equals(page), target).toBe(true);
      }
      const redirected = await get('http://example.com/about/index.html?x=1');
      expect(redirected.status).toBe(307);
      expect(redirected.headers.get('location')).toBe('/about?x=1');
      expect((await get('http://example.com')).status).toBe(200);
    });

    it('answers an expectation other than 100-continue 417 with the site-wide headers', async () => {
      const answer = await get('/', { headers: ['Expect: foo'] });
      expect(answer.status).toBe(417);
      expectSiteWideHeaders(answer, 'Expect: foo');
      expect((await get('/robots.txt', { headers: ['Expect: 100-continue'] })).status).toBe(200);
    });

    it('answers a GET that announces a body it never sends once, then closes the connection', async () => {
      for (const announced of ['Content-Length: 5', 'Transfer-Encoding: chunked']) {
        const answer = await get('/robots.txt', {
          headers: ['Connection: keep-alive', announced],
          timeoutMs: 5_000,
        });
        expect(answer.status, announced).toBe(200);
        expect(answer.headers.get('connection'), announced).toBe('close');
        expect(answer.ms, `${announced}: closed right after the answer`).toBeLessThan(3_000);
        expect(answer.body.toString('latin1'), `${announced}: no second answer`).not.toMatch(
          /HTTP\/1\.1 \d{3}/,
        );
      }
      const sent = await get('/robots.txt', { headers: ['Content-Length: 5'], body: 'hello' });
      expect(sent.status).toBe(200);
    });
  });

  it('allows only GET and HEAD: 405 with Allow for every other method', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'PROPFIND']) {
      const answer = await rawRequest(port, `${method} / HTTP/1.1`, {
        headers: ['Content-Length: 5'],
        body: 'hello',
      });
      expect(answer.status, method).toBe(405);
      expect(answer.headers.get('allow'), method).toBe('GET, HEAD');
      expectSiteWideHeaders(answer, method);
    }
    const star = await rawRequest(port, 'OPTIONS * HTTP/1.1');
    expect(star.status).toBe(405);
    const head = await rawRequest(port, 'HEAD /about HTTP/1.1');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    await expectStillServing();
  });

  describe('ranges (RFC 9110 §14)', () => {
    const robots = readFileSync(path.join(clientDirectory, 'robots.txt'));

    it('answers an unsatisfiable range 416 with the length, and keeps serving', async () => {
      for (const range of ['bytes=50-10', `bytes=${robots.length}-`, 'bytes=-0']) {
        const answer = await get('/robots.txt', { headers: [`Range: ${range}`] });
        expect(answer.status, range).toBe(416);
        expect(answer.headers.get('content-range'), range).toBe(`bytes */${robots.length}`);
        expectSiteWideHeaders(answer, range);
      }
      await expectStillServing();
    });

    it('serves a suffix range, a one-byte range and an open range as 206', async () => {
      const cases: Array<[string, number, number]> = [
        ['bytes=-10', robots.length - 10, robots.length - 1],
        ['bytes=0-0', 0, 0],
        ['bytes=5-', 5, robots.length - 1],
      ];
      for (const [range, first, last] of cases) {
        const answer = await get('/robots.txt', { headers: [`Range: ${range}`] });
        expect(answer.status, range).toBe(206);
        expect(answer.headers.get('content-range'), range).toBe(
          `bytes ${first}-${last}/${robots.length}`,
        );
        expect(answer.body.equals(robots.subarray(first, last + 1)), range).toBe(true);
      }
    });

    it('ignores a Range it cannot parse or an unknown unit: 200 with the whole file', async () => {
      for (const range of ['bytes=abc', 'bytes=', 'bytes=1-2-3', 'items=0-1', 'bytes=--1']) {
        const answer = await get('/robots.txt', { headers: [`Range: ${range}`] });
        expect(answer.status, range).toBe(200);
        expect(answer.body.equals(robots), range).toBe(true);
      }
    });
  });

  describe('conditional requests', () => {
    it('answers If-None-Match with *, a list holding the ETag, or the ETag 304, keeping ETag and Vary', async () => {
      const first = await get('/', { headers: ['Accept-Encoding: br'] });
      const etag = String(first.headers.get('etag'));
      expect(etag).toMatch(/"/);
      for (const condition of ['*', `"nope", ${etag}`, etag, etag.replace(/^W\//, '')]) {
        const answer = await get('/', {
          headers: ['Accept-Encoding: br', `If-None-Match: ${condition}`],
        });
        expect(answer.status, condition).toBe(304);
        expect(answer.body.length, condition).toBe(0);
        expect(answer.headers.get('etag'), condition).toBe(etag);
        expect(answer.headers.get('vary'), condition).toMatch(/accept-encoding/i);
        expect(answer.headers.get('content-security-policy'), condition).toBe(
          headersForPath(rules, '/').get('content-security-policy'),
        );
        expectSiteWideHeaders(answer, condition);
      }
      const other = await get('/', { headers: ['Accept-Encoding: br', 'If-None-Match: "nope"'] });
      expect(other.status).toBe(200);
    });

    it('answers If-Modified-Since 304 and a failed If-Match 412', async () => {
      const first = await get('/robots.txt');
      const modified = String(first.headers.get('last-modified'));
      expect(
        (await get('/robots.txt', { headers: [`If-Modified-Since: ${modified}`] })).status,
      ).toBe(304);
      expect((await get('/robots.txt', { headers: ['If-Match: "nope"'] })).status).toBe(412);
    });
  });

  describe('precompressed files', () => {
    const html = readFileSync(path.join(clientDirectory, 'index.html'));

    it('honours q-values: br;q=0 never gets brotli', async () => {
      const cases: Array<[string, string | undefined]> = [
        ['br, gzip', 'br'],
        ['br;q=0, gzip', 'gzip'],
        ['br;q=0', undefined],
        ['gzip;q=0.5, br;q=0.8', 'br'],
        ['br;q=0.1, gzip', 'gzip'],
        ['br;q=0, *', 'gzip'],
        ['identity', undefined],
        ['gzip;q=0, br;q=0, *;q=0', undefined],
      ];
      for (const [accept, encoding] of cases) {
        const answer = await get('/', { headers: [`Accept-Encoding: ${accept}`] });
        expect(answer.status, accept).toBe(200);
        expect(answer.headers.get('content-encoding'), accept).toBe(encoding);
        expect(answer.headers.get('content-type'), accept).toBe('text/html; charset=utf-8');
        expect(answer.headers.get('vary'), accept).toMatch(/accept-encoding/i);
        const body =
          encoding === 'br'
            ? brotliDecompressSync(answer.body)
            : encoding === 'gzip'
              ? gunzipSync(answer.body)
              : answer.body;
        expect(body.equals(html), accept).toBe(true);
      }
    });

    it('does not serve the .br and .gz copies as URLs of their own', async () => {
      for (const target of ['/index.html.br', '/index.html.gz', '/robots.txt.gz']) {
        expect((await get(target, { headers: ['Accept-Encoding: br, gzip'] })).status, target).toBe(
          404,
        );
      }
    });
  });

  it('gives every file type of the build a Content-Type, compressed variants their own type', async () => {
    const expected: Record<string, RegExp> = {
      html: /^text\/html; charset=utf-8$/,
      css: /^text\/css; charset=utf-8$/,
      js: /^(application|text)\/javascript; charset=utf-8$/,
      svg: /^image\/svg\+xml/,
      png: /^image\/png$/,
      ico: /^image\/(vnd\.microsoft\.icon|x-icon)$/,
      xml: /^(application|text)\/(rss\+|atom\+)?xml/,
      txt: /^text\/plain; charset=utf-8$/,
      webmanifest: /^application\/manifest\+json/,
      json: /^application\/json; charset=utf-8$/,
      woff2: /^font\/woff2$/,
      data: /^text\/x-script$/,
      // The editor at /admin: its configuration and Decap CMS's WebAssembly.
      yml: /^(text|application)\/(x-)?yaml/,
      wasm: /^application\/wasm$/,
    };
    const files = (await listFiles(clientDirectory)).filter(
      (file) => !/^[_.]/.test(file) && !/\.(br|gz)$/.test(file),
    );
    const extensions = new Set(files.map((file) => path.extname(file).slice(1)));
    for (const extension of extensions) {
      expect(expected[extension], `a Content-Type is expected for .${extension}`).toBeDefined();
      const file = files.find((name) => name.endsWith(`.${extension}`) && name !== '404.html');
      if (!file || file.endsWith('index.html')) continue;
      for (const accept of ['identity', 'br', 'gzip']) {
        const answer = await get(`/${file}`, { headers: [`Accept-Encoding: ${accept}`] });
        expect(answer.status, file).toBe(200);
        expect(answer.headers.get('content-type'), `${file} (${accept})`).toMatch(
          expected[extension] ?? /./,
        );
        const compressed = existsSync(
          path.join(clientDirectory, `${file}.${accept === 'gzip' ? 'gz' : accept}`),
        );
        expect(answer.headers.get('content-encoding'), `${file} (${accept})`).toBe(
          compressed && accept !== 'identity' ? accept : undefined,
        );
        expect(answer.headers.get('x-content-type-options'), file).toBe('nosniff');
      }
    }
  });

  describe('headers on every kind of answer', () => {
    it('a page carries its own policy and caching from _headers', async () => {
      for (const target of ['/', '/about', '/contact']) {
        const answer = await get(target, { headers: ['Accept-Encoding: gzip'] });
        expect(answer.status, target).toBe(200);
        const own = headersForPath(rules, target);
        expect(
          own.get('content-security-policy'),
          `_headers has a policy for ${target}`,
        ).toBeDefined();
        for (const [name, value] of own)
          expect(answer.headers.get(name), `${target}: ${name}`).toBe(value);
      }
    });

    it('pages, feeds, robots.txt and sitemap.xml are revalidated, images kept a day, hashed files a year', async () => {
      const files = await listFiles(clientDirectory);
      const first = (pattern: RegExp) => {
        const file = files.find((name) => pattern.test(name));
        expect(file, `the build has a file like ${pattern}`).toBeDefined();
        return String(file);
      };
      const cases: Array<[target: string, file: string]> = [
        ['/', 'index.html'],
        ['/about', 'about/index.html'],
        ['/te/contact', 'te/contact/index.html'],
        ['/rss.xml', 'rss.xml'],
        ['/te/atom.xml', 'te/atom.xml'],
        ['/robots.txt', 'robots.txt'],
        ['/sitemap.xml', 'sitemap.xml'],
        ...[/^og\/.+\.png$/, /^images\/.+\.svg$/, /^favicon\.ico$/, /^islands\/.+\.js$/].map(
          (pattern): [string, string] => {
            const file = first(pattern);
            return [`/${file}`, file];
          },
        ),
      ];
      for (const [target, file] of cases) {
        for (const extra of [[], ['Accept-Encoding: br, gzip']]) {
          const answer = await get(target, { headers: extra });
          expect(answer.status, target).toBe(200);
          expect(answer.headers.get('cache-control'), target).toBe(
            cacheControls[cacheKindOf(file)],
          );
        }
      }
      expect(cacheKindOf('index.html')).toBe('revalidate');
      expect(cacheKindOf(first(/^og\/.+\.png$/))).toBe('image');
      const notFound = await get('/no-such-page');
      expect(notFound.headers.get('cache-control')).toBe(cacheControls.revalidate);
    });

    it('R/, R/index.html and R/index send browsers to R (307, as the host), with the site-wide headers', async () => {
      for (const [target, location] of [
        ['/about/index.html', '/about'],
        ['/about/index', '/about'],
        ['/index.html', '/'],
        ['/about/index.html?x=1', '/about?x=1'],
        ['/about/', '/about'],
      ]) {
        const answer = await get(String(target));
        expect(answer.status, target).toBe(307);
        expect(answer.headers.get('location'), target).toBe(location);
        expectSiteWideHeaders(answer, String(target));
      }
    });

    // Spellings: built-site/addresses.test.ts; the host's answers: built-site/host-answers.test.ts.
    it('R/index.html and R/index of an R that does not exist are 404, not a redirect', async () => {
      for (const target of [
        '/nonexistent/index.html',
        '/nonexistent/index',
        '/te/nonexistent/index.html',
        '/blog/category/nonexistent/index',
        '/foo%3Fbar/index',
        '/foo%23bar/index.html',
      ]) {
        const answer = await get(target);
        expect(answer.status, target).toBe(404);
        expect(answer.headers.has('location'), target).toBe(false);
      }
    });

    it('an unknown path is 404 with the not-found page, its policy, and never cached as immutable', async () => {
      const notFound = readFileSync(path.join(clientDirectory, '404.html'));
      const ownHeaders = headersForPath(rules, '/404.html');
      for (const target of [
        '/no-such-page',
        '/assets/no-such-chunk.js',
        '/about/x',
        '/about/index.htm',
      ]) {
        const answer = await get(target);
        expect(answer.status, target).toBe(404);
        expect(answer.body.equals(notFound), target).toBe(true);
        expect(answer.headers.get('content-type'), target).toBe('text/html; charset=utf-8');
        expect(answer.headers.get('cache-control'), target).not.toMatch(/immutable|max-age=[1-9]/);
        expect(answer.headers.get('content-security-policy'), target).toBe(
          ownHeaders.get('content-security-policy'),
        );
        expectSiteWideHeaders(answer, target);
      }
      const compressed = await get('/no-such-page', { headers: ['Accept-Encoding: br;q=0, gzip'] });
      expect(compressed.headers.get('content-encoding')).toBe('gzip');
      expect(gunzipSync(compressed.body).equals(notFound)).toBe(true);
      const head = await rawRequest(port, 'HEAD /no-such-page HTTP/1.1');
      expect(head.status).toBe(404);
      expect(head.body.length).toBe(0);
    });

    it('a hashed asset is cached for a year; 400, 405, 416 and 431 answers carry the site-wide headers', async () => {
      // The pages' scripts: the islands, hashed like everything under /assets/.
      const asset = (await listFiles(path.join(clientDirectory, 'islands'))).find((file) =>
        file.endsWith('.js'),
      );
      const answer = await get(`/islands/${asset}`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe(
        headersForPath(rules, `/islands/${asset}`).get('cache-control'),
      );
      const tooLarge = await get('/', { headers: [`X-Filler: ${'a'.repeat(20_000)}`] });
      expect(tooLarge.status).toBe(431);
      expectSiteWideHeaders(tooLarge, '431');
      const garbage = await rawRequest(port, 'GET / HTTP/9.9\x01');
      expect(garbage.status).toBe(400);
      expectSiteWideHeaders(garbage, 'unparsable request line');
    });
  });

  it('never serves the host configuration files, under any spelling', async () => {
    for (const target of [
      '/_headers',
      '/_headers/',
      '/%5fheaders',
      '/%5Fheaders',
      '/_header%73',
      '/_HEADERS',
      '/_Headers',
      '/_headers.',
      '/_headers%20',
      '/_headers?download',
      '/_redirects',
      '/_redirects/',
      '/%5Fredirects',
      '/%5f%72edirects',
      '/_REDIRECTS',
    ]) {
      const answer = await get(target, { headers: ['Accept-Encoding: br, gzip'] });
      expect([400, 404], target).toContain(answer.status);
      expect(answer.body.toString('latin1'), target).not.toMatch(/Strict-Transport-Security: max/);
      expect(answer.body.toString('latin1'), target).not.toMatch(/ 301\n/);
    }
  });
});
