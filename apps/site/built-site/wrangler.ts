import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { untilReady } from '@lumenor/server/test-server';

/** A port no one listens on now (the OS's pick), for a server that cannot be told port 0. */
async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as net.AddressInfo;
  server.close();
  await once(server, 'close');
  return port;
}

const wranglerBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve('wrangler/package.json')),
  'bin',
  'wrangler.js',
);

/**
 * Starts Cloudflare's local runtime (`wrangler dev`, workerd) on the site's wrangler.jsonc, serving
 * `clientDirectory`, on free ports of 127.0.0.1; resolves with its URL and all it printed so far.
 */
export async function startWrangler(
  siteDirectory: string,
  clientDirectory: string,
  timeoutMs = 60_000,
) {
  const [port, inspectorPort] = [await freePort(), await freePort()];
  const child = spawn(
    process.execPath,
    [
      wranglerBin,
      'dev',
      ...['--ip', '127.0.0.1', '--port', String(port), '--inspector-port', String(inspectorPort)],
      ...['--assets', clientDirectory, '--persist-to', path.join(tmpdir(), `wrangler-${port}`)],
      '--show-interactive-dev-session=false',
    ],
    {
      cwd: siteDirectory,
      // Offline: no metrics, no update check (it comes with the banner), no fetch of the
      // `Request.cf` placeholder from Cloudflare.
      env: {
        ...process.env,
        WRANGLER_SEND_METRICS: 'false',
        WRANGLER_HIDE_BANNER: 'true',
        CLOUDFLARE_CF_FETCH_ENABLED: 'false',
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
    },
  );
  const { url, output, stop } = await untilReady(
    child,
    'wrangler dev',
    (printed) =>
      /Ready on http:\/\/127\.0\.0\.1:\d+/.test(printed) ? `http://127.0.0.1:${port}/` : undefined,
    timeoutMs,
  );
  return { url, output, stop };
}
