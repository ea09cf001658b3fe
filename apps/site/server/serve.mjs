// Serves the prerendered site (build/client) the way a static host or CDN would.
// Static file handling is sirv's; this file only wires the 404 page.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sirv from 'sirv';

const clientDirectory = fileURLToPath(new URL('../build/client', import.meta.url));
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';

const notFoundHtml = readFileSync(path.join(clientDirectory, '404.html'));

const serveStatic = sirv(clientDirectory, {
  etag: true,
  gzip: true,
  brotli: true,
  extensions: ['html'],
  onNoMatch: (_request, response) => {
    response.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(notFoundHtml);
  },
});

createServer((request, response) => serveStatic(request, response)).listen(port, host, () => {
  console.log(`Serving the production build at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`);
});
