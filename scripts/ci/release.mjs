// The packages' release, in three steps run by the release workflow (and by hand the same way):
//
//   pnpm run release:pack     builds the packages and packs each public one whose version is not
//                             on the registry yet into release/ (pnpm pack: workspace: ranges
//                             become versions), with @lumenor/ui's Storybook of that version;
//   pnpm run release:check    runs the consumer apps on that very @lumenor/ui tarball
//                             (CONSUMER_TARBALL, packages/ui/consumers/check.mjs);
//   pnpm run release:publish  publishes those tarballs with npm, unchanged: in the workflow with
//                             npm's trusted publishing (the job's OIDC token; no stored token), then
//                             creates each version's tag and GitHub release (GITHUB_TOKEN,
//                             GITHUB_REPOSITORY, GITHUB_SHA), the Storybook attached to it.
//
// release/plan.json lists what was packed; with nothing unpublished every step says so and passes.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pnpm, requireEnv, root } from './lib.mjs';

const releaseDir = path.join(root, 'release');
const planFile = path.join(releaseDir, 'plan.json');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** The workspace's packages that are published, with their folder, name and version. */
function publicPackages() {
  return readdirSync(path.join(root, 'packages'))
    .map((folder) => path.join(root, 'packages', folder))
    .filter((dir) => existsSync(path.join(dir, 'package.json')))
    .map((dir) => ({ dir, ...readJson(path.join(dir, 'package.json')) }))
    .filter((manifest) => !manifest.private);
}

/** Whether the registry has this version (npm answers E404 for a package or version it lacks). */
function isPublished(name, version) {
  const result = spawnSync('npm', ['view', `${name}@${version}`, 'version', '--json'], {
    encoding: 'utf8',
  });
  if (result.status === 0) return result.stdout.trim() !== '';
  if (/E404/.test(result.stderr + result.stdout)) return false;
  throw new Error(`npm view ${name}@${version} failed:\n${result.stderr}`);
}

function pack() {
  rmSync(releaseDir, { recursive: true, force: true });
  mkdirSync(releaseDir);
  const plan = [];
  for (const manifest of publicPackages()) {
    if (isPublished(manifest.name, manifest.version)) {
      console.log(`release: ${manifest.name}@${manifest.version} is on the registry`);
      continue;
    }
    plan.push({ name: manifest.name, version: manifest.version, dir: manifest.dir });
  }
  if (plan.length === 0) {
    writeFileSync(planFile, '[]\n');
    console.log('release: nothing to publish');
    return;
  }
  pnpm(['exec', 'turbo', 'run', 'build', '--filter=./packages/*', '--output-logs=errors-only']);
  for (const entry of plan) {
    const before = new Set(readdirSync(releaseDir));
    pnpm(['pack', '--pack-destination', releaseDir], { cwd: entry.dir });
    entry.tarball = readdirSync(releaseDir).find(
      (file) => !before.has(file) && file.endsWith('.tgz'),
    );
    if (!entry.tarball) throw new Error(`pnpm pack wrote no tarball for ${entry.name}`);
    if (entry.name === '@lumenor/ui') {
      pnpm(['--filter', '@lumenor/ui', 'run', 'build-storybook']);
      entry.storybook = `storybook-lumenor-ui-${entry.version}.tar.gz`;
      const tar = spawnSync(
        'tar',
        [
          '-czf',
          path.join(releaseDir, entry.storybook),
          '-C',
          path.join(entry.dir, 'storybook-static'),
          '.',
        ],
        { stdio: 'inherit' },
      );
      if (tar.status !== 0) throw new Error('tar of the Storybook build failed');
    }
    console.log(`release: packed ${entry.tarball}`);
  }
  writeFileSync(planFile, `${JSON.stringify(plan, null, 2)}\n`);
}

function readPlan() {
  if (!existsSync(planFile))
    throw new Error('release/plan.json is missing: run pnpm run release:pack first');
  return readJson(planFile);
}

function check() {
  const ui = readPlan().find((entry) => entry.name === '@lumenor/ui');
  if (!ui) {
    console.log('release: no @lumenor/ui tarball to check');
    return;
  }
  pnpm(['--filter', '@lumenor/ui', 'run', 'test:consumer'], {
    env: { ...process.env, CONSUMER_TARBALL: path.join(releaseDir, ui.tarball) },
  });
}

/** The CHANGELOG.md section of one version (what changesets wrote for it). */
function changelogSection(dir, version) {
  const file = path.join(dir, 'CHANGELOG.md');
  if (!existsSync(file)) return '';
  const text = readFileSync(file, 'utf8');
  const start = text.indexOf(`## ${version}\n`);
  if (start < 0) return '';
  const next = text.indexOf('\n## ', start + 1);
  return text.slice(start + `## ${version}\n`.length, next < 0 ? undefined : next).trim();
}

async function publish() {
  const plan = readPlan();
  if (plan.length === 0) {
    console.log('release: nothing to publish');
    return;
  }
  const token = requireEnv('GITHUB_TOKEN', 'a token that may create tags and releases');
  const repository = requireEnv('GITHUB_REPOSITORY', 'owner/name of the repository');
  const sha = requireEnv('GITHUB_SHA', 'the commit released');
  const api = process.env.GITHUB_API_URL ?? 'https://api.github.com';
  const access = readJson(path.join(root, '.changeset/config.json')).access ?? 'restricted';
  const github = async (url, init) => {
    const response = await fetch(url, {
      ...init,
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${token}`,
        'x-github-api-version': '2022-11-28',
        ...init.headers,
      },
    });
    if (!response.ok)
      throw new Error(`${init.method} ${url}: ${response.status} ${await response.text()}`);
    return response.json();
  };
  for (const entry of plan) {
    // The tarball itself, as packed and checked: npm does not pack again.
    const result = spawnSync(
      'npm',
      ['publish', path.join(releaseDir, entry.tarball), '--access', access],
      {
        stdio: 'inherit',
      },
    );
    if (result.status !== 0) throw new Error(`npm publish ${entry.tarball} failed`);
    const tag = `${entry.name}@${entry.version}`;
    const release = await github(`${api}/repos/${repository}/releases`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        tag_name: tag,
        target_commitish: sha,
        name: tag,
        body: changelogSection(entry.dir, entry.version),
      }),
    });
    if (entry.storybook) {
      const upload = release.upload_url.replace(/\{.*\}$/, '');
      await github(`${upload}?name=${encodeURIComponent(entry.storybook)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/gzip' },
        body: readFileSync(path.join(releaseDir, entry.storybook)),
      });
    }
    console.log(`release: published ${tag}, tagged and released`);
  }
}

const step = process.argv[2];
if (step === 'pack') pack();
else if (step === 'check') check();
else if (step === 'publish') await publish();
else {
  console.error('release: pack, check or publish');
  process.exit(2);
}
