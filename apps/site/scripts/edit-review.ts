import { execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { freePort, startReviewGate } from '@lumenor/editor/review-gate';

/**
 * `pnpm edit:review`: the editor with production's review flow on this computer. decap-server's
 * git mode keeps each unpublished article on a branch `cms/posts/<id>` (its status in the
 * branch's description) and merges it into the working branch on Publish. It checks branches out
 * as it goes, so it works in a git worktree of its own (`.editor-review/`, on the branch
 * `editor-review`, made from the current commit the first time): the dev server, which serves
 * /admin from this checkout, never sees the switches. Merge or push `editor-review` to keep what
 * was published.
 *
 * As on GitHub, where branch protection refuses to merge an article whose checks fail, Publish
 * first runs the content checks (`pnpm run check:content`) on the article's branch, and Decap
 * shows their message instead of publishing (@lumenor/editor's review-gate.ts, in front of decap-server).
 *
 * EDITOR_REVIEW_BRANCH, EDITOR_REVIEW_WORKTREE, PORT (the dev server's) and DECAP_PORT change the
 * defaults.
 */

const git = (...args: string[]) => execFileSync('git', args, { encoding: 'utf8' }).trim();

const root = git('rev-parse', '--show-toplevel');
const branch = process.env.EDITOR_REVIEW_BRANCH ?? 'editor-review';
const worktree = path.resolve(root, process.env.EDITOR_REVIEW_WORKTREE ?? '.editor-review');
const decapPort = process.env.DECAP_PORT ?? '8081';
const backendPort = await freePort();
const sitePort = process.env.PORT ?? '5173';

if (!existsSync(worktree)) {
  const branchExists = git('branch', '--list', branch) !== '';
  execFileSync(
    'git',
    branchExists
      ? ['worktree', 'add', worktree, branch]
      : ['worktree', 'add', '-b', branch, worktree],
    { stdio: 'inherit' },
  );
}

const children = [
  spawn(
    process.execPath,
    [path.join(import.meta.dirname, '../node_modules/decap-server/dist/index.js')],
    {
      env: {
        ...process.env,
        MODE: 'git',
        PORT: String(backendPort),
        BIND_HOST: '127.0.0.1',
        GIT_REPO_DIRECTORY: worktree,
      },
      stdio: 'inherit',
    },
  ),
  spawn('react-router', ['dev', '--port', sitePort, '--strictPort'], {
    env: { ...process.env, CMS_LOCAL_MODE: 'review', CMS_BRANCH: branch, DECAP_PORT: decapPort },
    stdio: 'inherit',
  }),
];
const gate = await startReviewGate({
  port: Number(decapPort),
  backendPort,
  repository: worktree,
});
console.log(
  `Editor with review: http://localhost:${sitePort}/admin/ (saves to ${path.relative(root, worktree)}, branch ${branch})`,
);
// One stops, all stop (as `concurrently --kill-others` does for `pnpm edit`).
for (const child of children) {
  child.on('exit', (code) => {
    for (const other of children) if (other !== child) other.kill();
    gate.stop();
    process.exitCode = code ?? 1;
  });
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    for (const child of children) child.kill(signal);
  });
}
