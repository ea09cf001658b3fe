import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  allLocalizedPagePaths,
  articlesPerPage,
  blogPostPath,
  edition,
  listedArticleCount,
  listingPagePath,
  listingPageSegment,
  localeDetails,
  localeOfPath,
  localesOfPage,
  localizedPath,
  pageRecordForPath,
  pageRecordPath,
} from '@lumenor/content';
import { describe, expect, it } from 'vitest';
import { fileOfRoute } from '../scripts/lib/file-routes';
import { attributeOf, type HtmlElement } from '../scripts/lib/html';
import { clientDirectory, requireBuild } from './built-site';
import { all, builtPage, mainOf, textIn } from './queries';

/**
 * The blog's lists as built, in pages (the blog index, each category, the human sitemap, in every
 * language): rules that hold for any number of articles. Each page lists at most a page's worth,
 * the pages together list every article of the list once, they chain through a labelled page
 * navigation that marks the page shown, each has its own title, canonical address and only the
 * language twins that exist, and no page is built past the last or at /page/1. (With the articles
 * of today, every list may fit one page: app/routes/listing-pages.test.ts runs the same lists
 * through their loaders with enough fixture articles for several pages.)
 */

interface BuiltList {
  locale: keyof typeof localeDetails;
  /** The list's first page, as a site path of its language ('/te/blog'). */
  first: string;
  /** Its pages' addresses, in order. */
  pages: string[];
  /** The addresses of its articles, in order. */
  articles: string[];
}

/** Every list of the built site: its pages in each language, grouped by their first page. */
function builtLists(): BuiltList[] {
  const lists = new Map<string, BuiltList>();
  for (const address of allLocalizedPagePaths()) {
    const { locale, path: sitePath } = localeOfPath(address);
    const content = edition(locale);
    const record = pageRecordForPath(sitePath, content);
    if (!record || record.kind === 'post' || listedArticleCount(record, content) === undefined)
      continue;
    const first = localizedPath(pageRecordPath({ ...record, listingPage: 1 }), locale);
    const posts =
      record.kind === 'category'
        ? content.blogPosts.filter((post) => post.category === record.category.name)
        : content.blogPosts;
    const list = lists.get(first) ?? {
      locale,
      first,
      pages: [],
      articles: posts.map((post) => content.href(blogPostPath(post.id))),
    };
    list.pages.push(address);
    lists.set(first, list);
  }
  return [...lists.values()];
}

requireBuild();

describe('the lists in pages, as built', () => {
  const lists = builtLists();

  it('are found: the blog, its categories and the sitemap, in every language', () => {
    for (const locale of Object.keys(localeDetails) as Array<keyof typeof localeDetails>) {
      const firsts = lists.filter((list) => list.locale === locale).map((list) => list.first);
      expect(firsts).toContain(localizedPath('/blog', locale));
      expect(firsts).toContain(localizedPath('/sitemap', locale));
    }
  });

  describe.each(lists.map((list) => [list.first, list] as const))('%s', (_, list) => {
    const { blogCopy } = edition(list.locale);
    const count = list.pages.length;
    const built = list.pages.map((address) => {
      const page = builtPage(address);
      const main = mainOf(page);
      const articleSet = new Set(list.articles);
      const articles = [
        ...new Set(
          all(main, 'a')
            .map((link) => attributeOf(link, 'href') ?? '')
            .filter((href) => articleSet.has(href)),
        ),
      ];
      const navs = all(main, 'nav').filter(
        (nav) => attributeOf(nav, 'aria-label') === blogCopy.pagination.label,
      );
      const head = (rel: string) =>
        all(page.document, 'link').filter((link) => attributeOf(link, 'rel') === rel);
      return { address, page, articles, navs, head };
    });

    it(`has ceil(articles / ${articlesPerPage}) pages, page 1 at the list's own address`, () => {
      expect(count).toBe(Math.max(1, Math.ceil(list.articles.length / articlesPerPage)));
      expect(list.pages).toEqual(
        list.pages.map((_, index) =>
          index === 0 ? list.first : listingPagePath(list.first, index + 1),
        ),
      );
    });

    it(`lists each article once across its pages, at most ${articlesPerPage} a page`, () => {
      for (const page of built) {
        expect(page.articles.length, page.address).toBeLessThanOrEqual(articlesPerPage);
      }
      const listed = built.flatMap((page) => page.articles);
      expect(listed.toSorted()).toEqual(list.articles.toSorted());
    });

    it('chains its pages through a labelled page navigation that marks the page shown', () => {
      for (const [index, { address, navs }] of built.entries()) {
        if (count === 1) {
          expect(navs, address).toEqual([]);
          continue;
        }
        expect(navs, address).toHaveLength(1);
        const links = all(navs[0] as HtmlElement, 'a');
        const hrefWhere = (match: (link: HtmlElement) => boolean) =>
          links.filter(match).map((link) => attributeOf(link, 'href'));
        expect(hrefWhere((link) => attributeOf(link, 'aria-current') === 'page')).toEqual([
          address,
        ]);
        expect(hrefWhere((link) => attributeOf(link, 'rel') === 'prev')).toEqual(
          index > 0 ? [list.pages[index - 1]] : [],
        );
        expect(hrefWhere((link) => attributeOf(link, 'rel') === 'next')).toEqual(
          index < count - 1 ? [list.pages[index + 1]] : [],
        );
      }
    });

    it('gives each page its own title and canonical address, and only the twins that exist', () => {
      const titles = built.map(({ page }) => textIn(all(page.document, 'title')[0] as HtmlElement));
      expect(new Set(titles).size).toBe(count);
      for (const { address, head } of built) {
        const canonical = head('canonical').map((link) => attributeOf(link, 'href') ?? '');
        expect(canonical.map((href) => new URL(href).pathname)).toEqual([address]);
        const languages = head('alternate')
          .map((link) => attributeOf(link, 'hreflang'))
          .filter((lang) => lang !== undefined && lang !== 'x-default');
        const sitePath = localeOfPath(address).path;
        expect(languages).toEqual(
          localesOfPage(sitePath).map((locale) => localeDetails[locale].lang),
        );
      }
    });

    it('has no page past its last, nor a /page/1 twin of its first', () => {
      for (const missing of [
        listingPagePath(list.first, count + 1),
        `${list.first}/${listingPageSegment}/1`,
      ]) {
        expect(existsSync(path.join(clientDirectory, fileOfRoute(missing))), missing).toBe(false);
      }
    });
  });
});
