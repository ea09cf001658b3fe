/**
 * `node scale/typed-search.ts <client folder> [ms between characters, default 150]`: the first
 * search of each language as a visitor types it (measure-search.ts, `measureTypedSearch`), over a
 * build served by the site's server, five first visits each. Printed: from the last character to
 * the result list's first change (to its last), in ms.
 */
import path from 'node:path';
import { startServer } from '@lumenor/server/test-server';
import { measureTypedSearch, searchQueries } from './measure-search.ts';

const visits = 5;
const clientDirectory = path.resolve(process.argv[2] ?? '../site/build/client');
const keyDelayMs = Number(process.argv[3] ?? 150);

const server = await startServer(clientDirectory, { PORT: '0' });
try {
  const origin = new URL(server.url).origin;
  for (const { searchPath, query } of Object.values(searchQueries)) {
    const times: string[] = [];
    for (let visit = 0; visit < visits; visit += 1) {
      const { firstChangeMs, lastChangeMs } = await measureTypedSearch({
        origin,
        searchPath,
        query,
        keyDelayMs,
      });
      times.push(`${Math.round(firstChangeMs)} (${Math.round(lastChangeMs)})`);
    }
    console.log(`${searchPath} "${query}": last key to the list's change, ms: ${times.join(', ')}`);
  }
} finally {
  await server.stop();
}
