import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const workspaceRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The machine's TLS and proxy settings a registry install needs (a TLS-inspecting proxy's CA,
 * the proxy itself, npm's own settings). Turbo's strict environment mode drops every variable a
 * task does not name, so the consumer check, which installs its apps with pnpm (it reads npm's
 * settings too), names them.
 */
const registryVariables = {
  NODE_EXTRA_CA_CERTS: '/etc/ssl/proxy-ca.pem',
  SSL_CERT_FILE: '/etc/ssl/certs/ca-certificates.crt',
  HTTPS_PROXY: 'http://proxy.example:3128',
  HTTP_PROXY: 'http://proxy.example:3128',
  NO_PROXY: 'localhost,127.0.0.1',
  https_proxy: 'http://proxy.example:3128',
  http_proxy: 'http://proxy.example:3128',
  no_proxy: 'localhost,127.0.0.1',
  npm_config_cafile: '/etc/ssl/proxy-ca.pem',
};

it('turbo passes the TLS and proxy variables to the consumer check', () => {
  const dryRun = execFileSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'test:consumer', '--filter=@lumenor/ui', '--dry=json'],
    {
      cwd: workspaceRoot,
      encoding: 'utf8',
      env: { ...process.env, ...registryVariables, TURBO_TELEMETRY_DISABLED: '1' },
    },
  );
  const task = JSON.parse(dryRun).tasks.find(
    (candidate: { taskId: string }) => candidate.taskId === '@lumenor/ui#test:consumer',
  );
  const passed = (task?.environmentVariables.passthrough ?? []).map(
    (entry: string) => entry.split('=')[0],
  );
  expect(passed).toEqual(expect.arrayContaining(Object.keys(registryVariables)));
}, 60_000);
