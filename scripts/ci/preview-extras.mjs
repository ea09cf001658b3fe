// The last step of `pnpm run build:preview`: the preview site (apps/site/build/client, built with
// SITE_PREVIEW=1) also carries @lumenor/ui's Storybook at /storybook and, when the visual tests
// found pictures that differ, their report at /visual-report. Both are Storybook's and the
// report's own pages, with inline scripts the site's policy refuses: their folders get a policy of
// their own in the preview's _headers (as /admin has), and they may frame themselves.

import { existsSync } from 'node:fs';
import { appendFile, cp, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { root, siteClientDir } from './lib.mjs';

const extras = [
  { from: 'packages/ui/storybook-static', to: 'storybook', required: true },
  { from: 'packages/ui/visual-report', to: 'visual-report', required: false },
];

/** Storybook's manager and preview frame, and the report: scripts and styles of their own. */
const extrasPolicy = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-inline' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'self'",
].join('; ');

const headers = await readFile(path.join(siteClientDir, '_headers'), 'utf8').catch(() => {
  throw new Error(
    'build/client/_headers is missing: build the site first (pnpm run build:preview)',
  );
});
if (
  !headers.includes('noindex') &&
  !(await readFile(path.join(siteClientDir, 'index.html'), 'utf8')).includes('noindex')
) {
  throw new Error('build/client is not a preview build (no noindex): run pnpm run build:preview');
}

let rules = '';
for (const extra of extras) {
  const source = path.join(root, extra.from);
  if (!existsSync(path.join(source, 'index.html'))) {
    if (extra.required) throw new Error(`${extra.from}/index.html is missing`);
    console.log(`preview: no ${extra.from} (nothing to publish)`);
    continue;
  }
  const target = path.join(siteClientDir, extra.to);
  await cp(source, target, { recursive: true });
  // The host serves a folder's index.html at the address without a trailing slash (/storybook),
  // where the page's relative links (./sb-manager/…, iframe.html) would resolve from the root.
  const index = path.join(target, 'index.html');
  const html = await readFile(index, 'utf8');
  if (!/<base\s/i.test(html)) {
    await writeFile(index, html.replace(/<head([^>]*)>/i, `<head$1><base href="/${extra.to}/">`));
  }
  for (const pattern of [`/${extra.to}`, `/${extra.to}/*`]) {
    rules += `\n${pattern}\n  ! Content-Security-Policy\n  Content-Security-Policy: ${extrasPolicy}\n  ! X-Frame-Options\n  X-Frame-Options: SAMEORIGIN\n  X-Robots-Tag: noindex\n`;
  }
  console.log(`preview: ${extra.from} published at /${extra.to}`);
}
// Once, however often this step runs on one build.
if (rules && !headers.includes(rules.trim())) {
  await appendFile(path.join(siteClientDir, '_headers'), rules);
}
