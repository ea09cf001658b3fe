// Serves the prerendered site (build/client) the way a static host or CDN serves it.
// Static files, precompressed variants (.br/.gz written by the build), ETags and content types are
// sirv's. This file is glue only: it applies the build's own `_headers` and `_redirects` files (the
// Netlify / Cloudflare Pages format) through ./static-host-rules.mjs, so the local server and a
// static host send the same headers by construction, and it answers unknown paths with 404.html
// (or, where a `_redirects` rule rewrites with status 404, with that rule's page).
//
// Environment: PORT (default 4173, or 443 with TLS), HOST (default 127.0.0.1),
// TLS_CERT and TLS_KEY (paths to PEM files: serve HTTPS, over HTTP/2 like a static host or CDN,
// with HTTP/1.1 for clients that do not offer h2),
// SITE_CLIENT_DIR (another copy of the build output to serve; default ../build/client).
import { existsSync, readFileSync } from 'node:fs';
import { createServer as createHttpServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';
import {
  headersForPath,
  isRewrite,
  parseHeadersFile,
  parseRedirectsFile,
  redirectForPath,
} from './static-host-rules.mjs';

const clientDirectory = path.resolve(
  process.env.SITE_CLIENT_DIR ?? fileURLToPath(new URL('../build/client', import.meta.url)),
);
const tlsCert = process.env.TLS_CERT;
const tlsKey = process.env.TLS_KEY;
const useTls = Boolean(tlsCert && tlsKey);
const port = Number(process.env.PORT ?? (useTls ? 443 : 4173));
const host = process.env.HOST ?? '127.0.0.1';

/** @param {string} name */
function readBuildFile(name) {
  const file = path.join(clientDirectory, name);
  if (!existsSync(file)) {
    console.error(`Missing ${file}: build the site first (pnpm --filter @lumenor/site run build).`);
    process.exit(1);
  }
  return readFileSync(file);
}

const headerRules = parseHeadersFile(readBuildFile('_headers').toString('utf8'));
const redirectRules = parseRedirectsFile(readBuildFile('_redirects').toString('utf8'));

/**
 * A page in each encoding the build wrote, best first.
 * @param {string} name
 */
function pageVariants(name) {
  return [
    { encoding: 'br', file: `${name}.br` },
    { encoding: 'gzip', file: `${name}.gz` },
    { encoding: undefined, file: name },
  ]
    .filter(({ file }) => existsSync(path.join(clientDirectory, file)))
    .map(({ encoding, file }) => ({ encoding, body: readBuildFile(file) }));
}

const notFoundVariants = pageVariants('404.html');
/** The pages that `_redirects` rewrites with status 404 serve (Netlify's per-path 404 pages). */
const rewrittenNotFoundPages = new Map(
  redirectRules
    .filter((rule) => rule.status === 404)
    .map((rule) => [rule.to, pageVariants(rule.to.replace(/^\//, ''))]),
);

/** Files the hosts read as configuration and never serve. */
const hostConfigFiles = new Set(['/_headers', '/_redirects']);

/**
 * Answers 404 with the not-found page, or with another page served that way (`variants`).
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 * @param {Array<{ encoding: string | undefined, body: Buffer }>} [variants]
 */
function sendNotFound(request, response, variants) {
  const candidates = variants && variants.length > 0 ? variants : notFoundVariants;
  const accepted = String(request.headers['accept-encoding'] ?? '');
  const variant =
    candidates.find(
      ({ encoding }) => encoding === undefined || new RegExp(`\\b${encoding}\\b`).test(accepted),
    ) ?? candidates[candidates.length - 1];
  response.statusCode = 404;
  response.setHeader('Content-Type', 'text/html; charset=utf-8');
  response.setHeader('Vary', 'Accept-Encoding');
  if (variant?.encoding) response.setHeader('Content-Encoding', variant.encoding);
  response.end(request.method === 'HEAD' ? undefined : variant?.body);
}

const serveStatic = sirv(clientDirectory, {
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ['html'],
  onNoMatch: sendNotFound,
});

/**
 * @param {import('node:http').IncomingMessage} request
 * @param {import('node:http').ServerResponse} response
 */
function handle(request, response) {
  const url = new URL(request.url ?? '/', 'http://localhost');
  const redirect = redirectForPath(redirectRules, url.pathname);
  if (redirect && !isRewrite(redirect)) {
    response.writeHead(redirect.status, { Location: `${redirect.to}${url.search}` });
    response.end();
    return;
  }
  for (const [name, value] of headersForPath(headerRules, url.pathname)) {
    response.setHeader(name, value);
  }
  if (hostConfigFiles.has(url.pathname)) {
    sendNotFound(request, response);
    return;
  }
  if (redirect?.status === 404) {
    sendNotFound(request, response, rewrittenNotFoundPages.get(redirect.to));
    return;
  }
  if (redirect?.status === 200) request.url = `${redirect.to}${url.search}`;
  serveStatic(request, response);
}

// Browsers speak HTTP/2 only over TLS, so plain HTTP (the start command) stays HTTP/1.1.
const server = useTls
  ? createSecureServer(
      {
        cert: readFileSync(String(tlsCert)),
        key: readFileSync(String(tlsKey)),
        allowHTTP1: true,
      },
      handle,
    )
  : createHttpServer(handle);

server.listen(port, host, () => {
  const scheme = useTls ? 'https' : 'http';
  const shownHost = host === '0.0.0.0' ? 'localhost' : host;
  const shownPort = (useTls && port === 443) || (!useTls && port === 80) ? '' : `:${port}`;
  console.log(`Serving the production build at ${scheme}://${shownHost}${shownPort}/`);
});
