import {
  type BlogPost,
  blogPostPath,
  blogPosts,
  getSitePage,
  localeDetails,
  locales,
  localizedPath,
} from '@lumenor/content';
import { absoluteUrl, generatedFiles } from '../../app/lib/config';

export interface SitemapEntry {
  /** Absolute URL of the page. */
  loc: string;
  /** W3C date (YYYY-MM-DD). */
  lastmod: string;
  /** The same page in every language (itself included), for `xhtml:link` alternates. */
  alternates: Array<{ hreflang: string; href: string }>;
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
  const post = posts.find((candidate) => blogPostPath(candidate.id) === path);
  return post ? post.datePublished : isoDay(buildDate);
}

/**
 * One entry per page and language: `paths` are the site's paths (without a locale prefix), and
 * each is listed in English and in Telugu, every entry naming all its language versions and
 * x-default (English), as search engines ask of multilingual sitemaps.
 */
export function sitemapEntries(
  paths: readonly string[],
  origin: string,
  buildDate: Date,
  posts: readonly BlogPost[] = blogPosts,
): SitemapEntry[] {
  return sitemapPaths(paths).flatMap((path) => {
    const alternates = [
      ...locales.map((locale) => ({
        hreflang: localeDetails[locale].lang,
        href: absoluteUrl(localizedPath(path, locale), origin),
      })),
      { hreflang: 'x-default', href: absoluteUrl(path, origin) },
    ];
    return locales.map((locale) => ({
      loc: absoluteUrl(localizedPath(path, locale), origin),
      lastmod: lastModified(path, buildDate, posts),
      alternates,
    }));
  });
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

/** sitemap.xml (sitemaps.org protocol 0.9, with hreflang alternates in the xhtml namespace). */
export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) =>
    [
      '  <url>',
      `    <loc>${escapeXml(entry.loc)}</loc>`,
      `    <lastmod>${entry.lastmod}</lastmod>`,
      ...entry.alternates.map(
        ({ hreflang, href }) =>
          `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
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
