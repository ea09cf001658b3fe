import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  allPagePaths,
  blogPostPath,
  blogPosts,
  getSitePage,
  localizedPath,
} from '@lumenor/content';
import { XMLParser } from 'fast-xml-parser';
import { pngSize } from '../scripts/findability/png';
import { expect, test } from './fixtures';

/**
 * Findability of the built site (issue 6): head data, JSON-LD, sitemap.xml, robots.txt, feeds,
 * icons and share images. Page heads are read from build/client as prerendered, and once in the
 * browser to check that islands and navigation keep them whole.
 */

// The same folder the server serves (SITE_CLIENT_DIR lets a copy of the build be tested).
const clientDirectory =
  process.env.SITE_CLIENT_DIR ?? fileURLToPath(new URL('../build/client', import.meta.url));
const pagePaths = allPagePaths();
const xml = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'item', 'entry', 'link'].includes(name),
});

function htmlFile(pagePath: string): string {
  return path.join(clientDirectory, pagePath, 'index.html');
}

/** The build file a site URL is served from (any origin: the build may use another one). */
function fileForUrl(url: string): string {
  const { pathname } = new URL(url);
  const direct = path.join(clientDirectory, decodeURIComponent(pathname));
  return /\.[a-z0-9]+$/i.test(pathname) ? direct : path.join(direct, 'index.html');
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

interface Head {
  titles: string[];
  descriptions: string[];
  canonicals: string[];
  ogImages: string[];
  robots: string[];
  jsonLd: unknown[];
}

/** The tags of a prerendered page's <head> this suite checks. */
function readHead(file: string): Head {
  const html = readFileSync(file, 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const all = (pattern: RegExp) =>
    [...head.matchAll(pattern)].map((match) => decodeEntities(match[1] ?? ''));
  return {
    titles: all(/<title>([^<]*)<\/title>/g),
    descriptions: all(/<meta name="description" content="([^"]*)"/g),
    canonicals: all(/<link rel="canonical" href="([^"]*)"/g),
    ogImages: all(/<meta property="og:image" content="([^"]*)"/g),
    robots: all(/<meta name="robots" content="([^"]*)"/g),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1] ?? ''),
    ),
  };
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

function expectedTypes(pagePath: string): string[] {
  const types = ['Organization'];
  if (pagePath.split('/').filter(Boolean).length > 1) types.push('BreadcrumbList');
  if (/^\/blog\/(?!category\/)[^/]+$/.test(pagePath)) types.push('BlogPosting');
  if (pagePath === '/contact') types.push('FAQPage');
  if (pagePath === '/services' || pagePath.startsWith('/services/')) types.push('Service');
  return types;
}

test.describe('prerendered page heads', () => {
  test('every page has a unique title and description and exactly one canonical URL', () => {
    const heads = pagePaths.map((pagePath) => ({ pagePath, head: readHead(htmlFile(pagePath)) }));
    for (const { pagePath, head } of heads) {
      expect(head.titles, pagePath).toHaveLength(1);
      expect(head.titles[0], pagePath).toMatch(
        /\S.* \| Lumenor Technologies$|^Lumenor Technologies$/,
      );
      expect(head.descriptions, pagePath).toHaveLength(1);
      expect(head.descriptions[0]?.length, pagePath).toBeGreaterThan(50);
      expect(head.canonicals, pagePath).toHaveLength(1);
      expect(new URL(head.canonicals[0] ?? '').pathname, pagePath).toBe(pagePath);
      expect(head.robots, pagePath).toEqual([]);
    }
    const titles = heads.map(({ head }) => head.titles[0]);
    const descriptions = heads.map(({ head }) => head.descriptions[0]);
    const duplicates = (values: unknown[]) =>
      values.filter((value, index) => values.indexOf(value) !== index);
    expect(duplicates(titles), 'duplicate titles').toEqual([]);
    expect(duplicates(descriptions), 'duplicate descriptions').toEqual([]);
  });

  test('every page carries parsable JSON-LD of the expected types', () => {
    for (const pagePath of pagePaths) {
      const { jsonLd } = readHead(htmlFile(pagePath));
      const types = jsonLdTypes(jsonLd);
      for (const type of expectedTypes(pagePath)) expect(types, pagePath).toContain(type);
      for (const object of jsonLd) {
        expect((object as { '@context'?: string })['@context'], pagePath).toBe(
          'https://schema.org',
        );
      }
    }
    const contact = readHead(htmlFile('/contact')).jsonLd.find(
      (object) => (object as { '@type': string })['@type'] === 'FAQPage',
    ) as { mainEntity: unknown[] };
    expect(contact.mainEntity).toHaveLength(4);
  });

  test('the not-found page is kept out of search results', () => {
    const head = readHead(path.join(clientDirectory, '404.html'));
    expect(head.robots).toEqual(['noindex']);
    expect(head.canonicals).toEqual([]);
    expect(jsonLdTypes(head.jsonLd)).toEqual(['Organization']);
  });

  test('/industries declares keywords and every page sets a theme colour per colour mode', () => {
    const industries = readFileSync(htmlFile('/industries'), 'utf8');
    expect(industries).toMatch(/<meta name="keywords" content="[^"]+, [^"]+"/);
    for (const pagePath of pagePaths) {
      const html = readFileSync(htmlFile(pagePath), 'utf8');
      expect(html, pagePath).toContain('name="theme-color" media="(prefers-color-scheme: light)"');
      expect(html, pagePath).toContain('name="theme-color" media="(prefers-color-scheme: dark)"');
    }
  });
});

test.describe('share images', () => {
  test('every page and the not-found page reference their own 1200x630 PNG', () => {
    const files = [...pagePaths.map(htmlFile), path.join(clientDirectory, '404.html')];
    const images = new Set<string>();
    for (const file of files) {
      const { ogImages } = readHead(file);
      expect(ogImages, file).toHaveLength(1);
      const image = fileForUrl(ogImages[0] ?? '');
      expect(existsSync(image), `${file} → ${image}`).toBe(true);
      expect(pngSize(readFileSync(image)), image).toEqual({ width: 1200, height: 630 });
      images.add(image);
    }
    expect(images.size).toBe(files.length);
  });
});

test.describe('sitemap.xml and robots.txt', () => {
  test('sitemap.xml lists every page, and only pages that exist, with lastmod', async ({
    request,
  }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.ok()).toBe(true);
    const urls: Array<{ loc: string; lastmod: string }> = xml.parse(await response.text()).urlset
      .url;
    const listed = urls.map((url) => new URL(url.loc).pathname);
    // Every page in both languages: English, then its Telugu twin.
    const expected = pagePaths
      .filter((pagePath) => getSitePage(pagePath)?.inSitemap !== false)
      .flatMap((pagePath) => [pagePath, localizedPath(pagePath, 'te')]);
    expect([...listed].sort()).toEqual([...expected].sort());
    for (const url of urls) {
      expect(existsSync(fileForUrl(url.loc)), url.loc).toBe(true);
      expect(url.lastmod, url.loc).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    const post = blogPosts[0];
    expect(urls.find((url) => url.loc.endsWith(blogPostPath(post?.id ?? '')))?.lastmod).toBe(
      post?.datePublished,
    );
  });

  test('robots.txt points to the sitemap', async ({ request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Sitemap: https?:\/\/[^/]+\/sitemap\.xml$/m);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});

test.describe('feeds', () => {
  test('the RSS 2.0 feed parses and lists every post', async ({ request }) => {
    const response = await request.get('/rss.xml');
    expect(response.ok()).toBe(true);
    const rss = xml.parse(await response.text()).rss;
    expect(rss['@_version']).toBe('2.0');
    const items: Array<{ title: string; link: string[] }> = rss.channel.item;
    expect(items.map((item) => new URL(item.link[0] ?? '').pathname).sort()).toEqual(
      blogPosts.map((post) => blogPostPath(post.id)).sort(),
    );
    for (const item of items) expect(existsSync(fileForUrl(item.link[0] ?? ''))).toBe(true);
  });

  test('the Atom feed parses and lists every post', async ({ request }) => {
    const response = await request.get('/atom.xml');
    expect(response.ok()).toBe(true);
    const feed = xml.parse(await response.text()).feed;
    expect(feed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    const entries: Array<{ link: Array<{ '@_href': string }> }> = feed.entry;
    expect(
      entries.map((entry) => new URL(entry.link[0]?.['@_href'] ?? '').pathname).sort(),
    ).toEqual(blogPosts.map((post) => blogPostPath(post.id)).sort());
  });
});

test.describe('in the browser', () => {
  test("a post keeps one canonical, its JSON-LD and working icon, manifest and feed links; a link loads the next page's own head", async ({
    page,
    request,
  }) => {
    const first = blogPosts[0];
    if (!first) throw new Error('no posts');
    await page.goto(blogPostPath(first.id));
    await expect(page).toHaveTitle(`${first.title} | Lumenor Technologies`);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`${blogPostPath(first.id)}$`),
    );
    const types = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((scripts) =>
        scripts.map((script) => JSON.parse(script.textContent ?? '{}')['@type']),
      );
    expect(types).toEqual(['Organization', 'WebPage', 'BreadcrumbList', 'BlogPosting']);

    for (const selector of [
      'link[rel="alternate"][type="application/rss+xml"]',
      'link[rel="alternate"][type="application/atom+xml"]',
      'link[rel="manifest"]',
      'link[rel="apple-touch-icon"]',
      'link[rel="icon"][type="image/svg+xml"]',
      'link[rel="icon"][sizes="32x32"]',
    ]) {
      const href = await page.locator(selector).getAttribute('href');
      expect(href, selector).toBeTruthy();
      expect((await request.get(href ?? '')).status(), `${selector} ${href}`).toBe(200);
    }

    const manifest = await (await request.get('/site.webmanifest')).json();
    for (const icon of manifest.icons as Array<{ src: string; sizes: string; type: string }>) {
      const response = await request.get(icon.src);
      expect(response.status(), icon.src).toBe(200);
      if (icon.type === 'image/png') {
        const [width] = icon.sizes.split('x').map(Number);
        expect(pngSize(await response.body())).toEqual({ width, height: width });
      }
    }

    // A link is a document navigation: the next page arrives with its own head, nothing added.
    await page.locator('header a[href="/about"]').first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/about$/);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/og\/about\.png$/,
    );
    // The company and the page itself (its name, address and language).
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(2);
  });
});
