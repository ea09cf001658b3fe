import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  allLocalizedPagePaths,
  blogPostPath,
  blogPosts,
  company,
  localeOfPath,
  localizedPath,
  pageEntryOfPath,
  parseListingPagePath,
} from '@lumenor/content';
import { adminPageFile } from '@lumenor/editor/admin-page';
import { type HeaderRule, headersForPath, readHeaderRules } from '@lumenor/server/host-rules';
import { XMLParser } from 'fast-xml-parser';
import { imageSize } from 'image-size';
import { beforeAll, describe, expect, it } from 'vitest';
import { emptyCategoryPages } from '../app/lib/empty-category';
import { islandsUrlPath } from '../app/lib/islands-entry.server';
import { notFoundPages } from '../app/lib/not-found';
import { companyPagePaths } from '../app/lib/structured-data';
import { feedArticleCount, postsNewestFirst } from '../scripts/findability/feeds';
import { fileOfRoute } from '../scripts/lib/file-routes';
import { attributeOf, elementsOf, type HtmlElement, textOf } from '../scripts/lib/html';
import { findInlineContent, hashSource } from '../scripts/security/inline-content';
import { type BuiltPage, clientDirectory, readBuiltPage, requireBuild } from './built-site';

/**
 * Facts of every built page that its HTML and the host's header rules settle, read from
 * build/client (turbo builds before the tests) with an HTML parser: head data, JSON-LD, share
 * images, the policy that lets its inline code run, the not-found pages, the sitemap, robots.txt
 * and the feeds. Each failure names the page's file and the element. The browser checks what needs
 * one (e2e/page-sweep.spec.ts: no CSP violation as the page loads and its islands hydrate).
 */
interface SitePage extends BuiltPage {
  /** The address it is served at (for a not-found page, the part of the site it answers for). */
  sitePath: string;
}

const load = (sitePath: string, file: string): SitePage => ({ ...readBuiltPage(file), sitePath });

const allText = (element: HtmlElement) => textOf(element);

/** Elements of a page's <head> matching a tag and attributes. */
function headElements(page: SitePage, tag: string, attrs: Record<string, string> = {}) {
  const head = page.elements.find((element) => element.tagName === 'head');
  if (!head) throw new Error(`${page.file}: no <head>`);
  return [...elementsOf(head)].filter(
    (element) =>
      element.tagName === tag &&
      Object.entries(attrs).every(([name, value]) => attributeOf(element, name) === value),
  );
}

const metaContent = (page: SitePage, attrs: Record<string, string>) =>
  headElements(page, 'meta', attrs).map((element) => attributeOf(element, 'content') ?? '');

function jsonLd(page: SitePage): unknown[] {
  return headElements(page, 'script', { type: 'application/ld+json' }).map((script) => {
    try {
      return JSON.parse(textOf(script));
    } catch (error) {
      throw new Error(`${page.file}: <script type="application/ld+json"> does not parse: ${error}`);
    }
  });
}

/** '@type' of every JSON-LD node of a page, @graph members included. */
function jsonLdTypes(objects: unknown[]): string[] {
  return objects.flatMap((object) => {
    const node = object as { '@type'?: string; '@graph'?: Array<{ '@type': string }> };
    return node['@graph']
      ? node['@graph'].map((member) => member['@type'])
      : [String(node['@type'])];
  });
}

/** The types a page's JSON-LD must have, by the kind of page (the same in both languages). */
function expectedTypes(sitePath: string): string[] {
  const pagePath = localeOfPath(sitePath).path;
  const types = [...(companyPagePaths.has(pagePath) ? ['Organization'] : []), 'WebPage'];
  if (pagePath.split('/').filter(Boolean).length > 1) types.push('BreadcrumbList');
  if (/^\/blog\/(?!category\/)[^/]+$/.test(pagePath)) types.push('BlogPosting');
  if (pagePath === '/contact') types.push('FAQPage');
  if (pagePath === '/services' || pagePath.startsWith('/services/')) types.push('Service');
  return types;
}

/** The build file a site URL is served from (any origin: the build may use another one). */
function fileForUrl(url: string): string {
  return path.join(clientDirectory, fileOfRoute(decodeURIComponent(new URL(url).pathname)));
}

/** Pages share most of their inline code: each distinct text is hashed once. */
const hashes = new Map<string, string>();
function hashOf(text: string): string {
  const known = hashes.get(text);
  if (known) return known;
  const hash = hashSource(text);
  hashes.set(text, hash);
  return hash;
}

const duplicates = (values: unknown[]) =>
  values.filter((value, index) => values.indexOf(value) !== index);

const xml = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'item', 'entry', 'link'].includes(name),
});

requireBuild();

describe('every built page', () => {
  const pages = allLocalizedPagePaths().map((sitePath) => load(sitePath, fileOfRoute(sitePath)));
  const errorPages = [...notFoundPages, ...emptyCategoryPages].map(({ scope, file }) =>
    load(scope, file),
  );
  let headerRules: HeaderRule[] = [];
  beforeAll(async () => {
    headerRules = await readHeaderRules(path.join(clientDirectory, '_headers'));
  });

  it('has one title naming the company, a description and one canonical URL: its own', () => {
    for (const page of pages) {
      const titles = headElements(page, 'title').map(allText);
      expect(titles, `${page.file}: <title>`).toHaveLength(1);
      expect(titles[0], `${page.file}: <title>`).toMatch(
        new RegExp(`^(\\S.* \\| )?${company.name}$`),
      );
      const descriptions = metaContent(page, { name: 'description' });
      expect(descriptions, `${page.file}: <meta name="description">`).toHaveLength(1);
      expect(descriptions[0]?.length, `${page.file}: <meta name="description">`).toBeGreaterThan(
        50,
      );
      const canonicals = headElements(page, 'link', { rel: 'canonical' });
      expect(canonicals, `${page.file}: <link rel="canonical">`).toHaveLength(1);
      expect(
        new URL(attributeOf(canonicals[0] as HtmlElement, 'href') ?? '').pathname,
        `${page.file}: <link rel="canonical">`,
      ).toBe(page.sitePath);
      expect(metaContent(page, { name: 'robots' }), `${page.file}: <meta name="robots">`).toEqual(
        [],
      );
    }
  });

  it('shows no preview notice: a production build publishes no draft or scheduled article', () => {
    const noticed = pages.filter((page) =>
      page.elements.some((element) => attributeOf(element, 'data-preview-notice') !== undefined),
    );
    expect(noticed.map((page) => page.file)).toEqual([]);
  });

  it('has a title and a description of its own within its language', () => {
    for (const language of ['en', 'te']) {
      const own = pages.filter((page) => localeOfPath(page.sitePath).locale === language);
      const titles = own.map((page) => headElements(page, 'title').map(allText)[0]);
      const descriptions = own.map((page) => metaContent(page, { name: 'description' })[0]);
      expect(duplicates(titles), `${language}: titles on two pages`).toEqual([]);
      expect(duplicates(descriptions), `${language}: descriptions on two pages`).toEqual([]);
    }
  });

  it('carries parsable schema.org JSON-LD of the types its kind of page needs', () => {
    for (const page of pages) {
      const objects = jsonLd(page);
      const types = jsonLdTypes(objects);
      for (const type of expectedTypes(page.sitePath)) {
        expect(types, `${page.file}: JSON-LD types`).toContain(type);
      }
      for (const object of objects) {
        expect((object as { '@context'?: string })['@context'], `${page.file}: @context`).toBe(
          'https://schema.org',
        );
      }
    }
    for (const locale of ['en', 'te'] as const) {
      const contact = pages.find((page) => page.sitePath === localizedPath('/contact', locale));
      const faq =
        contact &&
        (jsonLd(contact).find((object) => (object as { '@type': string })['@type'] === 'FAQPage') as
          | { mainEntity: unknown[] }
          | undefined);
      const questions = contact?.elements.filter((element) => element.tagName === 'details');
      expect(faq?.mainEntity.length, `${contact?.file}: FAQPage questions`).toBe(questions?.length);
    }
  });

  it('sets a theme colour for each colour scheme', () => {
    for (const page of pages) {
      for (const scheme of ['light', 'dark']) {
        const media = `(prefers-color-scheme: ${scheme})`;
        expect(
          metaContent(page, { name: 'theme-color', media }),
          `${page.file}: <meta name="theme-color" media="${media}">`,
        ).toHaveLength(1);
      }
    }
  });

  it('/industries declares keywords, in both languages', () => {
    for (const page of pages.filter((each) => localeOfPath(each.sitePath).path === '/industries')) {
      const [keywords = ''] = metaContent(page, { name: 'keywords' });
      expect(keywords, `${page.file}: <meta name="keywords">`).toMatch(/\S, \S/);
    }
  });

  it('references a 1200x630 PNG share image of its own, as do the error pages (a list’s later pages its first page’s)', () => {
    const images = new Set<string>();
    const all = [...pages, ...errorPages.filter((page) => !page.file.includes('category'))];
    const firstPageOf = (page: SitePage) => {
      const { locale, path: sitePath } = localeOfPath(page.sitePath);
      const later = parseListingPagePath(sitePath);
      return (
        later &&
        pages.find((other) => other.sitePath === localizedPath(later.firstPagePath, locale))
      );
    };
    for (const page of all) {
      const ogImages = metaContent(page, { property: 'og:image' });
      const first = firstPageOf(page);
      if (first) {
        expect(ogImages, `${page.file}: its list's image`).toEqual(
          metaContent(first, { property: 'og:image' }),
        );
        continue;
      }
      expect(ogImages, `${page.file}: <meta property="og:image">`).toHaveLength(1);
      const image = fileForUrl(ogImages[0] ?? '');
      expect(existsSync(image), `${page.file}: og:image ${image}`).toBe(true);
      expect(imageSize(readFileSync(image)), image).toMatchObject({
        type: 'png',
        width: 1200,
        height: 630,
      });
      images.add(image);
    }
    expect(images.size, 'pages sharing one image').toBe(
      all.filter((page) => !firstPageOf(page)).length,
    );
  });

  it('links icons, the manifest and its feeds to files the build has', () => {
    for (const page of [...pages, ...errorPages]) {
      const links = headElements(page, 'link').filter((link) =>
        ['icon', 'apple-touch-icon', 'manifest', 'alternate'].includes(
          attributeOf(link, 'rel') ?? '',
        ),
      );
      expect(
        links.filter((link) => attributeOf(link, 'rel') === 'icon').length,
        `${page.file}: <link rel="icon">`,
      ).toBeGreaterThan(0);
      for (const link of links) {
        const href = attributeOf(link, 'href') ?? '';
        const rel = attributeOf(link, 'rel');
        // Language alternates are other pages, checked by built-site/i18n/editions.test.ts.
        if (rel === 'alternate' && attributeOf(link, 'hreflang')) continue;
        expect(
          existsSync(fileForUrl(new URL(href, 'https://site.invalid').href)),
          `${page.file}: <link rel="${rel}" href="${href}">`,
        ).toBe(true);
      }
    }
    const manifest = JSON.parse(
      readFileSync(path.join(clientDirectory, 'site.webmanifest'), 'utf8'),
    ) as { icons: Array<{ src: string; sizes: string; type: string }> };
    for (const icon of manifest.icons) {
      const file = fileForUrl(new URL(icon.src, 'https://site.invalid').href);
      expect(existsSync(file), `site.webmanifest: icon ${icon.src}`).toBe(true);
      if (icon.type === 'image/png') {
        const [width] = icon.sizes.split('x').map(Number);
        expect(imageSize(readFileSync(file)), `site.webmanifest: icon ${icon.src}`).toMatchObject({
          type: 'png',
          width,
          height: width,
        });
      }
    }
  });

  // Reads every page's inline code: room for a busy machine.
  it('carries its own policy first in its head, allowing each of its inline scripts and styles, and no other inline code', {
    timeout: 30_000,
  }, () => {
    for (const page of [...pages, ...errorPages]) {
      const metas = headElements(page, 'meta', { 'http-equiv': 'Content-Security-Policy' });
      expect(metas, `${page.file}: <meta http-equiv="Content-Security-Policy">`).toHaveLength(1);
      // Before any script, style or stylesheet of the page: only what follows it is governed.
      const head = page.elements.find((element) => element.tagName === 'head');
      const firstGoverned = head?.childNodes.find(
        (node) => 'tagName' in node && ['script', 'style', 'link'].includes(node.tagName),
      );
      expect(
        head?.childNodes.indexOf(metas[0] as HtmlElement),
        `${page.file}: the policy first`,
      ).toBeLessThan(head?.childNodes.indexOf(firstGoverned as HtmlElement) ?? 0);
      const policy = attributeOf(metas[0] as HtmlElement, 'content') ?? '';
      const directives = new Map(
        policy.split(';').map((directive) => {
          const [name = '', ...sources] = directive.trim().split(/\s+/);
          return [name, sources] as const;
        }),
      );
      const scriptSrc = directives.get('script-src') ?? [];
      // The islands' files come from the site itself.
      expect(scriptSrc, `${page.file}: script-src`).toContain("'self'");
      expect(scriptSrc, `${page.file}: script-src`).not.toContain("'unsafe-inline'");
      expect(policy, `${page.file}: the policy`).not.toContain("'unsafe-eval'");
      const inline = findInlineContent(page.document);
      for (const script of inline.executableScripts) {
        expect(scriptSrc, `${page.file}: <script> ${script.slice(0, 60)}`).toContain(
          hashOf(script),
        );
      }
      const styleSrc = directives.get('style-src-elem') ?? directives.get('style-src') ?? [];
      for (const style of inline.styleElements) {
        expect(styleSrc, `${page.file}: <style> ${style.slice(0, 60)}`).toContain(hashOf(style));
      }
      for (const directive of [
        "connect-src 'self' https://api.emailjs.com",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ]) {
        expect(policy, `${page.file}: the policy`).toContain(directive);
      }
    }
  });

  it("leaves the editor's page without a page policy: the editor's header is its one policy", () => {
    const admin = readBuiltPage(adminPageFile);
    const metas = admin.elements.filter(
      (element) =>
        element.tagName === 'meta' &&
        attributeOf(element, 'http-equiv')?.toLowerCase() === 'content-security-policy',
    );
    expect(metas, adminPageFile).toEqual([]);
  });

  it('is served with the site-wide security headers, framing refused', () => {
    for (const page of [...pages, ...errorPages]) {
      const headers = headersForPath(headerRules, page.sitePath);
      const where = (name: string) => `${page.file}: ${name} in _headers`;
      expect(headers.get('strict-transport-security'), where('HSTS')).toBe(
        'max-age=63072000; includeSubDomains; preload',
      );
      expect(headers.get('x-content-type-options'), where('X-Content-Type-Options')).toBe(
        'nosniff',
      );
      expect(headers.get('x-frame-options'), where('X-Frame-Options')).toBe('DENY');
      expect(headers.get('referrer-policy'), where('Referrer-Policy')).toBe(
        'strict-origin-when-cross-origin',
      );
      expect(headers.get('permissions-policy'), where('Permissions-Policy')).toContain('camera=()');
      expect(headers.get('cross-origin-opener-policy'), where('COOP')).toBe('same-origin');
      expect(headers.get('cross-origin-resource-policy'), where('CORP')).toBe('same-origin');
      expect(headers.get('cache-control') ?? '', where('Cache-Control')).not.toContain('immutable');
      // The part of the page's policy a meta element cannot carry.
      expect(headers.get('content-security-policy'), where('Content-Security-Policy')).toBe(
        "frame-ancestors 'none'",
      );
    }
  });

  // So following a link loads the next page's own HTML, head and all (which the tests above
  // check on every page): no script of a page's could rewrite the page in place.
  it("loads no client router: its only script files are the islands'", () => {
    for (const page of [...pages, ...errorPages]) {
      const scriptFiles = page.elements
        .filter(
          (element) =>
            (element.tagName === 'script' && attributeOf(element, 'src')) ||
            (element.tagName === 'link' && attributeOf(element, 'rel') === 'modulepreload'),
        )
        .map((element) => attributeOf(element, 'src') ?? attributeOf(element, 'href') ?? '');
      expect(scriptFiles.length, `${page.file}: the islands' script`).toBeGreaterThan(0);
      for (const file of scriptFiles) {
        expect(file.startsWith(islandsUrlPath), `${page.file}: ${file}`).toBe(true);
      }
    }
  });

  it('has the chat bubble, except the pages with a form, where it would cover the fields', () => {
    const formPages = ['/contact', '/feedback'];
    for (const page of pages) {
      const hasChat = page.elements.some(
        (element) => attributeOf(element, 'data-island') === 'chat',
      );
      expect(hasChat, `${page.file}: <is-land data-island="chat">`).toBe(
        !formPages.includes(localeOfPath(page.sitePath).path),
      );
    }
  });
});

describe('the not-found pages', () => {
  it('are kept out of search results: noindex, no canonical URL, no JSON-LD', () => {
    for (const { scope, file } of notFoundPages) {
      const page = load(scope, file);
      expect(metaContent(page, { name: 'robots' }), `${file}: <meta name="robots">`).toEqual([
        'noindex',
      ]);
      expect(headElements(page, 'link', { rel: 'canonical' }), `${file}: canonical`).toEqual([]);
      expect(jsonLdTypes(jsonLd(page)), `${file}: JSON-LD types`).toEqual([]);
    }
  });
});

describe('sitemap.xml, robots.txt and the feeds as built', () => {
  const read = (file: string) => readFileSync(path.join(clientDirectory, file), 'utf8');

  it('sitemap.xml lists every page in both languages, and only pages that exist, with lastmod', () => {
    const urls: Array<{ loc: string; lastmod: string }> = xml.parse(read('sitemap.xml')).urlset.url;
    const listed = urls.map((url) => new URL(url.loc).pathname);
    const expected = allLocalizedPagePaths().filter(
      (sitePath) => pageEntryOfPath(localeOfPath(sitePath).path)?.entry.inSitemap === true,
    );
    expect([...listed].sort()).toEqual([...expected].sort());
    for (const url of urls) {
      expect(existsSync(fileForUrl(url.loc)), `sitemap.xml: ${url.loc}`).toBe(true);
      expect(url.lastmod, `sitemap.xml: lastmod of ${url.loc}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const post of blogPosts) {
      const entry = urls.find((url) => new URL(url.loc).pathname === blogPostPath(post.id));
      expect(entry?.lastmod, `sitemap.xml: lastmod of ${blogPostPath(post.id)}`).toBe(
        post.datePublished,
      );
    }
  });

  it('robots.txt allows crawling and points to the sitemap', () => {
    const robots = read('robots.txt');
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });

  it(`the RSS 2.0 and Atom feeds parse and list the latest ${feedArticleCount} posts, each a page that exists`, () => {
    const postPaths = postsNewestFirst(blogPosts)
      .slice(0, feedArticleCount)
      .map((post) => blogPostPath(post.id))
      .sort();
    const rss = xml.parse(read('rss.xml')).rss;
    expect(rss['@_version']).toBe('2.0');
    const items: Array<{ link: string[] }> = rss.channel.item;
    const itemLinks = items.map((item) => item.link[0] ?? '');
    expect(itemLinks.map((link) => new URL(link).pathname).sort()).toEqual(postPaths);
    for (const link of itemLinks)
      expect(existsSync(fileForUrl(link)), `rss.xml: ${link}`).toBe(true);

    const feed = xml.parse(read('atom.xml')).feed;
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    const entries: Array<{ link: Array<{ '@_href': string }> }> = feed.entry;
    expect(
      entries.map((entry) => new URL(entry.link[0]?.['@_href'] ?? '').pathname).sort(),
    ).toEqual(postPaths);
  });
});
