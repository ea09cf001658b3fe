import { readFileSync } from 'node:fs';
import path from 'node:path';
import { readHeaderRules, readRedirectRules } from '@lumenor/server/host-rules';
import { startServer } from '@lumenor/server/test-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteDirectory } from '../build-output';
import { clientDirectory, requireBuild } from './built-site';
import { expectedAnswers } from './host-answers';
import { startWrangler } from './wrangler';

/**
 * The build as the production host serves it, proven on Cloudflare's own local runtime (`wrangler
 * dev`: workerd, with Cloudflare's parsers of `_headers` and `_redirects`), and the project's own
 * server held to the same table (./host-answers.ts), so the two never drift. Started once each.
 */

requireBuild('_headers', '_redirects');

describe('the host and the local server answer alike', () => {
  const servers: Record<string, { url: string; stop: () => Promise<void> }> = {};
  let wranglerOutput = () => '';
  const rows = expectedAnswers(clientDirectory);

  beforeAll(async () => {
    const [host, local] = await Promise.all([
      startWrangler(siteDirectory, clientDirectory),
      startServer(clientDirectory, { PORT: '0' }),
    ]);
    servers['Cloudflare (wrangler dev)'] = host;
    servers['the production server (@lumenor/server)'] = local;
    wranglerOutput = host.output;
  }, 90_000);

  afterAll(async () => {
    await Promise.all(Object.values(servers).map((server) => server.stop()));
  });

  it('the host reads every rule of _headers and _redirects, with no warning', async () => {
    const output = wranglerOutput();
    const headerRules = await readHeaderRules(path.join(clientDirectory, '_headers'));
    const redirectRules = await readRedirectRules(path.join(clientDirectory, '_redirects'));
    expect(output).toContain(`Parsed ${headerRules.length} valid header rules`);
    expect(output).toContain(`Parsed ${redirectRules.length} valid redirect rule`);
    expect(output).not.toMatch(/invalid|ignoring|exceeds|maximum|warn/i);
  });

  it.each(rows.map((row) => [row.why, row] as const))('%s', async (_why, row) => {
    for (const [name, server] of Object.entries(servers)) {
      const where = `${name}: ${row.target}`;
      const answer = await fetch(new URL(row.target, server.url), { redirect: 'manual' });
      expect(answer.status, where).toBe(row.status);
      expect(answer.headers.get('location') ?? undefined, `${where}: Location`).toBe(row.location);
      for (const [header, value] of Object.entries(row.headers)) {
        expect(answer.headers.get(header), `${where}: ${header}`).toBe(value);
      }
      const body = Buffer.from(await answer.arrayBuffer());
      if (row.body) {
        const file = readFileSync(path.join(clientDirectory, row.body));
        expect(body.equals(file), `${where}: the body is ${row.body}`).toBe(true);
      }
    }
  });
});
