import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Vitest global setup of the unit tests: a few of them test the built package (`dist/`: its
 * server modules, its tree shaking). On a fresh clone, where nothing is built yet, it is built
 * once here, before any test runs, so `pnpm --filter @lumenor/ui test` works right after install.
 */
export default function setup(): void {
  if (existsSync(path.join(packageDir, 'dist', 'index.js'))) return;
  console.log('[ui tests] dist/ is missing: building the package first (pnpm run build)');
  execFileSync('pnpm', ['run', 'build'], { cwd: packageDir, stdio: 'inherit' });
}
