import { Readable } from 'node:stream';
import {
  blogPostPath,
  blogPosts,
  type Locale,
  localeDetails,
  localesOfPage,
  localizedPath,
  pageEntryOfPath,
} from '@lumenor/content';
import { type SitemapItemLoose, SitemapStream, streamToPromise } from 'sitemap';
import { absoluteUrl, generatedFiles } from '../../app/lib/config';

/**
 * One entry per page (a site path, without a locale prefix) and language, every entry naming all
 * its language versions and x-default (English), as search engines ask of multilingual sitemaps;
 * only pages whose entry of the page table is in the sitemap. lastmod: a post's publication date, otherwise
 * the build's day.
 */
export function sitemapEntries(paths: readonly string[], origin: string, buildDate: Date) {
  return paths
    .filter((path) => pageEntryOfPath(path)?.entry.inSitemap === true)
    .flatMap((path) => {
      const url = (locale: Locale) => absoluteUrl(localizedPath(path, locale), origin);
      // Only the languages the page is in: an article may await its translation, and a later page
      // of a list exists only in the languages whose list runs that long.
      const published = localesOfPage(path);
      const links =
        published.length < 2
          ? []
          : [
              ...published.map((locale) => ({
                lang: localeDetails[locale].lang,
                url: url(locale),
              })),
              ...(published.includes('en')
                ? [{ lang: 'x-default', url: absoluteUrl(path, origin) }]
                : []),
            ];
      const post = blogPosts.find((candidate) => blogPostPath(candidate.id) === path);
      const lastmod = post?.datePublished ?? buildDate.toISOString().slice(0, 10);
      return published.map((locale) => ({ url: url(locale), lastmod, links }));
    });
}

/** sitemap.xml (sitemaps.org protocol 0.9, hreflang alternates in the xhtml namespace), by `sitemap`. */
export async function sitemapXml(entries: readonly SitemapItemLoose[]): Promise<string> {
  const stream = new SitemapStream({
    xmlns: { news: false, xhtml: true, image: false, video: false },
    lastmodDateOnly: true,
  });
  return (await streamToPromise(Readable.from(entries).pipe(stream))).toString();
}

/** robots.txt: everything may be crawled; the sitemap is announced. */
export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl(generatedFiles.sitemap, origin)}\n`;
}
