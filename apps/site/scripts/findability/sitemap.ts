import { Readable } from 'node:stream';
import {
  type BlogPost,
  blogPostPath,
  blogPosts,
  getSitePage,
  localeDetails,
  locales,
  localizedPath,
} from '@lumenor/content';
import { type SitemapItemLoose, SitemapStream, streamToPromise } from 'sitemap';
import { absoluteUrl, generatedFiles } from '../../app/lib/config';

/** A page of sitemap.xml: its URL, lastmod, and the same page in every language (hreflang). */
export type SitemapEntry = SitemapItemLoose & { lastmod: string };

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
    const links = [
      ...locales.map((locale) => ({
        lang: localeDetails[locale].lang,
        url: absoluteUrl(localizedPath(path, locale), origin),
      })),
      { lang: 'x-default', url: absoluteUrl(path, origin) },
    ];
    return locales.map((locale) => ({
      url: absoluteUrl(localizedPath(path, locale), origin),
      lastmod: lastModified(path, buildDate, posts),
      links,
    }));
  });
}

/** sitemap.xml (sitemaps.org protocol 0.9, hreflang alternates in the xhtml namespace), by `sitemap`. */
export async function sitemapXml(entries: readonly SitemapEntry[]): Promise<string> {
  const stream = new SitemapStream({
    xmlns: { news: false, xhtml: true, image: false, video: false },
    lastmodDateOnly: true,
  });
  return (await streamToPromise(Readable.from(entries).pipe(stream))).toString();
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
