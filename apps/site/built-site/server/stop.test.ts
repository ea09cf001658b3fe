import { statSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { startServer } from '@lumenor/server/test-server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { listFiles } from '../../scripts/lib/files';
import { clientDirectory, requireBuild } from '../built-site';

/**
 * How the production server stops (SIGTERM, as a process manager sends it), over a raw socket on
 * 127.0.0.1 with a bounded pipeline of requests. Needs the build (turbo builds the site first).
 */

const pipelined = 200;

interface Answers {
  statuses: number[];
  /** Bytes after the last complete answer: a response cut mid-way. */
  leftover: number;
}

/** Splits HTTP/1.1 answers with Content-Length bodies, as they follow each other on a connection. */
function splitAnswers(bytes: Buffer): Answers {
  const statuses: number[] = [];
  let offset = 0;
  while (offset < bytes.length) {
    const end = bytes.indexOf('\r\n\r\n', offset);
    if (end === -1) break;
    const head = bytes.subarray(offset, end).toString('latin1');
    const length = Number(/\r\ncontent-length: *(\d+)/i.exec(head)?.[1] ?? 0);
    if (end + 4 + length > bytes.length) break;
    statuses.push(Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0));
    offset = end + 4 + length;
  }
  return { statuses, leftover: bytes.length - offset };
}

/** The smallest file of the build over 16 KB, so that 200 of them take a while to read. */
async function mediumFile(): Promise<string> {
  const all = await listFiles(clientDirectory);
  // A file served as it is: a precompressed one goes out as a fraction of its size, and a few
  // hundred of those fit in the sockets' buffers, so the server could finish them all. For the
  // same reason the file is over 24 KB: 200 answers of it (over 4.8 MB) outgrow loopback's buffers.
  const compressed = new Set(all.filter((file) => /\.(br|gz)$/.test(file)));
  const files = all.filter(
    (file) =>
      !file.startsWith('_') &&
      !/\.(br|gz)$/.test(file) &&
      !compressed.has(`${file}.br`) &&
      !compressed.has(`${file}.gz`),
  );
  const sized = files
    .map((file) => ({ file, size: statSync(path.join(clientDirectory, file)).size }))
    .filter(({ size }) => size >= 24 * 1024)
    .sort((a, b) => a.size - b.size);
  expect(sized.length, 'a file over 24 KB in the build').toBeGreaterThan(0);
  return `/${sized[0]?.file}`;
}

/**
 * Sends `count` pipelined GETs at once; `onFirstBytes` runs when the answer starts. Reads at
 * `readPauseMs` between chunks (`Infinity`: stops reading after the first chunk, until `resume`).
 * `received` resolves with everything received when the server closes the connection.
 */
function pipeline(
  port: number,
  target: string,
  count: number,
  readPauseMs: number,
  onFirstBytes: () => void,
): { received: Promise<Buffer>; resume: () => void } {
  const socket = net.connect(port, '127.0.0.1');
  const received = new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const bound = setTimeout(() => {
      socket.destroy();
      reject(new Error('the connection was still open after 20 s'));
    }, 20_000);
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(bound);
      resolve(Buffer.concat(chunks));
    });
    socket.on('data', (chunk: Buffer) => {
      if (chunks.length === 0) onFirstBytes();
      chunks.push(chunk);
      if (readPauseMs === 0) return;
      socket.pause();
      if (Number.isFinite(readPauseMs)) setTimeout(() => socket.resume(), readPauseMs);
    });
    const request = `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept-Encoding: identity\r\n\r\n`;
    socket.write(request.repeat(count));
  });
  return {
    received,
    resume: () => {
      readPauseMs = 0;
      socket.resume();
    },
  };
}

requireBuild('_headers');

describe('stopping the production server', () => {
  it(`on SIGTERM answers all ${pipelined} pipelined requests in full, closes the connection, logs it and exits 0`, async () => {
    const target = await mediumFile();
    const server = await startServer(clientDirectory, {
      PORT: '0',
      STOP_GRACE_SECONDS: '15',
    });
    const port = Number(new URL(server.url).port);
    onTestFinished(() => server.stop());
    const exitCode = server.exited;
    let signalled = performance.now();
    const received = await pipeline(port, target, pipelined, 2, () => {
      signalled = performance.now();
      process.kill(server.pid, 'SIGTERM');
    }).received;
    const answers = splitAnswers(received);
    expect(answers.leftover, 'no answer cut mid-way').toBe(0);
    expect(answers.statuses.length).toBe(pipelined);
    expect(answers.statuses.every((status) => status === 200)).toBe(true);
    expect(await exitCode).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(15_000);
    expect(server.output()).toMatch(/Stopping: \d+ responses under way/);
    expect(server.output()).toMatch(/Stopped: every response finished/);
    // The port is free again.
    await expect(
      new Promise((resolve, reject) => {
        const probe = net.connect(port, '127.0.0.1');
        probe.on('connect', () => {
          probe.destroy();
          reject(new Error('still listening'));
        });
        probe.on('error', resolve);
      }),
    ).resolves.toBeDefined();
  }, 30_000);

  it('cuts what is not finished when the grace period ends, logs the count and exits 1', async () => {
    const target = await mediumFile();
    const server = await startServer(clientDirectory, {
      PORT: '0',
      STOP_GRACE_SECONDS: '0.5',
    });
    const port = Number(new URL(server.url).port);
    onTestFinished(() => server.stop());
    const exitCode = server.exited;
    let signalled = 0;
    // A client that stops reading: the server cannot finish.
    const client = pipeline(port, target, pipelined, Number.POSITIVE_INFINITY, () => {
      setTimeout(() => {
        signalled = performance.now();
        process.kill(server.pid, 'SIGTERM');
      }, 100);
    });
    expect(await exitCode).toBe(1);
    const stoppedAfter = performance.now() - signalled;
    client.resume();
    const received = await client.received;
    expect(stoppedAfter).toBeGreaterThanOrEqual(400);
    expect(stoppedAfter).toBeLessThan(5_000);
    const cut = Number(/cut (\d+) responses? not finished/.exec(server.output())?.[1] ?? 0);
    expect(cut, server.output()).toBeGreaterThan(0);
    expect(splitAnswers(received).statuses.length).toBeLessThan(pipelined);
  }, 30_000);

  it('refuses a grace period that is not a number of seconds', async () => {
    const started = startServer(clientDirectory, {
      PORT: '0',
      STOP_GRACE_SECONDS: 'soon',
    });
    // A server that started after all is stopped again.
    started.then((server) => server.stop()).catch(() => {});
    await expect(started).rejects.toThrow(/STOP_GRACE_SECONDS must be a number of seconds/);
  });
});
