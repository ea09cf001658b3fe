import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { reachesOutside } from './package-boundaries.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

test("no workspace package imports another's files by path", () => {
  assert.deepEqual(reachesOutside(root), []);
});

test('a fixture that reaches into another package fails, and one that stays inside passes', () => {
  const fixture = path.join(here, 'fixtures/boundaries');
  assert.deepEqual(reachesOutside(fixture, []).sort(), [
    'apps/one/src/reaches.ts: ../../../outside.mjs → outside.mjs',
    'apps/one/src/reaches.ts: ../../../packages/three/data.json → packages/three/data.json',
    'apps/one/src/reaches.ts: ../../two/helper → apps/two/helper',
    'packages/three/index.mjs: ../../apps/one/src/own → apps/one/src/own',
  ]);
  // The shared tooling may be imported by path.
  assert.deepEqual(
    reachesOutside(fixture, ['outside.mjs', 'apps/two/helper', 'packages/three/data.json']),
    ['packages/three/index.mjs: ../../apps/one/src/own → apps/one/src/own'],
  );
});
