// One shard of the site's end-to-end tests (`pnpm run e2e:shard`): E2E_SHARD="<current>/<total>",
// for example 2/5. Playwright splits the tests (the page sweep runs its pages in parallel, so they
// spread over the shards too) and writes this shard's results to apps/site/blob-report; `pnpm run
// e2e:merge` joins the shards' blobs into one HTML report in apps/site/playwright-report. Needs the
// site's build, like `pnpm --filter @lumenor/site test:e2e`.
import { pnpm } from './lib.mjs';

const shard = process.env.E2E_SHARD ?? '';
const match = /^(\d+)\/(\d+)$/.exec(shard);
if (!match || Number(match[1]) < 1 || Number(match[1]) > Number(match[2])) {
  console.error(`e2e:shard: set E2E_SHARD to <current>/<total>, for example 1/5 (got "${shard}")`);
  process.exit(2);
}
pnpm(
  [
    '--filter',
    '@lumenor/site',
    'exec',
    'playwright',
    'test',
    `--shard=${shard}`,
    '--reporter=list,blob',
  ],
  {},
);
