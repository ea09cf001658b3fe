import { execFile, execFileSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { cmsPaths } from './cms-paths.ts';

/**
 * The local stand-in for production's rule that an article whose checks fail cannot be
 * published, for `pnpm run edit:review` and its end-to-end test. On GitHub, Publish merges the
 * article's pull request, and branch protection (the required job "checks passed" of
 * .github/workflows/checks.yml) refuses the merge while any check fails. Here decap-server's git
 * mode merges the branch itself, with no checks, so this proxy stands in front of it: it passes
 * every call through, but before a Publish it runs the content checks (`pnpm run check:content`,
 * the checks workflow's content step) on the files of the article's branch, and refuses the
 * publish with their message, which Decap shows ("Failed to publish: …"). It runs the content
 * checks only: the build and the other tests run on GitHub alone.
 */

/** The workspace's root, where `pnpm run check:content` runs. */
const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));

/** A free port of 127.0.0.1. */
export async function freePort(): Promise<number> {
  const server = createNetServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  server.close();
  return port;
}

/** pnpm as this process was started with (`npx pnpm` puts it on no PATH but the scripts'). */
function pnpmCommand(): [string, string[]] {
  const execPath = process.env.npm_execpath;
  if (!execPath || !/pnpm/.test(execPath)) return ['pnpm', []];
  return /\.[cm]?js$/.test(execPath) ? [process.execPath, [execPath]] : [execPath, []];
}

/** The problems the content checks report in their output (each a line of the failed list). */
function problemsIn(output: string, folder: string): string[] {
  const problems: string[] = [];
  for (const line of output.split('\n')) {
    const match = /^\s*\+\s+"(.+)",?\s*$/.exec(line);
    if (!match?.[1]) continue;
    const problem = JSON.parse(`"${match[1]}"`) as string;
    problems.push(problem.replaceAll(`${folder}${path.sep}`, ''));
  }
  return problems;
}

/**
 * Runs the content checks on the articles of `branch` of `repository` (its posts and the images
 * beside them, with this checkout's code, as the branch's own checkout would). Resolves to
 * undefined when they pass, or to the message that says why they fail.
 */
export async function checkBranch(repository: string, branch: string) {
  const folder = mkdtempSync(path.join(tmpdir(), 'lumenor-review-check-'));
  try {
    const contentFolder = path.dirname(cmsPaths.posts);
    const archive = execFileSync('git', [
      '-C',
      repository,
      'archive',
      '--format=tar',
      branch,
      '--',
      cmsPaths.posts,
      path.posix.join(contentFolder, 'public'),
    ]);
    execFileSync('tar', ['-x', '-C', folder], { input: archive });
    const [command, args] = pnpmCommand();
    const outcome = await promisify(execFile)(command, [...args, 'run', 'check:content'], {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        CHECK_ARTICLES_DIR: path.join(folder, cmsPaths.posts),
        NO_COLOR: '1',
        FORCE_COLOR: '0',
      },
      maxBuffer: 16 * 1024 * 1024,
    }).then(
      () => undefined,
      (error: { stdout?: string; stderr?: string }) => `${error.stdout ?? ''}${error.stderr ?? ''}`,
    );
    if (outcome === undefined) return undefined;
    const problems = problemsIn(outcome, folder);
    const found =
      problems.length > 0 ? problems.join('; ') : outcome.trim().split('\n').slice(-20).join(' ');
    return `The content checks (pnpm run check:content) fail on this article: ${found}. Correct it, save it, and publish it again.`;
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

function branchExists(repository: string, branch: string): boolean {
  try {
    execFileSync('git', [
      '-C',
      repository,
      'rev-parse',
      '--verify',
      '--quiet',
      `refs/heads/${branch}`,
    ]);
    return true;
  } catch {
    return false;
  }
}

async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Listens on `port` of 127.0.0.1 (a free one when 0) and passes every request to decap-server at
 * `backendPort`, checking the branch of each Publish first. Resolves to its port and a stop.
 */
export async function startReviewGate(options: {
  port: number;
  backendPort: number;
  repository: string;
}) {
  const server = createServer(async (request, response) => {
    try {
      const body = await bodyOf(request);
      if (request.method === 'POST' && body.length > 0) {
        const call = JSON.parse(body.toString()) as {
          action?: string;
          params?: { collection?: string; slug?: string };
        };
        if (call.action === 'publishUnpublishedEntry') {
          // The branch decap-server keeps the article on (its `branchFromContentKey`).
          const branch = `cms/${call.params?.collection}/${call.params?.slug}`;
          // No such branch: decap-server answers as it does.
          const refused = branchExists(options.repository, branch)
            ? await checkBranch(options.repository, branch)
            : undefined;
          if (refused) {
            response.writeHead(422, {
              'content-type': 'application/json; charset=utf-8',
              'access-control-allow-origin': '*',
            });
            response.end(JSON.stringify({ error: refused }));
            return;
          }
        }
      }
      const answer = await fetch(`http://127.0.0.1:${options.backendPort}${request.url}`, {
        method: request.method,
        headers: Object.fromEntries(
          Object.entries(request.headers).filter(
            (entry): entry is [string, string] =>
              typeof entry[1] === 'string' && !['host', 'connection'].includes(entry[0]),
          ),
        ),
        ...(body.length > 0 ? { body: new Uint8Array(body) } : {}),
      });
      const headers: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        // fetch has decoded the body and framed it anew.
        if (
          !['content-encoding', 'content-length', 'transfer-encoding', 'connection'].includes(name)
        )
          headers[name] = value;
      });
      response.writeHead(answer.status, headers);
      response.end(Buffer.from(await answer.arrayBuffer()));
    } catch (error) {
      response.writeHead(502, { 'content-type': 'application/json; charset=utf-8' });
      response.end(JSON.stringify({ error: `review gate: ${(error as Error).message}` }));
    }
  });
  server.listen(options.port, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    port,
    stop: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}
