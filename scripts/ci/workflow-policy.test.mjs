// `pnpm run check:workflows`: every workflow and local action of .github keeps the rules of
// workflow-policy.mjs, and a workflow that breaks each rule once fails each one (so no rule can
// pass by checking nothing).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import {
  checkAction,
  checkWorkflow,
  repositoryWorkflowFiles,
  root,
  rootScripts,
  rules,
} from './workflow-policy.mjs';

const scripts = rootScripts();
const { workflows, actions } = repositoryWorkflowFiles();
const describe = (problems) =>
  problems.map(({ rule, detail }) => `${rule} (${rules[rule]}): ${detail}`).join('\n');

test('the repository has workflows to check', () => {
  assert.ok(workflows.length > 0, 'no file in .github/workflows');
});

for (const file of workflows) {
  test(`${file} keeps every rule`, async () => {
    const problems = await checkWorkflow(
      file,
      readFileSync(path.join(root, file), 'utf8'),
      scripts,
    );
    assert.equal(describe(problems), '');
  });
}

for (const file of actions) {
  test(`${file} keeps every rule`, () => {
    const problems = checkAction(file, readFileSync(path.join(root, file), 'utf8'), scripts);
    assert.equal(describe(problems), '');
  });
}

test('a workflow that breaks each rule fails each rule', async () => {
  const fixture = 'scripts/ci/fixtures/broken-workflow.yml';
  const problems = await checkWorkflow(
    fixture,
    readFileSync(path.join(root, fixture), 'utf8'),
    scripts,
  );
  const failed = new Set(problems.map((problem) => problem.rule));
  assert.deepEqual(
    Object.keys(rules).filter((rule) => !failed.has(rule)),
    [],
    `rules the broken workflow passed; it found:\n${describe(problems)}`,
  );
});
