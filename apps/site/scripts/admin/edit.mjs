// `pnpm edit`: the site's dev server and the editor's local backend (decap-server) together, so a
// writer opens one address (http://localhost:5173/admin/), edits, saves, and sees the article on
// the dev server, with no account. Both stop together (Ctrl+C, or either one ending).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const siteDirectory = fileURLToPath(new URL('../..', import.meta.url));
const repositoryRoot = path.resolve(siteDirectory, '../..');
// decap-server's own port, where the editor looks for it (cms-config.ts, localBackendPort).
const backendPort = '8081';
const devPort = process.env.PORT ?? '5173';

const children = [
  spawn(process.execPath, [require.resolve('decap-server/dist/index.js')], {
    cwd: siteDirectory,
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: backendPort,
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: process.env.GIT_REPO_DIRECTORY ?? repositoryRoot,
    },
  }),
  spawn(
    process.execPath,
    [
      path.join(path.dirname(require.resolve('@react-router/dev/package.json')), 'bin.cjs'),
      'dev',
      '--port',
      devPort,
      '--strictPort',
    ],
    { cwd: siteDirectory, stdio: 'inherit', env: process.env },
  ),
];

console.log(
  `\n  Editor: http://localhost:${devPort}/admin/   Site: http://localhost:${devPort}/\n`,
);

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stop(code ?? 0));
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
