import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { isSitePage } from '@lumenor/editor/admin-page';
import { describe, expect, it } from 'vitest';
import { islandStylesBuildDirectory } from '../app/lib/islands-entry.server';
import { readIslandRules } from '../scripts/island-stylesheets';
import { listFiles } from '../scripts/lib/files';
import { parseHtml } from '../scripts/lib/html';
import { clientDirectory, cssOf, requireBuild } from './built-site';

requireBuild(islandStylesBuildDirectory);

describe('the built site', () => {
  it('every page already holds every rule its islands can render after a visitor acts', async () => {
    const islandRules = await readIslandRules(islandStylesBuildDirectory);
    // The editor's page at /admin is Decap's own, with no islands.
    const pages = (await listFiles(clientDirectory)).filter(isSitePage);
    const lacking: string[] = [];
    for (const page of pages) {
      // The page as the browser holds it: its first screen's rules inline, then the whole of
      // its CSS from the stylesheet it links (scripts/first-screen-styles.ts), read in as a <style>.
      const document = parseHtml(await readFile(path.join(clientDirectory, page), 'utf8'));
      if (islandRules(document, cssOf(document)) !== '') lacking.push(page);
    }
    expect(pages.length).toBeGreaterThan(0);
    expect(lacking).toEqual([]);
  }, 120_000);
});
