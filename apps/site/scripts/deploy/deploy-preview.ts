// Uploads the build as a preview: a version of the Worker that production does not serve, at
// https://<alias>-lumenor-site.<account subdomain>.workers.dev (`wrangler versions upload
// --preview-alias`). PREVIEW_ALIAS names it (the workflow passes the branch's name), folded to what
// Cloudflare accepts; CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID are read by wrangler itself.
// Any further arguments go to wrangler (e.g. `--message "<commit>"`).
import { spawnSync } from 'node:child_process';
import { previewAlias } from './preview-alias.ts';

const branch = process.env.PREVIEW_ALIAS;
if (!branch) {
  console.error('PREVIEW_ALIAS is not set: name the preview (usually the branch).');
  process.exit(1);
}
const alias = previewAlias(branch);
console.log(`Preview alias: ${alias}`);
const { status } = spawnSync(
  'wrangler',
  ['versions', 'upload', '--preview-alias', alias, ...process.argv.slice(2)],
  { stdio: 'inherit', env: { ...process.env, WRANGLER_SEND_METRICS: 'false' } },
);
process.exit(status ?? 1);
