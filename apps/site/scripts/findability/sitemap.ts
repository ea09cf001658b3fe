import { type BlogPost, blogPosts, getSitePage } from '@lumenor/content';
import { absoluteUrl, generatedFiles } from '../../app/lib/config';

export interface SitemapEntry {
  /** Absolute URL of the page. */
  loc: string;
  /** W3C date (YYYY-MM-DD). */
  lastmod: string;
}

/** The pages listed in sitemap.xml: every prerendered path, minus pages marked out of the sitemap. */
export function sitemapPaths(paths: readonly string[]): string[] {
  return paths.filter((path) => getSitePage(path)?.inSitemap !== false);
}

/** YYYY-MM-DD of a date, in UTC. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** lastmod of a path: a post's publication date, otherwise the build date. */
export function lastModified(
  path: string,
  buildDate: Date,
  posts: readonly BlogPost[] = blogPosts,
): string {
  const post = posts.find((candidate) => `/blog/${candidate.id}` === path);
  return post ? post.datePublished : isoDay(buildDate);
}

export function sitemapEntries(
  paths: readonly string[],
  origin: string,
  buildDate: Date,
  posts: readonly BlogPost[] = blogPosts,
): SitemapEntry[] {
  return sitemapPaths(paths).map((path) => ({
    loc: absoluteUrl(path, origin),
    lastmod: lastModified(path, buildDate, posts),
  }));
}

const xmlEntities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character);
}

/** sitemap.xml (sitemaps.org protocol 0.9). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (entry) =>
      `  <url>\n    <loc>${escapeXml(entry.loc)}</loc>\n    <lastmod>${entry.lastmod}</lastmod>\n  </url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything may be crawled; the sitemap is announced. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${absoluteUrl(generatedFiles.sitemap, origin)}`,
    '',
  ].join('\n');
}
