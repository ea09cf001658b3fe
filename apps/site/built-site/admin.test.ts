import { readFileSync } from 'node:fs';
import path from 'node:path';
import { adminPageFile, isSitePage } from '@lumenor/editor/admin-page';
import { adminContentSecurityPolicy } from '@lumenor/editor/admin-policy';
import { headersForPath, readHeaderRules } from '@lumenor/server/host-rules';
import { beforeAll, describe, expect, it } from 'vitest';
import { listFiles } from '../scripts/lib/files';
import { attributeOf, elementsOf, type HtmlElement, parseHtml } from '../scripts/lib/html';
import { clientDirectory, requireBuild } from './built-site';

const read = (file: string) => readFileSync(path.join(clientDirectory, file), 'utf8');

requireBuild('_headers');

describe('/admin, apart from the site', () => {
  let files: string[] = [];
  let headers: (pathname: string) => Map<string, string>;
  beforeAll(async () => {
    files = await listFiles(clientDirectory);
    const rules = await readHeaderRules(path.join(clientDirectory, '_headers'));
    headers = (pathname) => headersForPath(rules, pathname);
  });

  it('is a page that asks search engines not to index it, with no inline code', () => {
    const page = [...elementsOf(parseHtml(read(adminPageFile)))];
    const robots = page.find(
      (node) => node.tagName === 'meta' && attributeOf(node, 'name') === 'robots',
    );
    expect(attributeOf(robots as HtmlElement, 'content')).toMatch(/noindex/);
    const scripts = page.filter((node) => node.tagName === 'script');
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(attributeOf(script, 'src')).toMatch(/^\/admin\//);
    expect(page.some((node) => node.tagName === 'style' || attributeOf(node, 'style'))).toBe(false);
  });

  it('is served with its own policy and noindex, and only it', () => {
    const adminPolicy = adminContentSecurityPolicy(process.env);
    for (const pathname of ['/admin', '/admin/', '/admin/decap-cms.js', '/admin/config.yml']) {
      const sent = headers(pathname);
      expect(sent.get('content-security-policy'), pathname).toBe(adminPolicy);
      expect(sent.get('x-robots-tag'), pathname).toMatch(/noindex/);
      expect(sent.get('cross-origin-opener-policy'), pathname).toBe('same-origin-allow-popups');
    }
    const sitePolicy = headers('/').get('content-security-policy');
    for (const pathname of ['/', '/blog', '/te/about', '/administration', '/no-such-page']) {
      const sent = headers(pathname);
      expect(sent.get('content-security-policy'), pathname).toBe(sitePolicy);
      expect(sitePolicy).not.toMatch(/unsafe-eval|unsafe-inline'(?!.*style-src-attr)/);
      expect(sent.has('x-robots-tag'), pathname).toBe(false);
      expect(sent.get('cross-origin-opener-policy'), pathname).toBe('same-origin');
    }
  });

  it('is in neither sitemap.xml nor the search index', () => {
    const adminAddress = /\/admin(?:[/"'<?#]|$)/m;
    expect(read('sitemap.xml')).not.toMatch(adminAddress);
    const indexes = files.filter((file) => /^search-index\/.*\.json$/.test(file));
    expect(indexes.length).toBeGreaterThan(0);
    for (const index of indexes) expect(read(index), index).not.toMatch(adminAddress);
  });

  it('loads on no page of the site: no page links to it or loads its code', () => {
    const pages = files.filter(isSitePage);
    expect(pages.length).toBeGreaterThan(1);
    for (const page of pages) {
      const html = read(page);
      expect(html, page).not.toMatch(/decap|\/admin\//i);
      expect(html, page).not.toMatch(/href="\/admin"/);
    }
  });
});
