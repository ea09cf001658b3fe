// Release dry run: does `changeset version` turn the pending changesets into a release?
// Copies the workspace manifests and .changeset/ into a temp directory (nothing in the repo
// changes), runs `changeset version` there and checks that every published package that has
// pending changesets gets a new version and a CHANGELOG.md, and that ignored/private apps do not.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readChangesets } from '@changesets/read';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const started = Date.now();
const require = createRequire(import.meta.url);
const cli = path.join(path.dirname(require.resolve('@changesets/cli/package.json')), 'bin.js');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

// The pending changesets, read as `changeset version` reads them.
const changesets = await readChangesets(root);
const pending = changesets.map((changeset) => `${changeset.id}.md`);
/** Package names with a pending changeset. */
const named = new Set(
  changesets.flatMap((changeset) => changeset.releases.map((release) => release.name)),
);

// What the repo's own changesets say (git based; informative only, since a shallow CI clone may
// lack the base branch).
try {
  const status = execFileSync(process.execPath, [cli, 'status', '--verbose'], {
    cwd: root,
    encoding: 'utf8',
    stdio: 'pipe',
  });
  console.log(status.trim());
} catch (error) {
  console.warn(
    `check-changesets: changeset status could not run (${String(error.message).split('\n')[0]})`,
  );
}

const dir = mkdtempSync(path.join(os.tmpdir(), 'changesets-dry-run-'));
try {
  for (const file of ['package.json', 'pnpm-workspace.yaml'])
    cpSync(path.join(root, file), path.join(dir, file));
  cpSync(path.join(root, '.changeset'), path.join(dir, '.changeset'), { recursive: true });
  const packages = [];
  for (const group of ['apps', 'packages']) {
    for (const name of readdirSync(path.join(root, group))) {
      const manifest = path.join(root, group, name, 'package.json');
      if (!existsSync(manifest)) continue;
      mkdirSync(path.join(dir, group, name), { recursive: true });
      cpSync(manifest, path.join(dir, group, name, 'package.json'));
      packages.push({ folder: `${group}/${name}`, ...readJson(manifest) });
    }
  }

  execFileSync(process.execPath, [cli, 'version'], { cwd: dir, stdio: 'pipe' });

  const problems = [];
  const released = [];
  for (const pkg of packages) {
    const after = readJson(path.join(dir, pkg.folder, 'package.json'));
    const changelog = path.join(dir, pkg.folder, 'CHANGELOG.md');
    if (pkg.private) {
      if (after.version !== pkg.version) problems.push(`${pkg.name} is private but was versioned`);
      continue;
    }
    if (!named.has(pkg.name)) continue;
    if (after.version === pkg.version) problems.push(`${pkg.name}: version stayed ${pkg.version}`);
    if (!existsSync(changelog)) problems.push(`${pkg.name}: no CHANGELOG.md written`);
    else if (!readFileSync(changelog, 'utf8').includes(`## ${after.version}`)) {
      problems.push(`${pkg.name}: CHANGELOG.md has no "## ${after.version}" section`);
    }
    released.push(`${pkg.name} ${pkg.version} -> ${after.version}`);
  }
  if (!named.has('@lumenor/ui')) problems.push('no pending changeset for @lumenor/ui');
  if (readdirSync(path.join(dir, '.changeset')).some((file) => pending.includes(file))) {
    problems.push('changeset version left consumed changesets behind');
  }
  const elapsed = `${((Date.now() - started) / 1000).toFixed(1)} s`;
  if (problems.length > 0) {
    console.error(`check-changesets: FAIL (${elapsed})\n- ${problems.join('\n- ')}`);
    process.exit(1);
  }
  console.log(
    `check-changesets: PASS: ${pending.length} changesets would release ${released.join(', ')}, with CHANGELOGs (${elapsed})`,
  );
} finally {
  rmSync(dir, { recursive: true, force: true });
}
