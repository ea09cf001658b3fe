// No TypeScript file of the content package or the site holds the site's copy: every word a
// visitor reads (and its Telugu) is in the messages files of packages/content/data/messages, where
// the editor changes it and translation stamps follow it.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { copyInCode, copyInSource } from './copy-in-code.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** What ends up in built pages, feeds and share images. */
const directories = ['packages/content/src', 'apps/site/app', 'apps/site/scripts/findability'];

/** Texts that read like words and are none of the site's copy. */
const allowedTexts = new Set([
  // A language's own name, the identity of the locale (locale.ts), as 'te' is: no translation.
  'తెలుగు',
  // Names of font families.
  'Noto Sans Telugu Variable',
  'Noto Sans Telugu',
]);

/** Files whose words are all for developers and writers, never on a page. */
const allowedFiles = new Set(
  [
    // What is wrong with an article file, said to its writer by the build and the dev server.
    'packages/content/src/blog/collection.ts',
    'packages/content/src/blog/markdown.ts',
    // translations:check's report.
    'packages/content/src/translations.ts',
  ].map((file) => path.join(root, file)),
);

test('no TypeScript source of the content package or the site holds words of its copy', () => {
  const found = copyInCode(
    directories.map((directory) => path.join(root, directory)),
    { allowedTexts, allowedFiles },
  );
  assert.deepEqual(
    found.map((line) => path.relative(root, line)),
    [],
    'Move these words into the messages files (both languages), with named placeholders',
  );
});

test('the check finds copy in JSX text and attributes (a word), strings and templates (three words), Telugu anywhere', () => {
  // A component as a file would hold it (not a .tsx: no linter or type checker reads it).
  const fixture = readFileSync(path.join(root, 'scripts/ci/fixtures/copy-in-code.tsx.txt'), 'utf8');
  assert.deepEqual(copyInSource(fixture, { jsx: true }), [
    { line: 7, text: 'Our latest news' },
    { line: 8, text: 'Welcome to Lumenor' },
    { line: 9, text: 'Read {…} new articles' },
    { line: 10, text: 'మాతో మాట్లాడండి' },
    { line: 11, text: 'Go' },
  ]);
});
