#!/usr/bin/env node
// Serves a prerendered build's client folder (the site's: apps/site/build/client) as a static
// host does. HTTP is Fastify's and @fastify/static's: parsing and limits, ranges, conditional
// requests, ETags, content types, precompressed .br/.gz chosen by Accept-Encoding q-values (the
// 404 page too), HTTP/2. Here:
// - the build's `_headers` and `_redirects`, read with Netlify's parsers (./host-rules.mjs), are
//   the one source of headers and redirects, and pages and not-found pages are found as the
//   production host finds them (Cloudflare Workers static assets: the site's wrangler.jsonc), so
//   this server and the host agree (the site's built-site/host-answers.test.ts holds both to one
//   table);
// - every refusal (400, 405, 414, 416, 417, 431...) is a short text with the site-wide headers;
// - on SIGTERM or SIGINT, requests already received are answered before the exit.
//
// `serve.mjs <client folder>` (the `lumenor-serve` command). Environment: SITE_CLIENT_DIR (a
// client folder to serve instead: another build), PORT (default 4173, or 443 with TLS; 0 picks a
// free port), HOST (default 127.0.0.1), TLS_CERT and TLS_KEY (PEM files: HTTPS over HTTP/2,
// HTTP/1.1 for clients without h2), STOP_GRACE_SECONDS (default 10: how long responses under way
// may take once stopping; those cut are counted, and the exit code is 1).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import net from 'node:net';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import * as rules from './host-rules.mjs';

const { env } = process;
const given = env.SITE_CLIENT_DIR ?? process.argv[2];
if (!given) {
  console.error('Which build? serve.mjs <client folder> (the site: apps/site/build/client).');
  process.exit(1);
}
const root = path.resolve(given);
const tls = env.TLS_CERT &&
  env.TLS_KEY && { cert: readFileSync(env.TLS_CERT), key: readFileSync(env.TLS_KEY) };
const port = Number(env.PORT ?? (tls ? 443 : 4173));
const host = env.HOST ?? '127.0.0.1';
const graceSeconds = Number(env.STOP_GRACE_SECONDS ?? 10);
const missing = ['_headers', '_redirects', '404.html'].find(
  (name) => !existsSync(path.join(root, name)),
);
if (!(Number.isFinite(graceSeconds) && graceSeconds >= 0) || missing) {
  console.error(
    missing
      ? `Missing ${path.join(root, missing)}: build the site first (pnpm build).`
      : `STOP_GRACE_SECONDS must be a number of seconds (0 or more), not "${env.STOP_GRACE_SECONDS}".`,
  );
  process.exit(1);
}

// A file that does not parse stops the start, with the parser's message.
const headerRules = await rules.readHeaderRules(path.join(root, '_headers'));
const redirectRules = await rules.readRedirectRules(path.join(root, '_redirects'));
// The build's files, read once: a build is served as it was written. Host configuration,
// compressed copies and dot files are not files of the site.
const files = new Set(
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'),
    )
    .filter(
      (file) =>
        !rules.isHostConfigPath(`/${file}`) &&
        !/\.(br|gz)$/i.test(file) &&
        !file.split('/').some((segment) => segment.startsWith('.')),
    ),
);
// What is not a file of the build gets the `/*` headers only (`/assets/*` would make a 404
// immutable); the not-found page gets its own.
const siteWide = rules.headersForPath(
  headerRules.filter((rule) => rule.for === '/*'),
  '/',
);
const notFoundHeaders = rules.headersForPath(headerRules, '/404.html');

/** @param {string} target */
const pathOf = (target) => rules.decoded(target.split('?', 1)[0] ?? '');

/** `Range: bytes=` with `first-last`, `first-` or `-suffix` ranges (RFC 9110 §14.1.1). */
const rangeGrammar = /^bytes=[ \t]*(?:\d+-\d*|-\d+)(?:[ \t]*,[ \t]*(?:\d+-\d*|-\d+))*[ \t]*$/i;
/** uri-host [":" port] (RFC 9110 §7.2, RFC 3986 §3.2.2). */
const hostGrammar =
  /^(?:\[[0-9A-Fa-f:.]+\]|(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*)(?::\d*)?$/;

/** HTTP/1.x Host missing (1.1), sent twice, or not a host: a bad request (RFC 9112 §3.2). */
function hasBadHost({ httpVersionMajor: major, httpVersionMinor: minor, rawHeaders }) {
  const hosts = rawHeaders.filter((_, at) => at % 2 === 1 && /^host$/i.test(rawHeaders[at - 1]));
  if (major !== 1) return false;
  if (hosts.length === 0) return minor >= 1;
  return hosts.length > 1 || !hostGrammar.test(String(hosts[0]));
}

/** An absolute-form target as the origin-form a server must accept (RFC 9112 §3.2.2). */
function originFormOf({ url = '/' }) {
  const [, authority = '', rest = ''] = /^https?:\/\/([^/?#]+)([^#]*)$/i.exec(url) ?? [];
  if (!authority || !hostGrammar.test(authority)) return url;
  return rest.startsWith('/') ? rest : `/${rest}`;
}

/** @param {import('fastify').FastifyReply} reply @param {number} status */
function sendProblem(reply, status) {
  // A request not understood as a whole: nothing after it on the connection is trustworthy.
  if (status === 400 || status === 414 || status === 417) reply.header('connection', 'close');
  reply.code(status).type('text/plain; charset=utf-8');
  return reply.send(`${status} ${STATUS_CODES[status]}\n`);
}

/** @param {import('fastify').FastifyRequest} request @param {import('fastify').FastifyReply} reply */
function sendNotFound(request, reply, page = '/404.html') {
  // The asked path's validators and ranges do not apply to the not-found page.
  for (const name of Object.keys(request.headers)) {
    if (/^(range|if-.+)$/.test(name)) delete request.raw.headers[name];
  }
  return reply.code(404).sendFile(page.slice(1));
}

/** An answer written on the socket, for what never becomes a request; the connection is closed. */
function answerOnSocket(socket, status = 400, ...lines) {
  const body = `${status} ${STATUS_CODES[status]}\n`;
  const headers = [...siteWide].map(([name, value]) => `${name}: ${value}`);
  const type = ['Content-Type: text/plain; charset=utf-8', `Content-Length: ${body.length}`];
  const head = [`HTTP/1.1 ${status} ${STATUS_CODES[status]}`, ...type, 'Connection: close'];
  head.push('Cache-Control: no-store', ...lines, ...headers);
  if (socket.writable) socket.end(`${head.join('\r\n')}\r\n\r\n${body}`);
  socket.destroy();
}

const app = Fastify({
  http: {
    maxHeaderSize: 16_384,
    headersTimeout: 10_000,
    connectionsCheckingInterval: 2_000,
    requireHostHeader: false,
  },
  // Browsers speak HTTP/2 only over TLS, so plain HTTP stays HTTP/1.1.
  ...(tls ? { http2: true, https: { ...tls, allowHTTP1: true } } : {}),
  requestTimeout: 15_000,
  connectionTimeout: 60_000,
  // While stopping, requests on open connections are answered (Fastify adds Connection: close).
  return503OnClosing: false,
  rewriteUrl: originFormOf,
  // Targets the router refuses (`/%zz`): this reply skips the hooks, so it gets its headers here.
  frameworkErrors: (_error, _request, reply) => {
    sendProblem(
      reply.headers({ ...Object.fromEntries(siteWide), 'cache-control': 'no-store' }),
      400,
    );
  },
  // Before a request exists: an unparsable request line, a head over maxHeaderSize, a timeout.
  clientErrorHandler: (error, socket) => {
    // A response under way on the socket: an answer now would be unsolicited.
    const busy = [...underWay].some(
      (response) => response.socket === socket && response.headersSent,
    );
    if (error.code === 'ECONNRESET' || socket.destroyed || busy) return socket.destroy();
    answerOnSocket(socket, { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 }[error.code]);
  },
});

app.addHook('onRequest', async (request, reply) => {
  const { expect, range } = request.headers;
  if (hasBadHost(request.raw)) return sendProblem(reply, 400);
  if (expect !== undefined && expect.toLowerCase() !== '100-continue')
    return sendProblem(reply, 417);
  if (request.method !== 'GET' && request.method !== 'HEAD')
    return sendProblem(reply.header('allow', 'GET, HEAD'), 405);
  // A Range that does not parse is ignored (RFC 9110 §14.2), not answered 416 as @fastify/send would.
  if (range !== undefined && !rangeGrammar.test(range)) delete request.raw.headers.range;
  // RFC 9112 §3 asks for 8,000 octets at least; a head over maxHeaderSize got 431 before this.
  if (request.url.length > 8_000) return sendProblem(reply, 414);
  if (!request.url.startsWith('/')) return sendProblem(reply, 400);
  const pathname = request.url.split('?', 1)[0] ?? '';
  const redirect = rules.redirectForPath(redirectRules, pathname);
  if (redirect && !rules.isRewrite(redirect)) {
    return reply.redirect(`${redirect.to}${request.url.slice(pathname.length)}`, redirect.status);
  }
  if (redirect) return reply.sendFile(redirect.to.slice(1));
  // A segment that is empty (`//`), `.` or `..`, or holds `\` or NUL once decoded, is refused;
  // one that holds an encoded `/` (`..%2f`) is a name, which no file has.
  const segments = pathname.split('/').slice(1).map(rules.decoded);
  const refused = (segment, at) =>
    /[\\\0]/.test(segment) ||
    segment === '.' ||
    segment === '..' ||
    (segment === '' && at < segments.length - 1);
  if (segments.some(refused)) return sendProblem(reply, 400);
  const asked = pathOf(pathname);
  if (segments.some((segment) => segment.includes('/'))) {
    return sendNotFound(request, reply, `/${rules.notFoundPageFor(asked, files) ?? '404.html'}`);
  }
  const found = rules.pageAt(asked, files);
  if (found?.redirect) {
    return reply.redirect(`${encodeURI(found.redirect)}${request.url.slice(pathname.length)}`, 307);
  }
  if (found) return reply.sendFile(found.file);
  return sendNotFound(request, reply, `/${rules.notFoundPageFor(asked, files) ?? '404.html'}`);
});

app.addHook('onSend', async (request, reply, payload) => {
  const status = reply.statusCode;
  // A file or a redirect gets the rules of its path, as on the host; a refusal the site-wide ones.
  const own = status < 400 ? rules.headersForPath(headerRules, pathOf(request.url)) : siteWide;
  for (const [name, value] of status === 404 ? notFoundHeaders : own) reply.header(name, value);
  if (status >= 400 && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  return payload;
});

app.setErrorHandler((error, request, reply) => {
  const status = error.statusCode ?? 500;
  if (status === 404) return sendNotFound(request, reply);
  if (status >= 500) console.error(error);
  // @fastify/static's 403 for non-canonical paths (`//`, `/./`, `/../`, `\`): a malformed target.
  if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return sendProblem(reply, 400);
  if (status === 416 && error.headers) reply.headers(error.headers);
  return sendProblem(reply, status >= 400 && status < 600 ? status : 500);
});
app.setNotFoundHandler(sendNotFound);

// Only `reply.sendFile`, for the files the hook above found in `files` (read once: exact
// spellings, no host configuration, no compressed copies): no route of @fastify/static's own,
// and no `allowedPath`, with which it reads every folder of a path on every request to check
// its spelling (5 ms a file in a folder of 6,000, the search index's at 2,000 articles).
await app.register(fastifyStatic, {
  root,
  serve: false,
  preCompressed: true,
  index: ['index.html'],
  dotfiles: 'ignore',
  // Caching is `_headers`' business.
  cacheControl: false,
});

/** Responses not yet finished, for the stop's log and exit code. */
const underWay = new Set();
/** @param {import('node:http').IncomingMessage} request @param {import('node:http').ServerResponse} response */
function track({ headers, httpVersionMajor }, response) {
  underWay.add(response);
  response.once('close', () => underWay.delete(response));
  // A body is never read (only GET and HEAD are served): close after the answer rather than wait
  // for one announced that may never come.
  const announced = (headers['transfer-encoding'] ?? headers['content-length'] ?? '0') !== '0';
  if (announced && httpVersionMajor === 1) response.setHeader('connection', 'close');
}
// Before Fastify's listener, so that it holds for answers that skip the hooks too.
app.server.prependListener('request', track);
// Node would answer an expectation other than 100-continue 417 itself, without the site's headers.
app.server.on('checkExpectation', (request, response) => {
  track(request, response);
  app.routing(request, response);
});
// CONNECT (a proxy tunnel) never reaches the request handler; unanswered, Node drops it.
app.server.on('connect', (_request, socket) => answerOnSocket(socket, 405, 'Allow: GET, HEAD'));

/** Open plain HTTP connections. @type {Set<net.Socket>} */
const sockets = new Set();
app.server.on('connection', (/** @type {net.Socket} */ socket) => {
  sockets.add(socket);
  socket.once('close', () => sockets.delete(socket));
});

let stopping = 0;
/** Exits: every response finished (0), or the grace period over with some cut (1). */
function cut() {
  const unfinished = underWay.size;
  const seconds = ((performance.now() - stopping) / 1000).toFixed(1);
  const cutCount = `cut ${unfinished} ${unfinished === 1 ? 'response' : 'responses'}`;
  if (unfinished === 0) console.log('Stopped: every response finished.');
  else console.error(`Stopped after ${seconds} s: ${cutCount} not finished in the grace period.`);
  process.exit(unfinished > 0 ? 1 : 0);
}
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
    // would drop a connection whose answer is written but not yet sent, pipelined requests and
    // all: plain HTTP only stops listening, and Node closes each connection once quiet.
    if (tls) return void app.close().then(cut);
    net.Server.prototype.close.call(app.server, cut);
    app.server.keepAliveTimeout = 200;
    const busy = new Set([...underWay].map((response) => response.socket));
    for (const socket of sockets) if (!busy.has(socket)) socket.setTimeout(200);
  });
}

await app.listen({ port, host });
const bound = app.server.address().port;
const shownPort = bound === (tls ? 443 : 80) ? '' : `:${bound}`;
const shownHost = host === '0.0.0.0' ? 'localhost' : host;
console.log(
  `Serving the production build at ${tls ? 'https' : 'http'}://${shownHost}${shownPort}/`,
);
