import { mkdtemp, rm } from 'node:fs/promises';
import { connect } from 'node:http2';
import { request } from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { selfSignedCertificate } from '@lumenor/server/self-signed-certificate';
import { type RunningServer, startServer } from '@lumenor/server/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientDirectory, requireBuild } from '../built-site';

/**
 * The production server with TLS_CERT/TLS_KEY, as `pnpm bench` runs it: HTTPS over HTTP/2, with
 * HTTP/1.1 for clients that ask for it, and the build's headers either way.
 */

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
}

function getOverHttp2(url: string): Promise<Answer & { protocol: string }> {
  return new Promise((resolve, reject) => {
    const session = connect(url, { rejectUnauthorized: false });
    session.on('error', reject);
    const stream = session.request({ ':path': new URL(url).pathname });
    stream.on('response', (headers) => {
      resolve({
        status: Number(headers[':status']),
        headers,
        protocol: session.alpnProtocol ?? '',
      });
      // The body read to its end before the session closes: a stream cut short (stream.close())
      // left the session open, and the server's stop then waited out its whole grace period.
      stream.resume();
      stream.on('end', () => session.close());
    });
    stream.on('error', reject);
    stream.end();
  });
}

function getOverHttp1(url: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { rejectUnauthorized: false }, (response) => {
      response.resume();
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

requireBuild('_headers');

describe('serving over TLS', () => {
  let server: RunningServer;
  let certificateDirectory: string;

  beforeAll(async () => {
    certificateDirectory = await mkdtemp(path.join(os.tmpdir(), 'site-tls-test-'));
    const { cert, key } = selfSignedCertificate(certificateDirectory, '127.0.0.1');
    server = await startServer(clientDirectory, {
      PORT: '0',
      TLS_CERT: cert,
      TLS_KEY: key,
    });
  });

  afterAll(async () => {
    await server?.stop();
    await rm(certificateDirectory, { recursive: true, force: true });
  });

  it('answers HTTP/2 with the build’s headers', async () => {
    const answer = await getOverHttp2(`${server.url}about`);
    expect(answer.protocol).toBe('h2');
    expect(answer.status).toBe(200);
    expect(String(answer.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
    expect(answer.headers['strict-transport-security']).toContain('max-age=');
  });

  it('answers HTTP/1.1 too, and unknown paths with 404', async () => {
    expect((await getOverHttp1(`${server.url}about`)).status).toBe(200);
    expect((await getOverHttp2(`${server.url}no-such-page`)).status).toBe(404);
  });
});
