// The README's test command (`pnpm test`): every check of the repository, in stages, keeping both
// cores busy from the end of the packages' build, then a table of each stage's wall time and test
// count.
//
//   install ─┬─ build packages ─┬─ build site → e2e (Playwright) → unit tests (site) → consumer apps
//            └─ lint,           └─ typecheck → unit tests (packages) → Storybook build → stories
//               changesets,
//               workflows
//
// The end-to-end tests and the stories (with their pictures) are the two longest stages, one in
// each lane; the second lane runs one task at a time and at a lower priority, from the moment the
// packages are built (the site's build alone leaves a core idle). The site's unit tests, which
// read its build, and the consumer apps follow the end-to-end tests, so the two lanes end close
// together. Each stage of a lane runs whatever the one before it found, so one run reports every
// failure. The turbo runs
// after the packages' build pass `--only`: their dependencies are built already, and two turbo
// runs at once must not both restore the packages' outputs. A test file whose tests take more
// than 60 s in all is named in the table (for the end-to-end tests, summed over both workers:
// apps/site/e2e/slow-files-reporter.ts), so a slow file shows up in every run. Plain Node with no
// dependencies: it runs before the install.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const slowFileMs = 60_000;

/** pnpm as this script was started with (`npx -y pnpm@…` puts it nowhere on PATH). */
// biome-ignore lint/suspicious/noUndeclaredEnvVars: read by this script, which turbo never runs.
const execPath = process.env.npm_execpath;
const pnpm = !execPath
  ? 'pnpm'
  : /\.[cm]?js$/.test(execPath)
    ? `"${process.execPath}" "${execPath}"`
    : `"${execPath}"`;

/**
 * What a runner's output says: its summary lines, the number of tests, and the files over 60 s.
 * Vitest: " Tests  12 passed (12)" and a line per file ending "(5 tests) 4503ms". Playwright's list
 * reporter: "  12 passed (1.2m)", "  1 flaky", and "Slow test file: … (1.1m)". The consumer check:
 * "consumer-check: PASS: 3 apps, 42 checks".
 */
function readOutput(text) {
  const summary = [];
  const slowFiles = [];
  let tests = 0;
  let counted = false;
  for (const raw of text.split('\n')) {
    const line = raw.replace(/^@?[\w./-]+:[\w:-]+: /, ''); // turbo's "package:task: " prefix
    let match = /^\s*Tests\s+(.*\((\d+)\))\s*$/.exec(line);
    if (match) {
      summary.push(`Tests ${match[1]}`);
      tests += Number(match[2]);
      counted = true;
      continue;
    }
    if (/^\s*Test Files\s+/.test(line)) summary.push(line.trim());
    match = /^\s+(\d+) (passed|failed|flaky|skipped|did not run|interrupted)\b(.*)$/.exec(line);
    if (match) {
      summary.push(line.trim());
      tests += Number(match[1]);
      counted = true;
      continue;
    }
    match = /^Slow test file: (?:\[[^\]]+\] › )?(\S+) \((.+)\)/.exec(line.trim());
    if (match) slowFiles.push(`${match[1]} (${match[2]})`);
    // A file's line, after its project's name when there are projects: "unit", or "browser
    // (chromium)" for the browser projects (the story tests' files are named only then).
    match =
      /[✓✗×❯]\s+(?:\S+(?: \([\w-]+\))?\s+)?(\S+\.\w+)\s+\(\d+ tests?[^)]*\)\s+(\d+(?:\.\d+)?)(ms|s)\s*$/.exec(
        line,
      );
    if (match) {
      const ms = Number(match[2]) * (match[3] === 's' ? 1000 : 1);
      if (ms > slowFileMs) slowFiles.push(`${match[1]} (${(ms / 1000).toFixed(0)} s)`);
    }
    // Node's test runner (the workflows' checks): "ℹ tests 12", then "ℹ pass 12", "ℹ fail 0".
    match = /^ℹ (tests|pass|fail) (\d+)$/.exec(line.trim());
    if (match) {
      summary.push(line.trim());
      if (match[1] === 'tests') {
        tests += Number(match[2]);
        counted = true;
      }
      continue;
    }
    match = /consumer-check: PASS: (\d+) apps, (\d+) checks/.exec(line);
    if (match) {
      summary.push(line.trim().slice(0, 120));
      tests += Number(match[2]);
      counted = true;
    }
  }
  return { summary, slowFiles, tests: counted ? tests : undefined };
}

const stages = [];

/**
 * The niceness of the stages beside the end-to-end tests. They finish before those, which are the
 * longest path of the run: at a lower priority they take the CPU the build and the end-to-end
 * tests leave, and the run ends sooner.
 */
const besideNiceness = 5;

/**
 * Runs one stage, its output shown as it comes (each line marked with the stage's name); with
 * `beside`, at a lower priority.
 */
function run(name, command, { beside = false } = {}) {
  const stage = { name, command, started: Date.now(), output: '' };
  stages.push(stage);
  console.log(`\n▶ ${name}: ${command}`);
  return new Promise((resolve) => {
    const child = spawn(command, { cwd: root, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    // The processes it starts inherit the priority: it is set at once, before the command (a Node
    // program) has had time to start any.
    if (beside && child.pid) os.setPriority(child.pid, besideNiceness);
    let pending = '';
    const take = (chunk) => {
      const text = chunk.toString();
      stage.output += text;
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) console.log(`[${name}] ${line}`);
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      if (pending) console.log(`[${name}] ${pending}`);
      stage.seconds = (Date.now() - stage.started) / 1000;
      stage.ok = code === 0;
      Object.assign(stage, readOutput(stripVTControlCharacters(stage.output)));
      console.log(`■ ${name}: ${stage.ok ? 'passed' : `FAILED (exit ${code})`}`);
      resolve(stage.ok);
    });
  });
}

/** Runs stages one after another, stopping at the first that fails. */
async function inOrder(...steps) {
  for (const [name, command] of steps) if (!(await run(name, command))) return false;
  return true;
}

/**
 * Runs stages one after another, each whatever the one before it found (they need only the
 * build), so one run reports every failure; true if all passed.
 */
async function allInTurn(options, ...steps) {
  let ok = true;
  for (const [name, command] of steps) ok = (await run(name, command, options)) && ok;
  return ok;
}

const turbo = (task, filter = '') =>
  `${pnpm} exec turbo run ${task} ${filter} --only --concurrency=1 --output-logs=full`;
const packages = "--filter='./packages/*'";
/**
 * The unit tests of every package but the site (whose tests read its build): the server's, the
 * editor's and the benchmark's need only the packages' build.
 */
const besideSite = `${packages} --filter='./apps/*' --filter='!@lumenor/site'`;
const site = '--filter=@lumenor/site';

const started = Date.now();
let ok = await inOrder(
  ['install', `${pnpm} install`],
  ['chromium', 'node scripts/ensure-chromium.mjs'],
);
if (ok) {
  const [built, checked] = await Promise.all([
    run('build packages', `${pnpm} exec turbo run build ${packages} --output-logs=errors-only`),
    allInTurn(
      {},
      ['lint', `${pnpm} exec biome ci .`],
      ['changesets', `${pnpm} run check:changesets`],
      ['workflows', `${pnpm} run check:workflows`],
    ),
  ]);
  ok = built && checked;
  if (built) {
    const siteBuilt = run(
      'build site',
      `${pnpm} exec turbo run build ${site} --only --output-logs=errors-only`,
    );
    const results = await Promise.all([
      siteBuilt.then(async (siteOk) => {
        const e2eOk = siteOk && (await run('e2e', `${pnpm} --filter @lumenor/site run test:e2e`));
        const afterOk = await allInTurn(
          {},
          ...(siteOk ? [['unit tests (site)', turbo('test', site)]] : []),
          ['consumer apps', turbo('test:consumer')],
        );
        return siteOk && e2eOk && afterOk;
      }),
      allInTurn(
        { beside: true },
        ['typecheck', turbo('typecheck')],
        ['unit tests (packages)', turbo('test', besideSite)],
        ['Storybook build', turbo('build-storybook')],
        ['stories', turbo('test:stories')],
      ),
    ]);
    ok = ok && results.every(Boolean);
  }
}

const total = (Date.now() - started) / 1000;
const minutes = (seconds) =>
  seconds >= 60
    ? `${Math.floor(seconds / 60)} min ${Math.round(seconds % 60)} s`
    : `${seconds.toFixed(1)} s`;

console.log('\nSummaries of the test runners:');
for (const stage of stages) {
  for (const line of stage.summary) console.log(`  ${stage.name}: ${line}`);
}

console.log('\n| Stage | Result | Wall time | Tests | Files over 60 s |');
console.log('| --- | --- | ---: | ---: | --- |');
for (const stage of stages) {
  const result = stage.ok === undefined ? 'not run' : stage.ok ? 'passed' : 'FAILED';
  console.log(
    `| ${stage.name} | ${result} | ${minutes(stage.seconds ?? 0)} | ${stage.tests ?? ''} | ${stage.slowFiles?.join(', ') ?? ''} |`,
  );
}
const tests = stages.reduce((sum, stage) => sum + (stage.tests ?? 0), 0);
console.log(`| **total** (wall) | ${ok ? 'passed' : 'FAILED'} | ${minutes(total)} | ${tests} | |`);
process.exit(ok ? 0 : 1);
