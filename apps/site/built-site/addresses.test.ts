import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { isSitePage } from '@lumenor/editor/admin-page';
import { pageAt } from '@lumenor/server/host-rules';
import { describe, expect, it } from 'vitest';
import { attributeOf } from '../scripts/lib/html';
import { clientDirectory, readBuiltPage, requireBuild } from './built-site';

/**
 * One trailing-slash policy, which the pages, sitemap.xml, the host (wrangler.jsonc:
 * `drop-trailing-slash`) and the local server (both through host-rules.mjs's `pageAt`, which
 * host-answers.test.ts holds to the host) agree on: a page's address has no slash at the
 * end; every address the site writes is served as is, with no redirect; every other spelling of a
 * page reaches it in one redirect.
 */
requireBuild('sitemap.xml', '_redirects');

describe('the addresses of the build', () => {
  const files = new Set(
    readdirSync(clientDirectory, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) =>
        path
          .relative(clientDirectory, path.join(entry.parentPath, entry.name))
          .split(path.sep)
          .join('/'),
      )
      .filter((file) => !/\.(br|gz)$/.test(file) && !file.startsWith('_')),
  );
  const pages = [...files].filter(
    (file) => file.endsWith('index.html') && isSitePage(file) && !file.endsWith('404.html'),
  );
  const origin = /<loc>(https?:\/\/[^/<]+)/.exec(
    readFileSync(path.join(clientDirectory, 'sitemap.xml'), 'utf8'),
  )?.[1];

  /** Whether an address of the site (path, or URL on the site's origin) is served as is. */
  const servedAsIs = (address: string) => {
    const url = new URL(address, origin);
    if (url.origin !== origin) return true;
    return pageAt(decodeURIComponent(url.pathname), files)?.file !== undefined;
  };

  it('every page: its other spellings reach it in one redirect, to an address served as is', () => {
    expect(pages.length).toBeGreaterThan(0);
    for (const file of pages) {
      const address = `/${file.replace(/\/?index\.html$/, '')}`;
      expect(pageAt(address, files), address).toEqual({ file });
      if (address === '/') continue;
      for (const spelling of [`${address}/`, `${address}/index.html`, `${address}/index`]) {
        expect(pageAt(spelling, files), spelling).toEqual({ redirect: address });
      }
    }
  });

  it('every old address of _redirects leads to a page served as is', () => {
    const rules = readFileSync(path.join(clientDirectory, '_redirects'), 'utf8')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    for (const rule of rules) {
      const [, to = ''] = rule.split(/\s+/);
      expect(pageAt(to, files)?.file, rule).toBeDefined();
    }
  });

  // Every page parsed: seconds on a busy machine.
  it('sitemap.xml, canonical and alternate links, and every link of every page name addresses served as is', {
    timeout: 60_000,
  }, () => {
    const sitemap = readFileSync(path.join(clientDirectory, 'sitemap.xml'), 'utf8');
    const listed = [...sitemap.matchAll(/(?:<loc>|href=")([^<"]+)/g)].map(
      (match) => match[1] ?? '',
    );
    expect(listed.length).toBeGreaterThan(0);
    for (const address of listed) expect(servedAsIs(address), `sitemap.xml: ${address}`).toBe(true);
    for (const file of [...pages, '404.html', 'te/404.html']) {
      const page = readBuiltPage(file);
      for (const element of page.elements) {
        const href = ['a', 'link'].includes(element.tagName)
          ? attributeOf(element, 'href')
          : undefined;
        if (!href || /^(#|mailto:|tel:)/.test(href)) continue;
        expect(servedAsIs(href.split('#')[0] ?? href), `${file}: ${href}`).toBe(true);
      }
    }
  });
});
