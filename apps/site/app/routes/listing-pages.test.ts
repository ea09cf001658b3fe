import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it, vi } from 'vitest';

/**
 * Before anything loads @lumenor/content: enough articles to fill several pages of every list,
 * copies of the real ones under new ids (as many as the real posts folder holds, whatever that
 * is), read from a temporary folder after posts/ (LUMENOR_EXTRA_POSTS_DIR, as a build reads it).
 * A further page's worth are English only, so English runs one page longer than Telugu.
 */
const { englishOnlyIds, extraFolder } = vi.hoisted(() => {
  const fs = process.getBuiltinModule('node:fs');
  const os = process.getBuiltinModule('node:os');
  const path = process.getBuiltinModule('node:path');
  const postsFolder = decodeURIComponent(
    new URL('../../../../packages/content/posts', import.meta.url).pathname,
  );
  const extra = fs.mkdtempSync(path.join(os.tmpdir(), 'listing-pages-'));
  const folder = path.join(extra, 'posts');
  fs.mkdirSync(folder);
  const files = fs.readdirSync(postsFolder).filter((name) => name.endsWith('.md'));
  const ids = [...new Set(files.map((name) => name.replace(/\.[a-z]{2}\.md$/, '')))];
  const copy = (id: string, newId: string, locale: string) => {
    const file = path.join(postsFolder, `${id}.${locale}.md`);
    if (!fs.existsSync(file)) return;
    let text = fs.readFileSync(file, 'utf8');
    // The copy keeps its original's illustration (an article without `image` shows <id>.svg).
    if (!/^image:/m.test(text))
      text = text.replace(/^---\n/, `---\nimage: /images/blog/${id}.svg\n`);
    fs.writeFileSync(path.join(folder, `${newId}.${locale}.md`), text);
  };
  // Three more copies of each real article: well past one page, however few articles there are.
  for (let round = 1; round <= 3; round += 1) {
    for (const id of ids)
      for (const locale of ['en', 'te']) copy(id, `${id}-copy-${round}`, locale);
  }
  const englishOnly: string[] = [];
  for (let index = 0; englishOnly.length < 12; index += 1) {
    const id = ids[index % ids.length] as string;
    const newId = `${id}-english-only-${index}`;
    copy(id, newId, 'en');
    englishOnly.push(newId);
  }
  process.env.LUMENOR_EXTRA_POSTS_DIR = folder;
  return { englishOnlyIds: englishOnly, extraFolder: extra };
});

afterAll(() => rmSync(extraFolder, { recursive: true, force: true }));

import {
  allLocalizedPagePaths,
  articlesPerPage,
  type BlogPost,
  blogCategoryPath,
  blogPath,
  blogPostPath,
  type Edition,
  edition,
  getPostsByCategory,
  humanSitemapPath,
  listingPageCount,
  listingPagePath,
  listingPageSegment,
  locales,
  localesOfPage,
  localizedPath,
} from '@lumenor/content';
import { XMLParser } from 'fast-xml-parser';
import { blogFeed, feedArticleCount } from '../../scripts/findability/feeds';
import { sitemapEntries } from '../../scripts/findability/sitemap';
import { shellData } from '../lib/shell';
import { loader as blogLoader } from './blog';
import { loader as categoryLoader } from './blog-category';
import { loader as categoryPageLoader } from './blog-category-page';
import { loader as blogPageLoader } from './blog-page';
import { loader as sitemapLoader } from './sitemap';
import { loader as sitemapPageLoader } from './sitemap-page';

/**
 * The blog's lists split into pages, asked of the route loaders as the prerender asks them: each
 * page holds at most a page's worth of articles, the pages chain by their navigation, together
 * they list every article of the list exactly once, and no address past the last page is a page.
 * (The built pages' own markup is checked over the build, built-site/listing-pages.test.ts.)
 */

type Loaded = {
  articles: string[];
  pageNav: { current: number; hrefs: string[] };
  head: unknown;
};

/** Arguments of a loader at an address. */
const at = (address: string, params: Record<string, string>) =>
  ({ params, request: new Request(`https://www.lumenor.in${address}`) }) as never;

interface List {
  name: string;
  firstPagePath: string;
  posts: (content: Edition) => BlogPost[];
  load: (address: string, segment: string | undefined) => Loaded;
}

const hrefsOf = (posts: Array<{ href: string }>) => posts.map((post) => post.href);

const lists = (content: Edition): List[] => [
  {
    name: 'the blog',
    firstPagePath: blogPath,
    posts: (edition) => edition.blogPosts,
    load: (address, segment) => {
      const data =
        segment === undefined
          ? blogLoader(at(address, {}))
          : blogPageLoader(at(address, { pageNumber: segment }));
      return {
        ...data,
        articles: hrefsOf([...(data.featured ? [data.featured] : []), ...data.posts]),
      };
    },
  },
  ...content.blogCategories.map(
    (category): List => ({
      name: `the category ${category.slug}`,
      firstPagePath: blogCategoryPath(category.slug),
      posts: (edition) =>
        getPostsByCategory(category.slug, edition.blogPosts, edition.blogCategories),
      load: (address, segment) => {
        const data =
          segment === undefined
            ? categoryLoader(at(address, { categoryId: category.slug }))
            : categoryPageLoader(at(address, { categoryId: category.slug, pageNumber: segment }));
        if (data.kind !== 'category') throw new Error(`${address}: not a category page`);
        return { ...data, articles: hrefsOf(data.posts) };
      },
    }),
  ),
  {
    name: 'the sitemap',
    firstPagePath: humanSitemapPath,
    posts: (edition) => edition.blogPosts,
    load: (address, segment) => {
      const data =
        segment === undefined
          ? sitemapLoader(at(address, {}))
          : sitemapPageLoader(at(address, { pageNumber: segment }));
      const links = data.groups.flatMap((group) => group.links.map((link) => link.href));
      const articles = edition('en').blogPosts.map((post) => blogPostPath(post.id));
      return {
        ...data,
        // An article link of either language, read back as a site path.
        articles: links.filter((href) => articles.includes(href.replace(/^\/te\//, '/'))),
      };
    },
  },
];

/** The 404 a loader throws for an address that names no page. */
function statusOf(load: () => unknown): number | undefined {
  try {
    load();
  } catch (thrown) {
    return (thrown as { init?: { status?: number } }).init?.status;
  }
  return 200;
}

describe.each(locales)('the lists of the %s blog, in pages', (locale) => {
  const content = edition(locale);
  const localPaths = new Set(allLocalizedPagePaths());

  describe.each(lists(content).map((list) => [list.name, list] as const))('%s', (_, list) => {
    const posts = list.posts(content);
    const count = listingPageCount(posts.length);
    const address = (number: number) =>
      localizedPath(listingPagePath(list.firstPagePath, number), locale);
    const segment = (number: number) => (number === 1 ? undefined : String(number));
    const pages = Array.from({ length: count }, (_, index) =>
      list.load(address(index + 1), segment(index + 1)),
    );

    it(`has ceil(articles / ${articlesPerPage}) pages, each built, each with at most ${articlesPerPage} articles`, () => {
      expect(count).toBe(Math.max(1, Math.ceil(posts.length / articlesPerPage)));
      for (const [index, page] of pages.entries()) {
        expect(localPaths.has(address(index + 1)), address(index + 1)).toBe(true);
        expect(page.articles.length).toBeLessThanOrEqual(articlesPerPage);
      }
    });

    it('lists every article of the list exactly once, in the list’s order, across its pages', () => {
      expect(pages.flatMap((page) => page.articles)).toEqual(
        posts.map((post) => content.href(blogPostPath(post.id))),
      );
    });

    it('chains its pages: each page’s navigation marks it and links every page', () => {
      for (const [index, page] of pages.entries()) {
        expect(page.pageNav.current).toBe(index + 1);
        expect(page.pageNav.hrefs).toEqual(pages.map((_, other) => address(other + 1)));
      }
    });

    it('answers 404 past the last page and at /page/1, and builds neither', () => {
      expect(statusOf(() => list.load(address(count + 1), String(count + 1)))).toBe(404);
      expect(
        statusOf(() =>
          list.load(`${localizedPath(list.firstPagePath, locale)}/${listingPageSegment}/1`, '1'),
        ),
      ).toBe(404);
      expect(localPaths.has(address(count + 1))).toBe(false);
    });
  });
});

describe('a language with fewer articles', () => {
  const pagesOf = (locale: 'en' | 'te') => listingPageCount(edition(locale).blogPosts.length);

  it('has fewer pages, and its twin of a later page neither exists nor is named', () => {
    expect(edition('en').blogPosts.map((post) => post.id)).toEqual(
      expect.arrayContaining(englishOnlyIds),
    );
    expect(pagesOf('en')).toBeGreaterThan(pagesOf('te'));
    const last = listingPagePath(blogPath, pagesOf('en'));
    expect(localesOfPage(last)).toEqual(['en']);
    expect(allLocalizedPagePaths()).not.toContain(localizedPath(last, 'te'));
    const data = blogPageLoader(at(last, { pageNumber: String(pagesOf('en')) }));
    const hreflang = (data.head as Array<Record<string, string>>)
      .filter((tag) => tag.rel === 'alternate' && tag.hrefLang)
      .map((tag) => tag.hrefLang);
    // A page in one language names no alternates (as an article awaiting its translation).
    expect(hreflang).toEqual([]);
    const entries = sitemapEntries([last], 'https://example.in', new Date('2026-11-20'));
    expect(entries.map((entry) => entry.url)).toEqual([`https://example.in${last}`]);
    // Its language switch leads to the last page the Telugu list has.
    const switchLinks = shellData(2026, edition('en'), last).languages.map((link) =>
      'href' in link ? link.href : undefined,
    );
    expect(switchLinks).toEqual([localizedPath(listingPagePath(blogPath, pagesOf('te')), 'te')]);
  });
});

describe('a later page’s head', () => {
  it('names its page number in the title and is its own canonical address', () => {
    const second = listingPagePath(blogPath, 2);
    const data = blogPageLoader(at(second, { pageNumber: '2' }));
    const tags = data.head as Array<Record<string, string>>;
    const title = tags.find((tag) => tag.title)?.title;
    expect(title).toContain(edition('en').blogCopy.pagination.title(data.page.meta.title, 2));
    expect(data.heading).toBe(edition('en').blogCopy.pagination.title(data.page.heading, 2));
    expect(tags.find((tag) => tag.rel === 'canonical')?.href).toBe(
      `https://www.lumenor.in${second}`,
    );
  });
});

describe.each(locales)('the %s feeds', (locale) => {
  const parser = new XMLParser({ isArray: (name) => name === 'item' || name === 'entry' });

  it(`carry the latest ${feedArticleCount} articles of the language, each with its full text`, () => {
    const feed = blogFeed('https://example.in', edition(locale));
    const newest = edition(locale)
      .blogPosts.toSorted((a, b) => b.datePublished.localeCompare(a.datePublished))
      .slice(0, feedArticleCount);
    expect(edition(locale).blogPosts.length).toBeGreaterThan(feedArticleCount);
    const rss = parser.parse(feed.rss2()).rss.channel.item as Array<Record<string, string>>;
    const atom = parser.parse(feed.atom1()).feed.entry as Array<Record<string, string>>;
    for (const items of [rss, atom]) expect(items).toHaveLength(newest.length);
    expect(rss.map((item) => item.title)).toEqual(newest.map((post) => post.title));
    for (const item of rss) expect(item['content:encoded']?.length).toBeGreaterThan(0);
  });
});

describe('sitemap.xml', () => {
  it('lists every page of every list in every language that has it', () => {
    const urls = new Set(
      sitemapEntries(
        [
          ...new Set(
            allLocalizedPagePaths().map((path) => path.replace(/^\/te(?=\/|$)/, '') || '/'),
          ),
        ],
        'https://example.in',
        new Date('2026-11-20'),
      ).map((entry) => entry.url),
    );
    for (const path of allLocalizedPagePaths())
      expect(urls.has(`https://example.in${path}`), path).toBe(true);
  });
});
