import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import net from 'node:net';

/**
 * A bare HTTP/1.1 client over a TCP socket, for the server's tests: it sends request targets,
 * methods and headers exactly as written (fetch and curl would normalise or refuse many of them).
 */

export interface RawAnswer {
  /** 0 when the server closed the connection without a status line. */
  status: number;
  statusLine: string;
  /** Lower-cased names; repeated headers joined with ", ". */
  headers: Map<string, string>;
  /** The bytes after the head (not de-chunked). */
  body: Buffer;
  ms: number;
}

export interface RawOptions {
  /** Header lines after the request line; `Host` and `Connection: close` are added unless given. */
  headers?: string[];
  /** Written after the head. */
  body?: string | Buffer;
  timeoutMs?: number;
  /** Send no Host header unless `headers` has one. */
  omitHost?: boolean;
}

export function parseAnswer(bytes: Buffer, ms: number): RawAnswer {
  const end = bytes.indexOf('\r\n\r\n');
  // An interim answer (100 Continue) comes before the final one.
  if (end !== -1 && /^HTTP\/1\.[01] 1\d\d/.test(bytes.subarray(0, 12).toString('latin1'))) {
    return parseAnswer(bytes.subarray(end + 4), ms);
  }
  const head = bytes.subarray(0, end === -1 ? bytes.length : end).toString('latin1');
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Map<string, string>();
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    const previous = headers.get(name);
    headers.set(name, previous === undefined ? value : `${previous}, ${value}`);
  }
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  return {
    status,
    statusLine,
    headers,
    body: end === -1 ? Buffer.alloc(0) : bytes.subarray(end + 4),
    ms,
  };
}

/**
 * Sends `requestLine` (e.g. `GET // HTTP/1.1`) and resolves with the whole answer once the
 * server closes the connection.
 */
export function rawRequest(
  port: number,
  requestLine: string,
  { headers = [], body, timeoutMs = 5_000, omitHost = false }: RawOptions = {},
): Promise<RawAnswer> {
  const lines = [requestLine, ...headers];
  if (!omitHost && !headers.some((line) => /^host:/i.test(line))) lines.push('Host: 127.0.0.1');
  if (!headers.some((line) => /^connection:/i.test(line))) lines.push('Connection: close');
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(new Error(`No answer in ${timeoutMs} ms to ${requestLine.slice(0, 80)}`));
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A server that answers and closes while a client is still sending may reset the connection:
    // what it answered still counts.
    socket.on('error', () => {});
    socket.on('close', () =>
      resolve(parseAnswer(Buffer.concat(chunks), performance.now() - started)),
    );
    socket.write(Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1'));
    if (body !== undefined) socket.write(body);
  });
}

/** Open file descriptors of a process (Linux), sockets included. */
export function openFileDescriptors(pid: number): number {
  return readdirSync(`/proc/${pid}/fd`).length;
}

/** Open descriptors of a process on files under `directory` (served files left open show here). */
export function openFilesUnder(pid: number, directory: string): string[] {
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
export function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0) * 1024;
}
