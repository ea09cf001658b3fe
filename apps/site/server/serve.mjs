// Serves the prerendered site (build/client) as a static host does. HTTP is Fastify's and
// @fastify/static's: parsing and limits, ranges, conditional requests, ETags, content types,
// precompressed .br/.gz chosen by Accept-Encoding q-values, the 404 page (sendFile, so it is
// precompressed too), HTTP/2 sessions and connections closed on stop. What is left here:
// - the build's `_headers` and `_redirects` (./host-rules.mjs, Netlify's parsers) are the one
//   source of headers and redirects, so this server and a static host agree by construction;
// - every refusal (400, 405, 414, 416, 417, 431...) is a short text answer with the site-wide headers.
//
// Environment: PORT (default 4173, or 443 with TLS; 0 picks a free port), HOST (default 127.0.0.1),
// TLS_CERT and TLS_KEY (PEM files: HTTPS over HTTP/2, HTTP/1.1 for clients without h2),
// SITE_CLIENT_DIR (another build output to serve), STOP_GRACE_SECONDS (default 10: on SIGTERM or
// SIGINT, how long responses under way may take; the count cut is logged and the exit code is 1).
import { existsSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import * as hostRules from './host-rules.mjs';

const { env } = process;
const clientDirectory = path.resolve(
  env.SITE_CLIENT_DIR ?? fileURLToPath(new URL('../build/client', import.meta.url)),
);
const tls = env.TLS_CERT &&
  env.TLS_KEY && { cert: readFileSync(env.TLS_CERT), key: readFileSync(env.TLS_KEY) };
const port = Number(env.PORT ?? (tls ? 443 : 4173));
const host = env.HOST ?? '127.0.0.1';
const graceSeconds = Number(env.STOP_GRACE_SECONDS ?? 10);
/** @param {string} message */
const fail = (message) => {
  console.error(message);
  process.exit(1);
};
if (!(Number.isFinite(graceSeconds) && graceSeconds >= 0)) {
  fail(
    `STOP_GRACE_SECONDS must be a number of seconds (0 or more), not "${env.STOP_GRACE_SECONDS}".`,
  );
}
for (const name of ['_headers', '_redirects', '404.html']) {
  const file = path.join(clientDirectory, name);
  if (!existsSync(file))
    fail(`Missing ${file}: build the site first (pnpm --filter @lumenor/site run build).`);
}

// A file that does not parse stops the start, with the parser's message.
const headerRules = await hostRules.readHeaderRules(path.join(clientDirectory, '_headers'));
const redirectRules = await hostRules.readRedirectRules(path.join(clientDirectory, '_redirects'));
// An answer that is not a file of the build carries only the `/*` headers (`/assets/*` would make
// a 404 immutable); the not-found page carries its own.
const siteWideHeaders = hostRules.headersForPath(
  headerRules.filter((rule) => rule.for === '/*'),
  '/',
);
const notFoundHeaders = hostRules.headersForPath(headerRules, '/404.html');

/** @param {string} target the path of a request target, decoded where it decodes */
function pathOf(target) {
  const raw = target.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** `Range: bytes=` with `first-last`, `first-` or `-suffix` ranges (RFC 9110 §14.1.1). */
const rangeGrammar = /^bytes=[ \t]*(?:\d+-\d*|-\d+)(?:[ \t]*,[ \t]*(?:\d+-\d*|-\d+))*[ \t]*$/i;
/** uri-host [":" port] (RFC 9110 §7.2, RFC 3986 §3.2.2). */
const hostGrammar =
  /^(?:\[[0-9A-Fa-f:.]+\]|(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*)(?::\d*)?$/;

/**
 * An HTTP/1.x Host that makes a bad request (RFC 9112 §3.2): missing in 1.1, twice, or no host.
 * @param {import('node:http').IncomingMessage} raw
 */
function hasBadHost(raw) {
  if (raw.httpVersionMajor !== 1) return false;
  const hosts = raw.rawHeaders.filter(
    (_, index) => index % 2 === 1 && /^host$/i.test(String(raw.rawHeaders[index - 1])),
  );
  if (hosts.length === 0) return raw.httpVersionMinor >= 1;
  return hosts.length > 1 || !hostGrammar.test(String(hosts[0]));
}

/** An absolute-form target (`http://host/about?x`) as the origin-form a server must accept (RFC 9112 §3.2.2). */
function originFormOf(/** @type {import('node:http').IncomingMessage} */ raw) {
  const [, authority = '', rest = ''] = /^https?:\/\/([^/?#]+)([^#]*)$/i.exec(raw.url ?? '/') ?? [];
  if (!hostGrammar.test(authority) || !authority) return raw.url ?? '/';
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** @param {import('fastify').FastifyReply} reply @param {number} status */
function sendProblem(reply, status) {
  // A request not understood as a whole: nothing after it on the connection is trustworthy.
  if (status === 400 || status === 414 || status === 417) reply.header('connection', 'close');
  return reply
    .code(status)
    .type('text/plain; charset=utf-8')
    .send(`${status} ${STATUS_CODES[status]}\n`);
}

/** @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply */
function sendNotFound(request, reply, page = '/404.html') {
  // Validators and ranges of the asked path do not apply to the not-found page.
  for (const name of Object.keys(request.headers)) {
    if (/^(range|if-.+)$/.test(name)) delete request.raw.headers[name];
  }
  return reply.code(404).sendFile(page.slice(1));
}

/** An answer written on the socket, for what never becomes a request; the connection is closed. */
function answerOnSocket(
  /** @type {import('node:stream').Duplex} */ socket,
  /** @type {number} */ status,
  extraLines = ['Cache-Control: no-store'],
) {
  const body = `${status} ${STATUS_CODES[status]}\n`;
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}`,
    'Content-Type: text/plain; charset=utf-8',
    `Content-Length: ${body.length}`,
    'Connection: close',
    ...extraLines,
    ...[...siteWideHeaders].map(([name, value]) => `${name}: ${value}`),
  ];
  if (socket.writable) socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  socket.destroy();
}

const app = Fastify({
  http: {
    maxHeaderSize: 16 * 1024,
    headersTimeout: 10_000,
    connectionsCheckingInterval: 2_000,
    requireHostHeader: false,
  },
  // Browsers speak HTTP/2 only over TLS, so plain HTTP stays HTTP/1.1.
  ...(tls ? { http2: true, https: { ...tls, allowHTTP1: true } } : {}),
  requestTimeout: 15_000,
  connectionTimeout: 60_000,
  // While stopping, requests already on open connections are answered (Fastify adds Connection: close).
  return503OnClosing: false,
  rewriteUrl: originFormOf,
  // Targets the router refuses (`/%zz`): this reply skips the hooks, so it gets its headers here.
  frameworkErrors: (_error, _request, reply) =>
    sendProblem(
      reply.headers(Object.fromEntries(siteWideHeaders)).header('cache-control', 'no-store'),
      400,
    ),
  // Before a request exists (unparsable request line, head over maxHeaderSize, header timeout).
  clientErrorHandler: (/** @type {Error & { code?: string }} */ error, socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    // A response already under way: an answer now would be unsolicited.
    if (
      /** @type {{ _httpMessage?: { headersSent?: boolean } }} */ (socket)._httpMessage?.headersSent
    )
      return socket.destroy();
    const statuses = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };
    answerOnSocket(socket, statuses[/** @type {keyof statuses} */ (error.code)] ?? 400);
  },
});

app.addHook('onRequest', async (request, reply) => {
  if (hasBadHost(request.raw)) return sendProblem(reply, 400);
  const { expect, range } = request.headers;
  if (expect !== undefined && expect.toLowerCase() !== '100-continue')
    return sendProblem(reply, 417);
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return sendProblem(reply.header('allow', 'GET, HEAD'), 405);
  // A Range that does not parse is ignored (RFC 9110 §14.2), not answered 416 as @fastify/send would.
  if (range !== undefined && !rangeGrammar.test(range)) delete request.raw.headers.range;
  const target = request.url;
  // RFC 9112 §3 asks for at least 8,000 octets; a head over maxHeaderSize got 431 before this.
  if (target.length > 8_000) return sendProblem(reply, 414);
  if (!target.startsWith('/')) return sendProblem(reply, 400);
  const pathname = target.split('?', 1)[0] ?? '';
  const redirect = hostRules.redirectForPath(redirectRules, pathname);
  if (redirect && !hostRules.isRewrite(redirect))
    return reply.redirect(`${redirect.to}${target.slice(pathname.length)}`, redirect.status);
  if (redirect?.status === 404) return sendNotFound(request, reply, redirect.to);
  // A 200 rewrite here names the file of its own address (listed to win over a later 404 rule).
  if (redirect && pathOf(pathname) !== redirect.to) return reply.sendFile(redirect.to.slice(1));
  // No file system has a name over 255 bytes (@fastify/static would refuse the path as unverifiable).
  if (
    pathOf(pathname)
      .split('/')
      .some((segment) => Buffer.byteLength(segment) > 255)
  )
    return sendNotFound(request, reply);
});

app.addHook('onSend', async (request, reply, payload) => {
  const status = reply.statusCode;
  const file = status < 300 || status === 304;
  const headers =
    status === 404
      ? notFoundHeaders
      : file
        ? hostRules.headersForPath(headerRules, pathOf(request.url))
        : siteWideHeaders;
  for (const [name, value] of headers) reply.header(name, value);
  if (status >= 400 && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
});

app.setErrorHandler(
  (
    /** @type {Error & { statusCode?: number, code?: string, headers?: Record<string, string> }} */ error,
    request,
    reply,
  ) => {
    const status = error.statusCode ?? 500;
    if (status === 404) return sendNotFound(request, reply);
    if (status >= 500) console.error(error);
    // @fastify/static's 403 for non-canonical paths (`//`, `/./`, `/../`, `\`): a malformed target.
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return sendProblem(reply, 400);
    if (status === 416 && error.headers) reply.headers(error.headers);
    return sendProblem(reply, status >= 400 && status < 600 ? status : 500);
  },
);
app.setNotFoundHandler(sendNotFound);

await app.register(fastifyStatic, {
  root: clientDirectory,
  preCompressed: true,
  index: ['index.html'],
  // `/about` serves about/index.html as is: both spellings are routes of the site.
  redirect: false,
  dotfiles: 'ignore',
  // Caching is `_headers`' business.
  cacheControl: false,
  // Host configuration and compressed copies are not URLs of the site.
  allowedPath: (pathname) => !hostRules.isHostConfigPath(pathname) && !/\.(br|gz)$/i.test(pathname),
});

/** Responses not yet finished, for the stop's log and exit code. */
const underWay = new Set();
/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
function track(request, response) {
  underWay.add(response);
  response.once('close', () => underWay.delete(response));
  // A body announced is never read (only GET and HEAD are served): close after the answer rather
  // than wait for a body that may never come.
  const length = request.headers['content-length'];
  const announced =
    request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
  if (announced && request.httpVersionMajor === 1) {
    response.setHeader('connection', 'close');
  }
}
// Before Fastify's listener, so that it holds for answers that skip the hooks too.
app.server.prependListener('request', track);
// Node would answer an expectation other than 100-continue 417 itself, without the site's headers.
app.server.on('checkExpectation', (request, response) => {
  track(request, response);
  app.routing(request, response);
});
// CONNECT (a proxy tunnel) never reaches the request handler; unanswered, Node drops it.
app.server.on('connect', (_request, socket) =>
  answerOnSocket(socket, 405, ['Cache-Control: no-store', 'Allow: GET, HEAD']),
);

const quietMs = 200;
/** Open plain HTTP connections. @type {Set<import('node:net').Socket & { _httpMessage?: unknown }>} */
const sockets = new Set();
app.server.on('connection', (socket) => {
  sockets.add(socket);
  socket.once('close', () => sockets.delete(socket));
});

/** Exits once every response has finished, or at the end of the grace period, cutting the rest. */
function cut() {
  const unfinished = underWay.size;
  if (unfinished === 0) console.log('Stopped: every response finished.');
  else
    console.error(
      `Stopped after ${((performance.now() - stopping) / 1000).toFixed(1)} s: cut ${unfinished} ${unfinished === 1 ? 'response' : 'responses'} not finished in the grace period.`,
    );
  process.exit(unfinished > 0 ? 1 : 0);
}
let stopping = 0;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    // A second signal (Ctrl-C again) cuts at once.
    if (stopping) return cut();
    stopping = performance.now();
    console.log(
      `Stopping: ${underWay.size} responses under way, finishing them for up to ${graceSeconds} s (STOP_GRACE_SECONDS).`,
    );
    setTimeout(cut, graceSeconds * 1000).unref();
    // Over TLS, Fastify closes each HTTP/2 session once its streams end. http.Server's close()
    // would drop connections whose answer is written but not yet sent, pipelined requests and all:
    // plain HTTP stops listening only, and Node closes a connection once quiet after its last answer.
    if (tls) return void app.close().then(cut);
    net.Server.prototype.close.call(app.server, cut);
    app.server.keepAliveTimeout = quietMs;
    for (const socket of sockets) if (!socket._httpMessage) socket.setTimeout(quietMs);
  });
}

await app.listen({ port, host });
const address = app.server.address();
const boundPort = typeof address === 'object' && address ? address.port : port;
const defaultPort = boundPort === (tls ? 443 : 80);
console.log(
  `Serving the production build at ${tls ? 'https' : 'http'}://${host === '0.0.0.0' ? 'localhost' : host}${defaultPort ? '' : `:${boundPort}`}/`,
);
