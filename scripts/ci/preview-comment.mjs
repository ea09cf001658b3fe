// `pnpm run preview:comment -- [--url <preview address>] [--base <ref>]`: prints the pull
// request's preview comment (preview.mjs): the pages the branch changes since `base` (default
// origin/main), in English and Telugu, linked at the preview's address.
import { execFileSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { root } from './lib.mjs';
import { changedFiles, commentBody } from './preview.mjs';

const { values } = parseArgs({
  // pnpm 12 passes the `--` of `pnpm run preview:comment -- --url …` on.
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    url: { type: 'string', default: '' },
    base: { type: 'string', default: 'origin/main' },
  },
});
const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
process.stdout.write(
  commentBody({ url: values.url.replace(/\/+$/, ''), files: changedFiles(values.base), commit }),
);
