import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { withoutScripts, writeNoJsCopy } from './no-js';

describe("a page's no-JS self", () => {
  it('loses every script and module preload, keeps JSON-LD and every other byte', async () => {
    const page =
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
      '<script>document.documentElement.className="dark"</script>' +
      '<script type="application/ld+json">{"@type":"Organization","name":"a</b>"}</script>' +
      '<link rel="modulepreload" href="/islands/a.js"><link rel="icon" href="/favicon.ico">' +
      '<style>p{color:red}</style>' +
      '<script type="module" src="/islands/client-1.js"></script>' +
      '<script type="speculationrules">{"prerender":[{"where":{"href_matches":"/*"}}]}</script>' +
      '<SCRIPT TYPE="text/javascript">if (a < b) { x("</div>") }</SCRIPT>' +
      '</head><body><p class="x">Text &amp; more</p><template><script>t()</script></template>' +
      '<is-land data-island="header" on:interaction><header>Menu</header></is-land></body></html>';
    expect(await withoutScripts(page)).toBe(
      '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
        '<script type="application/ld+json">{"@type":"Organization","name":"a</b>"}</script>' +
        '<link rel="icon" href="/favicon.ico">' +
        '<style>p{color:red}</style>' +
        '</head><body><p class="x">Text &amp; more</p><template></template>' +
        '<is-land data-island="header" on:interaction><header>Menu</header></is-land></body></html>',
    );
  });

  describe('a copy of a build', () => {
    let directory: string;
    afterAll(() => rm(directory, { recursive: true, force: true }));

    it('rewrites every page and compresses it again; other files are copied as they are', async () => {
      directory = await mkdtemp(path.join(os.tmpdir(), 'no-js-'));
      const source = path.join(directory, 'site');
      await mkdir(path.join(source, 'about'), { recursive: true });
      const page = `<!doctype html><p>${'About us. '.repeat(50)}</p><script src="/x.js"></script>`;
      await writeFile(path.join(source, 'about', 'index.html'), page);
      await writeFile(path.join(source, 'about', 'index.html.gz'), 'stale');
      await writeFile(path.join(source, 'x.js'), 'console.log(1)');
      const copy = path.join(directory, 'no-js');
      expect(await writeNoJsCopy(source, copy)).toBe(1);
      const rewritten = await readFile(path.join(copy, 'about', 'index.html'), 'utf8');
      expect(rewritten).toBe(page.replace('<script src="/x.js"></script>', ''));
      const gzipped = await readFile(path.join(copy, 'about', 'index.html.gz'));
      expect(gunzipSync(gzipped).toString('utf8')).toBe(rewritten);
      expect(await readFile(path.join(copy, 'x.js'), 'utf8')).toBe('console.log(1)');
      expect(await readFile(path.join(source, 'about', 'index.html'), 'utf8')).toBe(page);
    });
  });
});
