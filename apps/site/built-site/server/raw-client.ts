import net from 'node:net';

/**
 * A bare HTTP/1.1 client over a TCP socket, for the server's tests: it sends request targets,
 * methods and headers exactly as written (fetch, undici and curl normalise or refuse many of them).
 */
export interface RawOptions {
  /** Header lines after the request line; `Host` and `Connection: close` are added unless given. */
  headers?: string[];
  body?: string | Buffer;
  timeoutMs?: number;
  /** Send no Host header unless `headers` has one. */
  omitHost?: boolean;
}

/**
 * An answer's status (0 when the server closed without a status line), its headers (lower-cased
 * names, repeats joined with ", ") and the bytes after its head (not de-chunked).
 */
export function parseAnswer(bytes: Buffer, ms: number) {
  const end = bytes.indexOf('\r\n\r\n');
  const head = bytes.subarray(0, end === -1 ? bytes.length : end).toString('latin1');
  // An interim answer (100 Continue) comes before the final one.
  if (end !== -1 && /^HTTP\/1\.[01] 1\d\d/.test(head))
    return parseAnswer(bytes.subarray(end + 4), ms);
  const [statusLine = '', ...lines] = head.split('\r\n');
  const headers = new Map<string, string>();
  for (const line of lines) {
    const [, name = '', value = ''] = /^([^:]+):\s*(.*?)\s*$/.exec(line) ?? [];
    const key = name.trim().toLowerCase();
    if (key) headers.set(key, headers.has(key) ? `${headers.get(key)}, ${value}` : value);
  }
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0);
  const body = end === -1 ? Buffer.alloc(0) : bytes.subarray(end + 4);
  return { status, statusLine, headers, body, ms };
}
export type RawAnswer = ReturnType<typeof parseAnswer>;

/** Writes `bytes` and resolves with the whole answer once the server closes the connection. */
export function exchange(
  port: number,
  bytes: string | Buffer,
  timeoutMs = 5_000,
): Promise<RawAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = net.connect(port, '127.0.0.1');
    socket.setTimeout(timeoutMs, () => {
      socket.destroy();
      reject(
        new Error(`No answer in ${timeoutMs} ms to ${JSON.stringify(String(bytes).slice(0, 80))}`),
      );
    });
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    // A server that answers and closes while a client still sends may reset: its answer counts.
    socket.on('error', () => {});
    socket.on('close', () =>
      resolve(parseAnswer(Buffer.concat(chunks), performance.now() - started)),
    );
    socket.write(typeof bytes === 'string' ? Buffer.from(bytes, 'latin1') : bytes);
  });
}

/** Sends `requestLine` (e.g. `GET // HTTP/1.1`), its headers and body. */
export function rawRequest(
  port: number,
  requestLine: string,
  options: RawOptions = {},
): Promise<RawAnswer> {
  const { headers = [], body = '', timeoutMs, omitHost = false } = options;
  const lines = [requestLine, ...headers];
  if (!omitHost && !headers.some((line) => /^host:/i.test(line))) lines.push('Host: 127.0.0.1');
  if (!headers.some((line) => /^connection:/i.test(line))) lines.push('Connection: close');
  const head = Buffer.from(`${lines.join('\r\n')}\r\n\r\n`, 'latin1');
  return exchange(port, Buffer.concat([head, Buffer.from(body)]), timeoutMs);
}
