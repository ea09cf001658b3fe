import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { edition } from '@lumenor/content';
import { blogPostPath } from '@lumenor/content/paths';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * A fresh clone edits at once: `pnpm dev` (and `pnpm run edit`, the same dev server beside
 * decap-server) answers every kind of page before anything is built. The dev server runs in a copy
 * of what a clone has, the repository's files without anything built (no packages/ui/dist, no
 * build/), sharing this checkout's installed packages: the workspace's links in each node_modules
 * are copied as the relative links they are, so `@lumenor/ui` is the copy, whose dist/ does not
 * exist. Every tool of the dev server must then read the packages' sources (their `development`
 * export condition, and the site's Vite plugin), React Router's loader of its own config included.
 */

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** Every workspace package (the site's dev server uses the editor's, the content's and the ui's). */
const workspaces = ['apps', 'packages'].flatMap((group) =>
  readdirSync(path.join(root, group))
    .map((name) => `${group}/${name}`)
    .filter((workspace) => existsSync(path.join(root, workspace, 'package.json'))),
);

/** The repository's files as a clone has them: tracked, and new ones not ignored (this checkout's). */
function copyRepositoryFiles(clone: string): void {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, encoding: 'utf8' },
  );
  for (const file of new Set(listed.split('\0').filter(Boolean))) {
    const source = path.join(root, file);
    // A file deleted in the working tree is still listed until the deletion is committed.
    if (!existsSync(source) || lstatSync(source).isDirectory()) continue;
    mkdirSync(path.dirname(path.join(clone, file)), { recursive: true });
    copyFileSync(source, path.join(clone, file));
  }
}

/** A workspace's installed packages: pnpm's links, copied as links (relative, so into the copy). */
function copyLinks(from: string, to: string): void {
  if (!existsSync(from)) return;
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.isSymbolicLink()) {
      symlinkSync(readlinkSync(path.join(from, entry.name)), path.join(to, entry.name));
    } else if (entry.isDirectory() && entry.name.startsWith('@')) {
      copyLinks(path.join(from, entry.name), path.join(to, entry.name));
    }
  }
}

let clone: string;
let server: ChildProcess | undefined;
let origin: string;
let output = '';

beforeAll(async () => {
  clone = mkdtempSync(path.join(tmpdir(), 'lumenor-fresh-clone-'));
  copyRepositoryFiles(clone);
  // The store of installed packages, shared; nothing in it links back to a workspace package.
  symlinkSync(path.join(root, 'node_modules'), path.join(clone, 'node_modules'));
  for (const workspace of workspaces) {
    copyLinks(
      path.join(root, workspace, 'node_modules'),
      path.join(clone, workspace, 'node_modules'),
    );
  }
  expect(existsSync(path.join(clone, 'packages/ui/dist'))).toBe(false);

  const site = path.join(clone, 'apps/site');
  const cli = path.join(site, 'node_modules/@react-router/dev/bin.cjs');
  // Port 0: a free port, which Vite names when it is listening.
  server = spawn(process.execPath, [cli, 'dev', '--port', '0', '--host', '127.0.0.1'], {
    cwd: site,
    detached: true,
    env: { ...process.env, NODE_ENV: 'development', BROWSER: 'none' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  origin = await new Promise<string>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Local:\s+(http:\/\/[\d.]+:\d+)\//.exec(stripVTControlCharacters(output));
      if (listening?.[1]) resolve(listening[1]);
    };
    server?.stdout?.on('data', read);
    server?.stderr?.on('data', read);
    server?.on('exit', (code) => reject(new Error(`the dev server stopped (${code}):\n${output}`)));
  });
}, 120_000);

afterAll(() => {
  // The dev server restarts itself under Node's development condition: its whole process group.
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
  if (clone) rmSync(clone, { recursive: true, force: true });
});

describe('the dev server of a fresh clone, with nothing built', () => {
  const article = edition('en').blogPosts[0]?.id ?? '';

  it.each([
    ['the home page', '/'],
    ['the Telugu home page', '/te/'],
    ['an article', blogPostPath(article)],
    ['the editor', '/admin/'],
  ])(
    'answers %s (%s)',
    async (_name, address) => {
      const response = await fetch(`${origin}${address}`);
      const body = await response.text();
      expect(response.status, `${address}: ${body.slice(0, 400)}\n${output}`).toBe(200);
      expect(body).toMatch(/^<!DOCTYPE html>/i);
    },
    60_000,
  );
});
