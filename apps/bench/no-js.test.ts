import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { noJsTwinOf, withoutScripts, writeNoJsTwin } from './no-js.ts';

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

  describe('its twin in a copy of the build', () => {
    let directory: string;
    afterAll(() => rm(directory, { recursive: true, force: true }));

    it('is written beside the page under /no-js/, with compressed copies the server sends', async () => {
      directory = await mkdtemp(path.join(os.tmpdir(), 'no-js-'));
      await mkdir(path.join(directory, 'te', 'about'), { recursive: true });
      const page = `<!doctype html><p>${'About us. '.repeat(50)}</p><script src="/x.js"></script>`;
      await writeFile(path.join(directory, 'te', 'about', 'index.html'), page);
      await writeFile(path.join(directory, 'index.html'), page);
      await writeNoJsTwin(directory, '/te/about');
      await writeNoJsTwin(directory, '/');
      expect(noJsTwinOf('/te/about')).toBe('/no-js/te/about');
      const twin = path.join(directory, 'no-js', 'te', 'about', 'index.html');
      const rewritten = await readFile(twin, 'utf8');
      expect(rewritten).toBe(page.replace('<script src="/x.js"></script>', ''));
      expect(gunzipSync(await readFile(`${twin}.gz`)).toString('utf8')).toBe(rewritten);
      expect(brotliDecompressSync(await readFile(`${twin}.br`)).toString('utf8')).toBe(rewritten);
      expect(await readFile(path.join(directory, 'no-js', 'index.html'), 'utf8')).toBe(rewritten);
      expect(await readFile(path.join(directory, 'te', 'about', 'index.html'), 'utf8')).toBe(page);
    });
  });
});
