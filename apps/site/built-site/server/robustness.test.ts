import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import net from 'node:net';
import { type RunningServer, startServer } from '@lumenor/server/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../../scripts/lib/files';
import { clientDirectory, requireBuild } from '../built-site';
import { exchange, parseAnswer, rawRequest } from './raw-client';

/**
 * The production server as the open internet meets it, on 127.0.0.1 only and bounded in time:
 * a corpus of hostile requests over raw sockets, slow clients, clients that go away mid-request
 * or mid-response, then a short load with early disconnects. Afterwards the server must still
 * answer, hold no more file descriptors than before, and use about the same memory.
 * Needs the build (turbo builds the site before its tests).
 */

const loadRequests = 2_000;
const loadConcurrency = 50;
/** One load request in this many goes away early. */
const disconnectEvery = 8;
/** Descriptors the server may hold beyond its baseline once every client has gone. */
const descriptorSlack = 2;
/**
 * Resident memory the server may gain over the run. V8 grows its heap's capacity under a burst
 * and gives it back lazily: measured on this server, the heap in use stays about 30 MiB while
 * the heap reserved grows by some 30 MiB per 2,000 requests for the first 8,000, then levels off.
 * The bound is above that growth and far below what a leak of a response per request would add.
 */
const memorySlackBytes = 128 * 1024 * 1024;

/** Answers that are a refusal or a success; 0 (no answer) and 5xx are failures. */
const acceptable = new Set([200, 206, 301, 304, 307, 400, 404, 405, 408, 412, 414, 416, 431]);

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;

/** The corpus: [request head (CRLF-joined lines, without the final blank line), body?]. */
function hostileCorpus(asset: string): Array<[string, string?]> {
  const get = (target: string, ...headers: string[]) =>
    [`GET ${target} HTTP/1.1`, 'Host: 127.0.0.1', 'Connection: close', ...headers].join('\r\n');
  return [
    // Request targets that killed the old server, and relatives.
    ...[
      '//',
      '///',
      '/\\',
      'http://',
      '//%zz/',
      '//a:b/',
      '//[::1]:99999/',
      '%zz',
      '/%zz',
      '/%',
      '/%%32%65',
      '/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd',
      '/%252e%252e/%252e%252e/etc/passwd',
      '/../../../../etc/passwd',
      '/..%2f..%2f..%2fetc/passwd',
      '/%2e%2e%5c%2e%2e%5cetc%5cpasswd',
      '/assets/../../package.json',
      '/%00',
      '/index.html%00.txt',
      '/about;jsessionid=1',
      '/about?a=%zz&b=%00',
      '/about#frag',
      '/é',
      '/%F0%9F%92%A9',
      '/%ff%fe',
      `/${'x'.repeat(4_096)}`,
      `/${'../'.repeat(1_000)}`,
      `/${'%2e'.repeat(2_000)}`,
      '*',
      'http://evil.example/about',
      'https://127.0.0.1/',
      '/_headers',
      '/_headers/',
      '/%5fheaders',
      '/_header%73',
      '/_redirects/',
      '/%5Fredirects',
      '/_ReDiReCtS',
      '/index.html.br',
      '/about/index.html',
      '/about/index',
      '///evil.example/index.html',
      `/${asset}/`,
      `/${asset}/..`,
    ].map((target): [string] => [get(target)]),
    // Headers: ranges, conditions, encodings and plain garbage.
    ...[
      ['Range: bytes=50-10'],
      ['Range: bytes=-10'],
      ['Range: bytes=0-0'],
      ['Range: bytes=abc'],
      ['Range: bytes=0-1,2-3,4-5,6-7,8-9,10-11,12-13,14-15,16-17,18-19,20-21'],
      [`Range: bytes=${'0-0,'.repeat(500)}0-0`],
      ['Range: bytes=99999999999999999999-'],
      ['If-None-Match: *'],
      ['If-None-Match: "a", "b", W/"c"'],
      ['If-None-Match: ,,,,'],
      ['If-Modified-Since: not a date'],
      ['If-Range: "x"', 'Range: bytes=0-5'],
      ['Accept-Encoding: br;q=0'],
      ['Accept-Encoding: gzip;q=nan, br;q=-1, *;q=2'],
      [`Accept-Encoding: ${'gzip, '.repeat(1_000)}br`],
      ['Accept: */*', 'Accept-Language: ;;;;'],
      [`X-Big: ${'a'.repeat(17_000)}`],
      ...Array.from({ length: 3 }, (_, index) =>
        Array.from({ length: 500 * (index + 1) }, (_, n) => `X-H${n}: ${n}`),
      ),
      ['Host: 127.0.0.1'],
      ['Content-Length: 5', 'Transfer-Encoding: chunked'],
      ['Transfer-Encoding: chunked, identity'],
      ['Content-Length: -1'],
      ['Content-Length: 1, 2'],
      ['Expect: 100-continue'],
      ['X-Inject: a\rb'],
    ].map((headers): [string] => [get('/robots.txt', ...headers)]),
    // Methods and framing.
    ...['POST', 'PUT', 'DELETE', 'PATCH', 'TRACE', 'OPTIONS', 'PROPFIND', 'CONNECT', 'FOO'].map(
      (method): [string, string] => [
        [`${method} / HTTP/1.1`, 'Host: 127.0.0.1', 'Content-Length: 3', 'Connection: close'].join(
          '\r\n',
        ),
        'abc',
      ],
    ),
    ['GET / HTTP/1.1'],
    ['GET / HTTP/1.0'],
    ['GET / HTTP/2.0\r\nHost: x'],
    ['GET /\tabout HTTP/1.1\r\nHost: x'],
    ['GET / HTTP/1.1\nHost: x\nConnection: close'],
    ['\r\n\r\nGET / HTTP/1.1\r\nHost: x\r\nConnection: close'],
    ['GARBAGE'],
    ['\u0000\u0001\u0002\u0003'],
    [
      'GET / HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nConnection: close',
      'zz\r\nnot hex\r\n0\r\n\r\n',
    ],
    [
      'GET / HTTP/1.1\r\nHost: x\r\nContent-Length: 4\r\n\r\nabcdGET /about HTTP/1.1\r\nHost: x\r\nConnection: close',
    ],
  ];
}

/** Open file descriptors of a process (Linux), sockets included. */
const openFileDescriptors = (pid: number) => readdirSync(`/proc/${pid}/fd`).length;

/** Open descriptors of a process on files under `directory` (served files left open show here). */
function openFilesUnder(pid: number, directory: string): string[] {
  return readdirSync(`/proc/${pid}/fd`)
    .map((fd) => {
      try {
        return readlinkSync(`/proc/${pid}/fd/${fd}`);
      } catch {
        return '';
      }
    })
    .filter((target) => target.startsWith(directory));
}

/** Resident memory of a process, in bytes (Linux). */
function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}

/**
 * A client that goes away early: right after sending its request, after the first bytes of the
 * answer (having stopped reading, so the server is mid-stream), or halfway through the body it
 * announced.
 */
function disconnectEarly(
  port: number,
  target: string,
  when: 'after-request' | 'first-bytes' | 'mid-body' | 'mid-headers',
): Promise<void> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    const done = () => {
      socket.destroy();
      resolve();
    };
    socket.on('error', done);
    socket.on('close', done);
    socket.setTimeout(5_000, done);
    if (when === 'mid-headers') {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Half: `, () =>
        setTimeout(done, 5),
      );
      return;
    }
    if (when === 'mid-body') {
      socket.write(
        `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n${'b'.repeat(1_000)}`,
        () => setTimeout(done, 5),
      );
      return;
    }
    socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`, () => {
      if (when === 'after-request') done();
    });
    socket.once('data', () => {
      socket.pause();
      setTimeout(done, 5);
    });
  });
}

/**
 * A slow client (slowloris): sends its request head one byte at a time, or its headers and then
 * a body one byte at a time. Resolves with how long the server took to cut it off and what it said.
 */
function slowClient(
  port: number,
  kind: 'head' | 'body',
): Promise<{ closedAfterMs: number; status: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1');
    const head =
      kind === 'head'
        ? `GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n${'X-Slow: a\r\n'.repeat(100)}\r\n`
        : 'PUT / HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 100000\r\n\r\n';
    let sent = kind === 'head' ? 0 : head.length;
    if (kind === 'body') socket.write(head);
    const timer = setInterval(() => {
      if (socket.destroyed || socket.writableEnded) return;
      socket.write(kind === 'head' ? (head[sent] ?? '\r\n') : 'b');
      sent += 1;
    }, 250);
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({
        closedAfterMs: performance.now() - started,
        status: parseAnswer(Buffer.concat(chunks), 0).status,
      });
    });
    // Never longer than the test's own bound.
    setTimeout(() => socket.destroy(), 40_000).unref();
  });
}

async function waitFor(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = performance.now() + timeoutMs;
  while (performance.now() < deadline) {
    if (check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return check();
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

requireBuild('_headers');

describe('the production server under hostile traffic', { timeout: 60_000 }, () => {
  let server: RunningServer;
  let port: number;
  let baseline: { descriptors: number; rss: number };
  let largest: string;
  let slowClients: Array<Promise<{ closedAfterMs: number; status: number }>>;
  const figures: Record<string, string | number> = {};

  beforeAll(async () => {
    server = await startServer(clientDirectory, { PORT: '0' });
    port = Number(new URL(server.url).port);
    const files = await listFiles(clientDirectory);
    largest = files
      .filter((file) => file.startsWith('islands/') && file.endsWith('.js'))
      .sort()
      .at(-1) as string;
    // Warm up: every kind of answer once, so lazily loaded code and caches are in place.
    for (const target of ['/', '/about', '/no-such', `/${largest}`, '//', '/robots.txt']) {
      for (const encoding of ['br', 'gzip', 'identity']) {
        await rawRequest(port, `GET ${target} HTTP/1.1`, {
          headers: [`Accept-Encoding: ${encoding}`],
        });
      }
    }
    // A first burst grows the heap and socket buffers to their working size; the baseline is
    // taken after it, so what the assertions see is growth that stays (a leak), not warm-up.
    await Promise.all(
      Array.from({ length: loadConcurrency }, async (_, worker) => {
        for (let index = worker; index < 500; index += loadConcurrency) {
          const target = ['/', `/${largest}`, '/og/home.png', '/no-such'][index % 4] as string;
          if (index % disconnectEvery === 0) await disconnectEarly(port, target, 'first-bytes');
          else
            await rawRequest(port, `GET ${target} HTTP/1.1`, {
              headers: ['Accept-Encoding: br'],
            });
        }
      }),
    );
    baseline = { descriptors: openFileDescriptors(server.pid), rss: residentBytes(server.pid) };
    // Slow clients hold their connections from the start; the last test checks they were cut off.
    slowClients = [
      ...Array.from({ length: 3 }, () => slowClient(port, 'head')),
      ...Array.from({ length: 2 }, () => slowClient(port, 'body')),
    ];
  });

  afterAll(async () => {
    console.log(
      `robustness figures: ${Object.entries(figures)
        .map(([name, value]) => `${name}=${value}`)
        .join(', ')}`,
    );
    await server?.stop();
  });

  it('answers every request of a hostile corpus (no 5xx, no silence) and keeps serving', async () => {
    const corpus = hostileCorpus(largest);
    const statuses = new Map<number, number>();
    for (const [head, body] of corpus) {
      const answer = await exchange(port, `${head}\r\n\r\n${body ?? ''}`, 15_000);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      expect(
        acceptable.has(answer.status),
        `${JSON.stringify(head.slice(0, 100))} → ${answer.statusLine}`,
      ).toBe(true);
    }
    expect((await rawRequest(port, 'GET / HTTP/1.1')).status).toBe(200);
    figures.corpus = corpus.length;
    figures.corpusStatuses = [...statuses]
      .sort(([a], [b]) => a - b)
      .map(([status, count]) => `${status}×${count}`)
      .join(' ');
  });

  it('lets clients go away mid-headers, mid-body and mid-response without keeping their files open', async () => {
    const cases = ['after-request', 'first-bytes', 'mid-body', 'mid-headers'] as const;
    const targets = [`/${largest}`, '/og/home.png', '/', '/about'];
    await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        disconnectEarly(
          port,
          targets[index % targets.length] as string,
          cases[index % cases.length] as (typeof cases)[number],
        ),
      ),
    );
    const settled = await waitFor(
      () => openFilesUnder(server.pid, clientDirectory).length === 0,
      5_000,
    );
    expect(
      settled,
      `files still open: ${openFilesUnder(server.pid, clientDirectory).join(', ')}`,
    ).toBe(true);
    expect((await rawRequest(port, 'GET / HTTP/1.1')).status).toBe(200);
    figures.earlyDisconnects = 200;
  });

  it(`serves ${loadRequests} requests, ${loadConcurrency} at a time, one in ${disconnectEvery} going away early`, async () => {
    const targets = [
      ['/', 'Accept-Encoding: br, gzip'],
      ['/about', 'Accept-Encoding: gzip'],
      [`/${largest}`, 'Accept-Encoding: br'],
      [`/${largest}`, 'Accept-Encoding: identity'],
      ['/og/home.png', 'Accept-Encoding: identity'],
      ['/robots.txt', 'Range: bytes=0-9'],
      ['/no-such-page', 'Accept-Encoding: gzip'],
      ['/assets/missing.js', 'Accept-Encoding: br'],
      ['//', 'Accept: */*'],
      ['/about/index.html', 'Accept: */*'],
    ] as const;
    const latencies: number[] = [];
    let errors = 0;
    let disconnects = 0;
    let next = 0;
    const started = performance.now();
    const worker = async () => {
      while (next < loadRequests) {
        const index = next++;
        const [target, header] = targets[index % targets.length] as readonly [string, string];
        if (index % disconnectEvery === 0) {
          disconnects += 1;
          await disconnectEarly(port, target, index % 2 === 0 ? 'first-bytes' : 'after-request');
          continue;
        }
        try {
          const answer = await rawRequest(port, `GET ${target} HTTP/1.1`, {
            headers: [header],
            timeoutMs: 10_000,
          });
          latencies.push(answer.ms);
          if (!acceptable.has(answer.status)) errors += 1;
        } catch {
          errors += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: loadConcurrency }, worker));
    const seconds = (performance.now() - started) / 1000;
    Object.assign(figures, {
      loadRequests,
      loadConcurrency,
      loadDisconnects: disconnects,
      loadErrors: errors,
      p50Ms: percentile(latencies, 0.5).toFixed(1),
      p99Ms: percentile(latencies, 0.99).toFixed(1),
      requestsPerSecond: Math.round(loadRequests / seconds),
    });
    expect(errors).toBe(0);
    expect(latencies.length).toBe(loadRequests - disconnects);
  });

  it('cuts slow clients off, then is back to its baseline: descriptors, memory, answers', async () => {
    const slow = await Promise.all(slowClients);
    figures.slowClientsClosedAfterS = slow
      .map(({ closedAfterMs }) => (closedAfterMs / 1000).toFixed(1))
      .join('/');
    for (const { closedAfterMs, status } of slow) {
      expect(closedAfterMs, 'a slow client is cut off by the server').toBeLessThan(35_000);
      expect([0, 400, 405, 408]).toContain(status);
    }
    const back = await waitFor(
      () => openFileDescriptors(server.pid) <= baseline.descriptors + descriptorSlack,
      5_000,
    );
    const descriptors = openFileDescriptors(server.pid);
    const rss = residentBytes(server.pid);
    Object.assign(figures, {
      fdsBefore: baseline.descriptors,
      fdsAfter: descriptors,
      rssBefore: mib(baseline.rss),
      rssAfter: mib(rss),
    });
    expect(back, `descriptors ${baseline.descriptors} → ${descriptors}`).toBe(true);
    expect(openFilesUnder(server.pid, clientDirectory)).toEqual([]);
    expect(rss - baseline.rss, `RSS ${mib(baseline.rss)} → ${mib(rss)}`).toBeLessThan(
      memorySlackBytes,
    );
    expect((await rawRequest(port, 'GET / HTTP/1.1')).status).toBe(200);
    expect(server.output()).not.toMatch(/Error|EMFILE/);
  });
});
