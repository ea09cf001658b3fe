// `pnpm run preview:report`: after `preview:deploy`, tells GitHub where the preview is. A commit
// status "deploy/preview" on the pull request's head links it (Decap's "View preview" button opens
// the status whose name contains "deploy"), and one comment on the pull request, found by its
// marker and updated on every push, links the changed pages in English and Telugu.
// Settings: GITHUB_TOKEN (statuses and pull requests: write), GITHUB_REPOSITORY (owner/name),
// PREVIEW_URL, PREVIEW_PR (its number), PREVIEW_SHA (its head), PREVIEW_BASE_SHA (its base).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { requireEnv, siteClientDir } from './lib.mjs';
import { changedFiles, commentBody, commentMarker } from './preview.mjs';

const token = requireEnv('GITHUB_TOKEN', 'a token that may write statuses and comments');
const repository = requireEnv('GITHUB_REPOSITORY', 'owner/name of the repository');
const url = requireEnv('PREVIEW_URL', 'the preview address (preview:deploy says it)');
const pr = requireEnv('PREVIEW_PR', 'the pull request number');
const sha = requireEnv('PREVIEW_SHA', "the pull request's head commit");
const base = requireEnv('PREVIEW_BASE_SHA', "the pull request's base commit");
const api = process.env.GITHUB_API_URL ?? 'https://api.github.com';

async function github(method, route, body) {
  const response = await fetch(`${api}${route}`, {
    method,
    headers: {
      accept: 'application/vnd.github+json',
      authorization: `Bearer ${token}`,
      'x-github-api-version': '2022-11-28',
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
  return response.json();
}

await github('POST', `/repos/${repository}/statuses/${sha}`, {
  state: 'success',
  target_url: `${url}/`,
  context: 'deploy/preview',
  description: 'Preview of this branch: drafts shown, not indexed',
});

const body = commentBody({
  url,
  files: changedFiles(base),
  commit: sha,
  visualReport: existsSync(path.join(siteClientDir, 'visual-report', 'index.html')),
});
let existing;
for (let page = 1; !existing; page += 1) {
  const comments = await github(
    'GET',
    `/repos/${repository}/issues/${pr}/comments?per_page=100&page=${page}`,
  );
  existing = comments.find((comment) => comment.body?.includes(commentMarker));
  if (comments.length < 100) break;
}
if (existing)
  await github('PATCH', `/repos/${repository}/issues/comments/${existing.id}`, { body });
else await github('POST', `/repos/${repository}/issues/${pr}/comments`, { body });
console.log(
  `preview: status deploy/preview on ${sha}, comment ${existing ? 'updated' : 'added'} on #${pr}`,
);
