// The READMEs are reference, not a notebook: each fits on a few screens, and every file and link
// they name exists. The why of a choice and what was measured then are dated records in
// docs/decisions/, each listed once in its README. Component READMEs (packages/ui/src) follow
// their own template, checked by the ui package's componentDocs.test.ts.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rootReadmeMaxLines = 250;
const readmeMaxLines = 220;
const decisionsDirectory = 'docs/decisions';

/** Folders that hold no documentation of the repository: dependencies, outputs, hidden ones. */
const skippedFolder =
  /^(node_modules|dist|storybook-static|reports|test-results|visual-report|blob-report|coverage|build(-.*)?)$|^\./;
/** Path segments of what a build or a tool writes: a README may name them before they exist. */
const generatedSegments = new Set([
  'build',
  'dist',
  'storybook-static',
  'reports',
  'test-results',
  'visual-report',
  'blob-report',
  'node_modules',
  '.build-cache',
  '.editor-review',
  '.react-router',
  '.lighthouseci',
  '.env', // each developer's own copy of .env.example
]);

function markdownFiles(directory = '') {
  const files = [];
  for (const entry of readdirSync(path.join(root, directory), { withFileTypes: true })) {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) {
      if (!skippedFolder.test(entry.name)) files.push(...markdownFiles(relative));
    } else if (entry.name.endsWith('.md')) {
      files.push(relative);
    }
  }
  return files;
}

const allMarkdown = markdownFiles();
const readmes = allMarkdown.filter((file) => path.posix.basename(file) === 'README.md');
/**
 * The documents that describe the repository as it is now: READMEs and guides; not the dated
 * records (true of their day), changesets and changelogs, articles or test fixtures.
 */
const currentDocuments = allMarkdown.filter(
  (file) =>
    path.posix.basename(file) === 'README.md' ||
    !(
      file.startsWith(`${decisionsDirectory}/`) ||
      path.posix.basename(file) === 'CHANGELOG.md' ||
      /(^|\/)(posts|fixtures)\//.test(file)
    ),
);

/** The text outside fenced code blocks, where backticks and brackets are Markdown. */
function prose(file) {
  return readFileSync(path.join(root, file), 'utf8').replace(
    /^(```|~~~)[^\n]*\n[\s\S]*?^\1\s*$/gm,
    '',
  );
}

/** The folders a path in `file` may be written from: its own, its package's, the repository's. */
function basesOf(file) {
  const bases = [path.posix.dirname(file)];
  for (let folder = bases[0]; folder !== '.'; folder = path.posix.dirname(folder)) {
    if (existsSync(path.join(root, folder, 'package.json'))) {
      bases.push(folder);
      break;
    }
  }
  bases.push('.');
  return [...new Set(bases)];
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function anchorOf(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file) {
  return new Set([...prose(file).matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1])));
}

test('finds the READMEs, the root one among them', () => {
  assert.ok(readmes.includes('README.md'));
  assert.ok(readmes.length >= 5, readmes.join(', '));
});

test(`the root README has at most ${rootReadmeMaxLines} lines, every other README at most ${readmeMaxLines}`, () => {
  const tooLong = readmes
    .filter((file) => !file.startsWith('packages/ui/src/'))
    .map((file) => {
      const lines = readFileSync(path.join(root, file), 'utf8').split('\n').length - 1;
      return { file, lines, limit: file === 'README.md' ? rootReadmeMaxLines : readmeMaxLines };
    })
    .filter(({ lines, limit }) => lines > limit)
    .map(({ file, lines, limit }) => `${file}: ${lines} lines (at most ${limit})`);
  assert.deepEqual(tooLong, [], 'move the why and the measurements to docs/decisions');
});

test('every repository path named in backticks exists', () => {
  const missing = [];
  for (const file of currentDocuments) {
    const bases = basesOf(file);
    for (const [, span] of prose(file).matchAll(/`([^`\n]+)`/g)) {
      const candidate = span.replace(/\/$/, '');
      // A path: segments of file-name characters with at least one slash, not an import
      // specifier (`@scope/name`), an address (`/about`) or a pattern (`<id>`, `*`, `{a,b}`).
      // (`./theming` is a key of an export map).
      if (!/^[\w.-]+(\/[\w.-]+)+$/.test(candidate) || candidate.startsWith('./')) continue;
      const segments = candidate.split('/');
      if (segments.some((segment) => generatedSegments.has(segment))) continue;
      // Only where its first folder exists is it a path of this repository (`next/navigation`
      // is a module; `e2e/fixtures.ts` in the root README is the site's, which the README names
      // as such).
      const written = bases.filter((base) => existsSync(path.join(root, base, segments[0])));
      if (written.length === 0) continue;
      if (!written.some((base) => existsSync(path.join(root, base, candidate)))) {
        missing.push(`${file}: \`${span}\``);
      }
    }
  }
  assert.deepEqual(missing, []);
});

test('every relative link leads to a file that exists, and to a heading it has', () => {
  const broken = [];
  for (const file of currentDocuments) {
    for (const [, target] of prose(file).matchAll(/\]\(([^)\s]+)\)/g)) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue; // https:, mailto:
      const [filePart, anchor] = target.split('#');
      const linked = filePart
        ? path.posix.normalize(path.posix.join(path.posix.dirname(file), filePart))
        : file;
      if (linked.split('/').some((segment) => generatedSegments.has(segment))) continue;
      if (!existsSync(path.join(root, linked))) {
        broken.push(`${file}: (${target}): no such file`);
      } else if (
        anchor &&
        linked.endsWith('.md') &&
        statSync(path.join(root, linked)).isFile() &&
        !anchorsOf(linked).has(anchor)
      ) {
        broken.push(`${file}: (${target}): no such heading`);
      }
    }
  }
  assert.deepEqual(broken, []);
});

test('each decision is a dated file listed once in the decisions README', () => {
  const index = readFileSync(path.join(root, decisionsDirectory, 'README.md'), 'utf8');
  const records = readdirSync(path.join(root, decisionsDirectory)).filter(
    (name) => name !== 'README.md',
  );
  assert.ok(records.length > 0);
  for (const record of records) {
    assert.match(record, /^\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.md$/);
    const lines = index.split('\n').filter((line) => line.includes(`](${record})`));
    assert.equal(lines.length, 1, `${record} is listed on one line of docs/decisions/README.md`);
  }
});
