// Serves the prerendered site (build/client) the way a static host or CDN serves it.
//
// HTTP itself is Fastify's and @fastify/static's (through @fastify/send): request parsing and
// limits, methods, ranges, conditional requests, ETags, content types, precompressed .br/.gz
// variants chosen by Accept-Encoding q-values, and streams closed when a client goes away. This
// file is configuration and glue only:
// - the build's `_headers` and `_redirects` (Netlify / Cloudflare Pages format, read with Netlify's
//   own parsers in ./host-rules.mjs) are the one source of headers and redirects, so the local
//   server and a static host send the same headers by construction;
// - unknown paths answer 404 with 404.html; every other refusal (400, 405, 416, 431...) is a short
//   text answer; every response carries the site-wide headers.
//
// Environment: PORT (default 4173, or 443 with TLS; 0 picks a free port), HOST (default 127.0.0.1),
// TLS_CERT and TLS_KEY (paths to PEM files: serve HTTPS, over HTTP/2 like a static host or CDN,
// with HTTP/1.1 for clients that do not offer h2),
// SITE_CLIENT_DIR (another copy of the build output to serve; default ../build/client),
// STOP_GRACE_SECONDS (default 10: on SIGTERM or SIGINT, how long responses under way may take to
// finish before they are cut; the count cut is logged, and the exit code is then 1).
import { existsSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import {
  headersForPath,
  isHostConfigPath,
  isRewrite,
  readHeaderRules,
  readRedirectRules,
  redirectForPath,
} from './host-rules.mjs';

const clientDirectory = path.resolve(
  process.env.SITE_CLIENT_DIR ?? fileURLToPath(new URL('../build/client', import.meta.url)),
);
const tlsCert = process.env.TLS_CERT;
const tlsKey = process.env.TLS_KEY;
const useTls = Boolean(tlsCert && tlsKey);
const port = Number(process.env.PORT ?? (useTls ? 443 : 4173));
const host = process.env.HOST ?? '127.0.0.1';
const stopGraceSeconds = Number(process.env.STOP_GRACE_SECONDS ?? 10);
if (!Number.isFinite(stopGraceSeconds) || stopGraceSeconds < 0) {
  console.error(
    `STOP_GRACE_SECONDS must be a number of seconds (0 or more), not "${process.env.STOP_GRACE_SECONDS}".`,
  );
  process.exit(1);
}
const stopGraceMs = stopGraceSeconds * 1000;

/**
 * The path of a file of the build; a missing one stops the start.
 * @param {string} name
 */
function buildFile(name) {
  const file = path.join(clientDirectory, name);
  if (!existsSync(file)) {
    console.error(`Missing ${file}: build the site first (pnpm --filter @lumenor/site run build).`);
    process.exit(1);
  }
  return file;
}

/** @param {string} name */
const readBuildFile = (name) => readFileSync(buildFile(name));

// A file that does not parse stops the start, with the parser's message.
const headerRules = await readHeaderRules(buildFile('_headers'));
const redirectRules = await readRedirectRules(buildFile('_redirects'));

const notFoundPage = '/404.html';
// A response that is not the requested file (an error, a redirect) carries the rules that apply to
// every path. Rules of the request path stay off it: `/assets/*` would make a 404 immutable for a
// year, and a page's policy would sit on a body that is not that page.
const siteWideHeaders = headersForPath(
  headerRules.filter((rule) => rule.for === '/*'),
  '/',
);
// The not-found answer is the 404 page, so it carries that page's own headers (its policy and
// caching), whatever path was asked for.
const notFoundHeaders = headersForPath(headerRules, notFoundPage);

/**
 * A not-found page in each encoding the build wrote; kept in memory (it is small).
 * @param {string} page its path, such as '/404.html'
 */
function notFoundBodiesOf(page) {
  const file = page.slice(1);
  return new Map(
    /** @type {const} */ ([
      ['br', `${file}.br`],
      ['gzip', `${file}.gz`],
      ['identity', file],
    ])
      .filter(([, name]) => existsSync(path.join(clientDirectory, name)))
      .map(([encoding, name]) => [encoding, readBuildFile(name)]),
  );
}

/** The not-found pages: 404.html, and those `_redirects` serves with status 404 at some paths. */
const notFoundPages = new Map(
  [notFoundPage, ...redirectRules.filter((rule) => rule.status === 404).map((rule) => rule.to)].map(
    (page) => [page, notFoundBodiesOf(page)],
  ),
);

/**
 * The path part of a request target, decoded where it decodes (rules are written decoded).
 * @param {string} target
 */
function pathOf(target) {
  const query = target.indexOf('?');
  const raw = query === -1 ? target : target.slice(0, query);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** `Range: bytes=` with one or more `first-last`, `first-` or `-suffix` ranges (RFC 9110 §14.1.1). */
const rangeGrammar = /^bytes=[ \t]*(?:\d+-\d*|-\d+)(?:[ \t]*,[ \t]*(?:\d+-\d*|-\d+))*[ \t]*$/i;

/**
 * The longest request target served (RFC 9112 §3 asks for at least 8,000 octets); a longer one is
 * answered 414. A request head over maxHeaderSize (below) is answered 431 before this applies.
 */
const maxTargetLength = 8_000;

/** A Host field value: uri-host [":" port] (RFC 9110 §7.2, RFC 3986 §3.2.2). */
const hostGrammar =
  /^(?:\[[0-9A-Fa-f:.]+\]|(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*)(?::\d*)?$/;

/**
 * Whether an HTTP/1.x request's Host field makes it a bad request (RFC 9112 §3.2): missing
 * in HTTP/1.1 (HTTP/1.0 may omit it), sent twice, or not a host. HTTP/2 carries `:authority`.
 * @param {import('node:http').IncomingMessage} raw
 */
function hasBadHost(raw) {
  if (raw.httpVersionMajor !== 1) return false;
  const hosts = raw.rawHeaders.filter(
    (_value, index) => index % 2 === 1 && /^host$/i.test(String(raw.rawHeaders[index - 1])),
  );
  const [host] = hosts;
  if (host === undefined) return raw.httpVersionMinor >= 1;
  return hosts.length > 1 || !hostGrammar.test(host);
}

/** An absolute-form target of this server's schemes: its authority (not empty), then the rest. */
const absoluteForm = /^https?:\/\/([^/?#]+)([^#]*)$/i;

/**
 * The origin-form of an absolute-form request target, which a server must accept (RFC 9112
 * §3.2.2): `http://host/about?x` is `/about?x`. Every other target is left as sent.
 * @param {import('node:http').IncomingMessage} raw
 */
function originFormOf(raw) {
  const target = raw.url ?? '/';
  const match = absoluteForm.exec(target);
  if (!match || !hostGrammar.test(String(match[1]))) return target;
  const rest = match[2] ?? '';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/**
 * Whether a request announces a body. None is read here (only GET and HEAD are served), so a
 * connection that carries one is closed after the answer: a body announced and never sent would
 * otherwise hold the connection until the request timeout answered 408 on it.
 * @param {import('node:http').IncomingMessage} raw
 */
function announcesBody(raw) {
  const length = raw.headers['content-length'];
  return raw.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** Requests answered with a file of the build; every other response is an error or a redirect. */
const servedFiles = new WeakSet();

/**
 * @param {import('fastify').FastifyReply} reply
 * @param {number} status
 */
function sendProblem(reply, status) {
  // A request not understood as a whole (a bad target or Host, an expectation refused): nothing
  // more on its connection can be trusted to be framed as the client meant.
  if (status === 400 || status === 414 || status === 417) reply.header('connection', 'close');
  return reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .send(`${status} ${STATUS_CODES[status] ?? 'Error'}\n`);
}

/**
 * @param {import('fastify').FastifyRequest} request
 * @param {import('fastify').FastifyReply} reply
 * @param {string} [page] the not-found page to answer with
 */
function sendNotFound(request, reply, page = notFoundPage) {
  const bodies = notFoundPages.get(page) ?? notFoundPages.get(notFoundPage) ?? new Map();
  // Same negotiation as @fastify/static's (q-values honoured; `*` taken as gzip).
  const accepted = String(request.headers['accept-encoding'] ?? '')
    .toLowerCase()
    .replaceAll('*', 'gzip');
  const encoding =
    negotiate(
      accepted,
      ['br', 'gzip'].filter((name) => bodies.has(name)),
    ) ?? 'identity';
  reply.code(404).type('text/html; charset=utf-8').header('vary', 'accept-encoding');
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(bodies.get(encoding) ?? bodies.get('identity'));
}

/** @type {import('fastify').FastifyServerOptions['frameworkErrors']} */
function frameworkErrors(_error, _request, reply) {
  // Targets the router refuses (a malformed percent-escape: `/%zz`): this reply skips the hooks,
  // so it gets its headers here.
  for (const [name, value] of siteWideHeaders) reply.header(name, value);
  reply.header('cache-control', 'no-store');
  sendProblem(reply, 400);
}

/**
 * An answer written straight on the socket, for what never becomes a Fastify request; the
 * connection is closed after it.
 * @param {import('node:stream').Duplex} socket
 * @param {number} status
 * @param {string[]} [extraLines]
 */
function answerOnSocket(socket, status, extraLines = []) {
  const body = `${status} ${STATUS_CODES[status]}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'Connection: close',
    ...extraLines,
    ...[...siteWideHeaders].map(([name, value]) => `${name}: ${value}`),
  ];
  if (socket.writable) socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  socket.destroy();
}

/**
 * Errors the socket sees before a request exists (unparsable request line, headers over
 * maxHeaderSize, header timeout): answered as Fastify's default handler does, with our headers.
 * @param {Error & { code?: string }} error
 * @param {import('node:net').Socket} socket
 */
function clientErrorHandler(error, socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // A response already under way on this connection: an answer now would be unsolicited.
  const response = /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (socket)
    ._httpMessage;
  if (response?.headersSent) {
    socket.destroy();
    return;
  }
  answerOnSocket(
    socket,
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400,
  );
}

const app = Fastify({
  logger: false,
  // Plain HTTP: header limits and timeouts against slow clients (slowloris). Over TLS, http2's own
  // session timeout applies.
  http: {
    maxHeaderSize: 16 * 1024,
    headersTimeout: 10_000,
    connectionsCheckingInterval: 2_000,
    // A request without Host gets the site's 400 (with its headers) from the hook below, not
    // Node's bare one.
    requireHostHeader: false,
  },
  https: useTls
    ? { cert: readFileSync(String(tlsCert)), key: readFileSync(String(tlsKey)), allowHTTP1: true }
    : undefined,
  // Browsers speak HTTP/2 only over TLS, so plain HTTP (the start command) stays HTTP/1.1.
  http2: useTls ? true : undefined,
  requestTimeout: 15_000,
  connectionTimeout: 60_000,
  // Stopping is handled below: requests already on an open connection are answered, not 503.
  return503OnClosing: false,
  rewriteUrl: originFormOf,
  frameworkErrors,
  clientErrorHandler,
});

app.addHook('onRequest', async (request, reply) => {
  if (hasBadHost(request.raw)) return sendProblem(reply, 400);
  // Node hands a request with an expectation other than 100-continue here (see checkExpectation
  // below) instead of answering 417 itself without the site's headers.
  const expectation = request.headers.expect;
  if (expectation !== undefined && expectation.toLowerCase() !== '100-continue') {
    return sendProblem(reply, 417);
  }
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    reply.header('allow', 'GET, HEAD');
    return sendProblem(reply, 405);
  }
  // RFC 9110 §14.2 lets a server ignore a Range it cannot parse; @fastify/send would answer one
  // with no range in it (`bytes=abc`) 416, which means a well-formed range past the end.
  const range = request.headers.range;
  if (range !== undefined && !rangeGrammar.test(range)) delete request.raw.headers.range;
  const target = request.raw.url ?? '/';
  if (target.length > maxTargetLength) return sendProblem(reply, 414);
  // Only origin-form targets name a file here ('http://', '*', ...); absolute-form ones were made
  // origin-form by rewriteUrl.
  if (!target.startsWith('/')) return sendProblem(reply, 400);
  const query = target.indexOf('?');
  const search = query === -1 ? '' : target.slice(query);
  const pathname = query === -1 ? target : target.slice(0, query);
  const redirect = redirectForPath(redirectRules, pathname);
  // A rewrite with status 200 serves a file under the asked address (here always the file of that
  // address, listed so it wins over a wildcard 404 rewrite after it); with 404, a not-found page.
  if (redirect && isRewrite(redirect)) {
    if (redirect.status === 404) return sendNotFound(request, reply, redirect.to);
    if (pathOf(pathname) !== redirect.to) return reply.sendFile(redirect.to.slice(1));
  } else if (redirect) {
    return reply.redirect(`${redirect.to}${search}`, redirect.status);
  }
  // No file system holds a name over 255 bytes (@fastify/static would refuse the path as one it
  // cannot verify): a page that does not exist.
  if (
    pathOf(pathname)
      .split('/')
      .some((segment) => Buffer.byteLength(segment) > 255)
  ) {
    return sendNotFound(request, reply);
  }
});

app.addHook('onSend', async (request, reply, payload) => {
  const served = servedFiles.has(request);
  const headers = served
    ? headersForPath(headerRules, pathOf(request.raw.url ?? '/'))
    : reply.statusCode === 404
      ? notFoundHeaders
      : siteWideHeaders;
  for (const [name, value] of headers) reply.header(name, value);
  if (!served && reply.statusCode >= 400 && !reply.hasHeader('cache-control')) {
    reply.header('cache-control', 'no-store');
  }
  return payload;
});

app.setErrorHandler((error, request, reply) => {
  const status = /** @type {{ statusCode?: number }} */ (error).statusCode ?? 500;
  if (status === 404) return sendNotFound(request, reply);
  if (status >= 500) console.error(error);
  // @fastify/static answers 403 to non-canonical paths (`//`, `/./`, `/../`, backslashes): a
  // malformed request target, so 400 as for every other one.
  if (/** @type {{ code?: string }} */ (error).code === 'FST_STATIC_FORBIDDEN_PATH') {
    return sendProblem(reply, 400);
  }
  const headers = /** @type {{ headers?: Record<string, string> }} */ (error).headers;
  if (status === 416 && headers) reply.headers(headers);
  return sendProblem(reply, status >= 400 && status < 600 ? status : 500);
});

app.setNotFoundHandler((request, reply) => sendNotFound(request, reply));

await app.register(fastifyStatic, {
  root: clientDirectory,
  preCompressed: true,
  index: ['index.html'],
  // `/about` serves about/index.html as is (no redirect to `/about/`): both are routes of the site.
  redirect: false,
  dotfiles: 'ignore',
  // Caching is `_headers`' business alone.
  cacheControl: false,
  // The host configuration files and the compressed copies are not URLs of the site.
  allowedPath: (pathname) => !isHostConfigPath(pathname) && !/\.(br|gz)$/i.test(pathname),
  setHeaders: (reply) => {
    servedFiles.add(reply.request);
  },
});

// Node hands CONNECT (a proxy tunnel) to this event instead of the request handler, and without
// a listener drops the connection unanswered.
app.server.on('connect', (_request, socket) => answerOnSocket(socket, 405, ['Allow: GET, HEAD']));

/** Responses not yet finished. */
const responsesUnderWay = new Set();
/**
 * HTTP/1 connections, each with its responses not yet finished and when it was last used.
 * @type {Map<import('node:stream').Duplex, { unfinished: number, lastUsed: number }>}
 */
const connectionUse = new Map();
/** @type {Set<import('node:http2').Http2Session>} */
const http2Sessions = new Set();

/** @param {import('node:stream').Duplex} connection */
function connectionUseOf(connection) {
  let use = connectionUse.get(connection);
  if (!use) {
    use = { unfinished: 0, lastUsed: performance.now() };
    connectionUse.set(connection, use);
    connection.once('close', () => connectionUse.delete(connection));
  }
  return use;
}
// Plain HTTP: every connection, those that never send a request too.
if (!useTls) app.server.on('connection', connectionUseOf);

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
function trackResponse(request, response) {
  responsesUnderWay.add(response);
  const session = /** @type {{ stream?: { session?: import('node:http2').Http2Session } }} */ (
    request
  ).stream?.session;
  if (session && !http2Sessions.has(session)) {
    http2Sessions.add(session);
    session.once('close', () => http2Sessions.delete(session));
  }
  const use = request.httpVersionMajor === 1 ? connectionUseOf(request.socket) : undefined;
  if (use) {
    use.unfinished += 1;
    use.lastUsed = performance.now();
  }
  response.once('close', () => {
    responsesUnderWay.delete(response);
    if (use) {
      use.unfinished -= 1;
      use.lastUsed = performance.now();
    }
  });
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
function closeAfterAnnouncedBody(request, response) {
  if (announcesBody(request)) response.setHeader('connection', 'close');
}

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
function beforeFastify(request, response) {
  trackResponse(request, response);
  closeAfterAnnouncedBody(request, response);
}
// Before Fastify's own listener, so that it holds for every answer, those that skip the hooks too.
app.server.prependListener('request', beforeFastify);
app.server.on('checkExpectation', (request, response) => {
  beforeFastify(request, response);
  app.routing(request, response);
});

/**
 * A connection left alone this long while stopping, with no response under way, is closed: the
 * client has sent everything it meant to (pipelined requests arrive together).
 */
const quietConnectionMs = 200;

/**
 * Stops as a process manager expects: no new connections; every request already received (on
 * open connections, pipelined ones included) is answered; each connection is closed once quiet;
 * after the grace period, whatever is still being written is cut, counted and logged.
 */
function stop() {
  const started = performance.now();
  console.log(
    `Stopping: ${responsesUnderWay.size} responses under way, finishing them for up to ${stopGraceMs / 1000} s (STOP_GRACE_SECONDS).`,
  );
  let finished = false;
  const exit = (/** @type {number} */ code) => {
    if (finished) return;
    finished = true;
    process.exit(code);
  };
  const stopped = () => {
    console.log('Stopped: every response finished.');
    exit(0);
  };
  if (useTls) {
    // HTTP/2 sessions are told to take no new streams and end when theirs are done.
    app.server.close(stopped);
    for (const session of http2Sessions) session.close();
  } else {
    // Stop listening only: http.Server's own close() would also drop connections that look idle
    // between two pipelined requests, with requests received and still unanswered on them.
    net.Server.prototype.close.call(app.server, stopped);
  }
  const closeQuietConnections = () => {
    const now = performance.now();
    for (const [connection, use] of connectionUse) {
      if (use.unfinished > 0 || now - use.lastUsed < quietConnectionMs) continue;
      // Ended politely first; a client that does not close its side in a second is dropped.
      if (!connection.writableEnded) connection.end();
      else if (now - use.lastUsed >= quietConnectionMs + 1_000) connection.destroy();
    }
  };
  const quietTimer = setInterval(closeQuietConnections, 50);
  quietTimer.unref();
  const cut = () => {
    const unfinished = responsesUnderWay.size;
    if (unfinished > 0) {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.error(
        `Stopped after ${seconds} s: cut ${unfinished} ${unfinished === 1 ? 'response' : 'responses'} not finished in the grace period.`,
      );
    } else {
      console.log('Stopped: every response finished.');
    }
    for (const connection of connectionUse.keys()) connection.destroy();
    for (const session of http2Sessions) session.destroy();
    exit(unfinished > 0 ? 1 : 0);
  };
  setTimeout(cut, stopGraceMs).unref();
  return cut;
}

let cutNow = /** @type {(() => void) | undefined} */ (undefined);
for (const signal of ['SIGINT', 'SIGTERM']) {
  // A second signal (Ctrl-C again) cuts at once.
  process.on(signal, () => {
    if (cutNow) cutNow();
    else cutNow = stop();
  });
}

await app.listen({ port, host });
const address = app.server.address();
const boundPort = typeof address === 'object' && address ? address.port : port;
const scheme = useTls ? 'https' : 'http';
const shownHost = host === '0.0.0.0' ? 'localhost' : host;
const shownPort =
  (useTls && boundPort === 443) || (!useTls && boundPort === 80) ? '' : `:${boundPort}`;
console.log(`Serving the production build at ${scheme}://${shownHost}${shownPort}/`);
