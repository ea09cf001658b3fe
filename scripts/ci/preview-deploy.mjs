// `pnpm run preview:deploy`: deploys the built preview (apps/site/build/client, from `pnpm run
// build:preview`) to the branch's own address with the host's `pnpm run deploy:preview`, and says
// the address (in CI also as the step's output `url`). PREVIEW_BRANCH names the branch (the
// checkout's otherwise); PREVIEW_URL_TEMPLATE is the address with {alias} where the branch's alias
// goes; the host's script needs CLOUDFLARE_API_TOKEN and CLOUDFLARE_ACCOUNT_ID.
import { execFileSync } from 'node:child_process';
import { pnpm, requireEnv, root, setOutput } from './lib.mjs';
import { previewAlias, previewUrl } from './preview.mjs';

const template = requireEnv(
  'PREVIEW_URL_TEMPLATE',
  'the preview address with {alias} in it: https://{alias}-lumenor-site.<account subdomain>.workers.dev',
);
const branch =
  process.env.PREVIEW_BRANCH ||
  execFileSync('git', ['rev-parse', '--abbrev-ref', 'HEAD'], {
    cwd: root,
    encoding: 'utf8',
  }).trim();
const alias = previewAlias(branch);
const url = previewUrl(template, alias);

pnpm(['run', 'deploy:preview'], { env: { ...process.env, PREVIEW_ALIAS: alias } });
console.log(`preview of ${branch}: ${url}/`);
setOutput('alias', alias);
setOutput('url', url);
