import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  allPagePaths,
  blockTexts,
  blogPostPath,
  blogPosts,
  company,
  locales,
  localizedPath,
  pageEntryOfPath,
  singlePageEntries,
} from '@lumenor/content';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { imageSize } from 'image-size';
import { afterEach, describe, expect, it } from 'vitest';
import { shareImageSlug } from '../../app/lib/config';
import { blogFeed, postsNewestFirst } from './feeds';
import { faviconSet, pngToIco, renderIcon, webManifest } from './icons';
import { resolveSiteOrigin } from './origin';
import {
  clampText,
  loadShareImageFonts,
  renderShareImage,
  shareCardForPath,
  svgDataUrl,
} from './share-images';
import { robotsTxt, sitemapEntries, sitemapXml } from './sitemap';

const origin = 'https://preview.example.in';
const buildDate = new Date('2026-11-20T10:00:00Z');
const parser = new XMLParser({
  ignoreAttributes: false,
  isArray: (name) => ['url', 'item', 'entry'].includes(name),
});

const xml = await sitemapXml(sitemapEntries(allPagePaths(), origin, buildDate));

describe('sitemap.xml', () => {
  const urls: Array<{ loc: string; lastmod: string }> = parser.parse(xml).urlset.url;

  it('is well-formed XML in the sitemaps.org namespace, alternates in the xhtml namespace', () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    const { urlset } = parser.parse(xml);
    expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    expect(urlset.url[0]['xhtml:link'][0]).toMatchObject({ '@_rel': 'alternate' });
  });

  it('lists every page of the site once per language, as absolute URLs on the configured origin', () => {
    const expected = allPagePaths()
      .filter((page) => pageEntryOfPath(page)?.entry.inSitemap === true)
      .flatMap((page) => [
        new URL(page, origin).href,
        new URL(localizedPath(page, 'te'), origin).href,
      ]);
    expect(urls.map((url) => url.loc)).toEqual(expected);
    expect(new Set(urls.map((url) => url.loc)).size).toBe(urls.length);
    expect(urls.map((url) => url.loc)).toContain(`${origin}/`);
  });

  it('lists only the pages of the page table that it marks as in the sitemap', () => {
    const listed = singlePageEntries.find((entry) => entry.inSitemap);
    if (!listed) throw new Error('the page table marks no page as in the sitemap');
    const entries = sitemapEntries(['/no-such-page', listed.path], origin, buildDate);
    expect(entries.map((entry) => new URL(entry.url).pathname)).toEqual(
      locales.map((locale) => localizedPath(listed.path, locale)),
    );
  });

  it('dates posts by publication and every other page by the build', () => {
    for (const post of blogPosts) {
      expect(urls.find((url) => url.loc === `${origin}${blogPostPath(post.id)}`)?.lastmod).toBe(
        post.datePublished,
      );
    }
    expect(urls.find((url) => url.loc === `${origin}/about`)?.lastmod).toBe('2026-11-20');
  });

  it('escapes XML special characters', async () => {
    const withQuery = await sitemapXml([
      {
        url: 'https://x.in/?a=1&b=2',
        lastmod: '2026-01-01',
        links: [{ lang: 'en', url: 'https://x.in/?a=1&b=2' }],
      },
    ]);
    expect(XMLValidator.validate(withQuery)).toBe(true);
    expect(withQuery).toContain('https://x.in/?a=1&amp;b=2');
  });
});

describe('robots.txt', () => {
  it('allows crawling and points to the sitemap on the origin', () => {
    const robots = robotsTxt(origin);
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(robots).toMatch(/^Allow: \/$/m);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).not.toMatch(/^Disallow: \/$/m);
  });
});

describe('feeds', () => {
  const feed = blogFeed(origin);

  it('RSS 2.0 parses and lists every post newest first, linking to the post pages', () => {
    const rss = feed.rss2();
    expect(XMLValidator.validate(rss)).toBe(true);
    const channel = parser.parse(rss).rss.channel;
    expect(parser.parse(rss).rss['@_version']).toBe('2.0');
    const items: Array<{ title: string; link: string; pubDate: string }> = channel.item;
    expect(items).toHaveLength(blogPosts.length);
    expect(items.map((item) => item.link)).toEqual(
      postsNewestFirst(blogPosts).map((post) => `${origin}${blogPostPath(post.id)}`),
    );
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(channel.link).toBe(`${origin}/blog`);
  });

  it('Atom parses and lists every post with its content', () => {
    const atom = feed.atom1();
    expect(XMLValidator.validate(atom)).toBe(true);
    const parsed = parser.parse(atom).feed;
    expect(parsed['@_xmlns']).toBe('http://www.w3.org/2005/Atom');
    const entries: Array<{ title: unknown; content: unknown }> = parsed.entry;
    expect(entries).toHaveLength(blogPosts.length);
    const firstPost = postsNewestFirst(blogPosts)[0];
    const firstParagraph = firstPost ? blockTexts(firstPost.body)[0] : undefined;
    expect(JSON.stringify(entries[0]?.content)).toContain(firstParagraph?.slice(0, 40));
  });
});

describe('favicon set and manifest', () => {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="12" fill="#0b3b66"/></svg>';

  it('renders PNGs at the asked sizes', () => {
    for (const size of [32, 180, 192, 512]) {
      expect(imageSize(renderIcon(svg, size))).toMatchObject({
        type: 'png',
        width: size,
        height: size,
      });
    }
    const paths = faviconSet(svg).map((icon) => icon.path);
    expect(paths).toEqual(
      expect.arrayContaining(['/favicon.ico', '/favicon-32x32.png', '/apple-touch-icon.png']),
    );
  });

  it('wraps a PNG in a valid ICO container', () => {
    const png = renderIcon(svg, 32);
    const ico = pngToIco(png, 32);
    expect(ico.readUInt16LE(2)).toBe(1);
    expect(ico.readUInt16LE(4)).toBe(1);
    expect(ico.readUInt8(6)).toBe(32);
    expect(ico.readUInt32LE(14)).toBe(png.length);
    expect(ico.subarray(ico.readUInt32LE(18)).equals(png)).toBe(true);
  });

  it('describes the site with its icons and brand colours', () => {
    const manifest = webManifest();
    expect(manifest.name).toBe(company.name);
    expect(String(manifest.short_name).length).toBeLessThanOrEqual(12);
    expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    const sizes = (manifest.icons as Array<{ sizes: string }>).map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });
});

describe('share images', () => {
  it('names images after the path', () => {
    expect(shareImageSlug('/')).toBe('home');
    expect(shareImageSlug('/blog/category/smart-cities')).toBe('blog-category-smart-cities');
  });

  it('shows the page title, its section and the host', () => {
    const post = blogPosts[0];
    if (!post) throw new Error('no posts');
    const card = shareCardForPath(blogPostPath(post.id), origin);
    expect(card.title).toBe(post.title);
    expect(card.eyebrow).toBe('Blog');
    expect(card.host).toBe('preview.example.in');
    expect(shareCardForPath('/no-such-page', origin).title).toMatch(/not found/i);
  });

  it('clamps long text at a word boundary', () => {
    const text = 'word '.repeat(60).trim();
    const clamped = clampText(text, 50);
    expect(clamped.length).toBeLessThanOrEqual(50);
    expect(clamped.endsWith('word…')).toBe(true);
    expect(clampText('short', 50)).toBe('short');
  });

  // Rendering is CPU work: 1.4 s on a quiet machine, 5.8 s seen at a load average of 20.
  it('renders a 1200x630 PNG', { timeout: 30_000 }, async () => {
    const fonts = await loadShareImageFonts();
    const mark = svgDataUrl(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0b3b66"/></svg>',
    );
    const png = await renderShareImage({ ...shareCardForPath('/services', origin), mark }, fonts);
    expect(imageSize(png)).toMatchObject({ type: 'png', width: 1200, height: 630 });
    expect(png.length).toBeGreaterThan(10_000);
  });
});

describe('site origin', () => {
  let directory: string | undefined;
  afterEach(async () => {
    delete process.env.VITE_SITE_ORIGIN;
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it('defaults to the company website', () => {
    delete process.env.VITE_SITE_ORIGIN;
    directory = undefined;
    expect(resolveSiteOrigin('production', tmpdir())).toBe(new URL(company.website).origin);
  });

  it('reads VITE_SITE_ORIGIN from .env files, the environment winning', async () => {
    directory = await mkdtemp(path.join(tmpdir(), 'findability-'));
    await writeFile(path.join(directory, '.env'), 'VITE_SITE_ORIGIN=https://staging.lumenor.in/\n');
    expect(resolveSiteOrigin('production', directory)).toBe('https://staging.lumenor.in');
    process.env.VITE_SITE_ORIGIN = 'https://www.example.gov.in';
    expect(resolveSiteOrigin('production', directory)).toBe('https://www.example.gov.in');
    expect(await readFile(path.join(directory, '.env'), 'utf8')).toContain('staging');
  });
});
