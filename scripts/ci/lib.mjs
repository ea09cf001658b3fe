// What the CI scripts share: the repository's root, the built site's folder, pnpm as this script
// was started with, and GitHub Actions' step outputs.
import { spawnSync } from 'node:child_process';
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const siteClientDir = path.join(root, 'apps/site/build/client');

/** Runs pnpm (as this script's pnpm, which `npx -y pnpm@…` puts nowhere on PATH); throws on failure. */
export function pnpm(args, options = {}) {
  const execPath = process.env.npm_execpath;
  const [command, prefix] = !execPath
    ? ['pnpm', []]
    : /\.[cm]?js$/.test(execPath)
      ? [process.execPath, [execPath]]
      : [execPath, []];
  const result = spawnSync(command, [...prefix, ...args], {
    cwd: root,
    stdio: 'inherit',
    ...options,
  });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed (${result.status})`);
  return result;
}

/** Sets a step output in GitHub Actions (`steps.<id>.outputs.<name>`); a no-op elsewhere. */
export function setOutput(name, value) {
  const file = process.env.GITHUB_OUTPUT;
  if (file) appendFileSync(file, `${name}=${value}\n`);
}

/** A required setting, or exit with a message naming it. */
export function requireEnv(name, what) {
  const value = process.env[name];
  if (!value) {
    console.error(`${name} is not set: ${what}`);
    process.exit(2);
  }
  return value;
}
