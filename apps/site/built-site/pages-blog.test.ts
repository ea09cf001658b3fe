import {
  allPagePaths,
  blogCategoryPath,
  blogPath,
  blogPostPath,
  type DocumentPageKey,
  edition,
  formatDate,
  getCategorySummaries,
  humanSitemapPath,
  listingPage,
  locales,
  pageEntries,
  pageEntryOfPath,
  pageMetaForPath,
  parseListingPagePath,
} from '@lumenor/content';
import { describe, expect, it } from 'vitest';
import { attributeOf, type HtmlElement } from '../scripts/lib/html';
import { requireBuild } from './built-site';
import {
  all,
  builtPage,
  headingTexts,
  hrefOfLink,
  hrefsIn,
  mainOf,
  nameOf,
  sectionByHeading,
  textIn,
} from './queries';

/**
 * The blog index, the human sitemap and the documents (legal pages, the accessibility statement,
 * the guides) as built. Each post and category page: blog-articles.test.ts. The browser
 * keeps what needs one (e2e/pages-blog.spec.ts: scroll positions, the feeds loading as files, the
 * contents' jumps).
 */

requireBuild();

describe('the blog index, the sitemap and the documents', () => {
  const content = edition('en');
  const { blogCopy, blogPosts, pages } = content;

  it('/blog features the newest post, lists the others of its first page, a tile per category with its count, the feeds and the newsletter', () => {
    const page = builtPage('/blog');
    const main = mainOf(page);
    expect(headingTexts(page.document, 1)).toEqual([pages.blog.hero.heading]);
    const [first, ...others] = listingPage(blogPosts, blogPath, 1)?.items ?? [];
    if (!first) throw new Error('the blog needs posts');
    const featured = sectionByHeading(page, main, first.title);
    expect(textIn(featured)).toContain(blogCopy.featuredLabel);
    expect(hrefOfLink(page, featured, blogCopy.readMoreAbout(first.title))).toBe(
      blogPostPath(first.id),
    );
    const dates = all(featured, 'time').filter(
      (time) => attributeOf(time, 'datetime') === first.datePublished,
    );
    expect(dates.map(textIn)).toEqual([first.date]);
    expect(all(featured, 'img').map((image) => attributeOf(image, 'fetchpriority'))).toEqual([
      'high',
    ]);

    const latest = sectionByHeading(page, main, pages.blog.latestSection.heading);
    expect(all(latest, 'li').flatMap((item) => hrefsIn(item).slice(0, 1))).toEqual(
      others.map((post) => blogPostPath(post.id)),
    );

    const categories = sectionByHeading(page, main, pages.blog.categoriesSection.heading);
    const tiles = all(categories, 'li');
    const summaries = getCategorySummaries();
    expect(tiles).toHaveLength(summaries.length);
    for (const { category, count, href } of summaries) {
      expect(href).toBe(blogCategoryPath(category.slug));
      const tile = tiles.find((item) => textIn(item).includes(category.name));
      if (!tile) throw new Error(`${page.file}: no tile for ${category.name}`);
      expect(hrefOfLink(page, tile, category.name)).toBe(href);
      expect(textIn(tile)).toContain(blogCopy.articleCount(count));
    }

    expect(hrefOfLink(page, main, blogCopy.feeds.rss.label)).toBe('/rss.xml');
    expect(hrefOfLink(page, main, blogCopy.feeds.atom.label)).toBe('/atom.xml');
    const newsletter = all(main, 'section').filter(
      (section) =>
        attributeOf(section, 'aria-labelledby') !== undefined &&
        nameOf(page, section) === blogCopy.newsletter.heading,
    );
    expect(newsletter, `${page.file}: the newsletter region`).toHaveLength(1);
  });

  it('/sitemap links every page in the sitemap once, by its title (the articles of its first page), the machine-readable files, under its group headings', () => {
    const page = builtPage('/sitemap');
    const main = mainOf(page);
    expect(headingTexts(page.document, 1)).toEqual([pages.sitemap.hero.heading]);
    const firstArticles = new Set(
      listingPage(blogPosts, humanSitemapPath, 1)?.items.map((post) => blogPostPath(post.id)),
    );
    const articles = new Set(blogPosts.map((post) => blogPostPath(post.id)));
    // Later pages of lists are reached from their first; later articles from the sitemap's pages.
    const expected = allPagePaths().filter((path) => {
      if (parseListingPagePath(path)) return false;
      if (articles.has(path)) return firstArticles.has(path);
      return pageEntryOfPath(path)?.entry.inSitemap === true;
    });
    // (The page navigation, once there are pages, links the sitemap's pages again.)
    const pageNavLinks = new Set(
      all(main, 'nav')
        .filter((nav) => attributeOf(nav, 'aria-label') === blogCopy.pagination.label)
        .flatMap((nav) => all(nav, 'a')),
    );
    const links = all(main, 'a').filter((link) => !pageNavLinks.has(link));
    for (const path of expected) {
      const found = links.filter((link) => attributeOf(link, 'href') === path);
      expect(found, `${page.file}: a[href="${path}"]`).toHaveLength(1);
      const label = path === '/' ? 'Home' : pageMetaForPath(path)?.title;
      expect(textIn(found[0] as HtmlElement)).toBe(label);
    }
    const hrefs = links.map((link) => attributeOf(link, 'href'));
    for (const file of ['/sitemap.xml', '/rss.xml', '/atom.xml']) {
      expect(
        hrefs.filter((href) => href === file),
        file,
      ).toHaveLength(1);
    }
    expect(new Set(hrefs).size).toBe(expected.length + 3);
    const h2s = headingTexts(main, 2);
    for (const heading of Object.values(pages.sitemap.groupHeadings))
      expect(h2s).toContain(heading);
  });

  describe.each(locales)('documents (%s)', (locale) => {
    const localized = edition(locale);
    const documents = pageEntries
      .filter((row) => row.kind === 'document')
      .map((row) => {
        const key = row.key as DocumentPageKey;
        return {
          path: row.path,
          heading: localized.pages[key].hero.heading,
          document: localized.documents[key],
        };
      });

    it('each shows its date, a contents list leading to each of its sections in order', () => {
      for (const { path, heading, document } of documents) {
        const page = builtPage(localized.href(path));
        const main = mainOf(page);
        expect(headingTexts(page.document, 1), `${page.file}: <h1>`).toEqual([heading]);
        const dates = all(main, 'time').filter(
          (time) => attributeOf(time, 'datetime') === document.lastUpdatedIso,
        );
        expect(dates.map(textIn), `${page.file}: its date`).toEqual([
          formatDate(document.lastUpdatedIso, locale),
        ]);
        const sections = all(main, 'article').flatMap((article) => all(article, 'h2'));
        expect(sections.map(textIn)).toEqual(document.sections.map((section) => section.heading));
        const contents = all(main, 'nav').flatMap((nav) => hrefsIn(nav));
        expect(contents).toEqual(sections.map((section) => `#${attributeOf(section, 'id')}`));
        for (const target of contents) expect(target).toMatch(/^#[\p{L}\p{M}\p{N}-]+$/u);
      }
    });
  });

  it('the privacy policy names the form data’s processor, retention, DPDP rights and a grievance contact; the terms give 30 days’ notice', () => {
    const privacy = textIn(all(mainOf(builtPage('/privacy-policy')), 'article')[0] as HtmlElement);
    for (const text of [
      'EmailJS',
      'Digital Personal Data Protection Act',
      '12 months',
      'Grievance',
    ]) {
      expect(privacy).toContain(text);
    }
    const terms = textIn(all(mainOf(builtPage('/terms-of-service')), 'article')[0] as HtmlElement);
    expect(terms).toContain('30 days’ notice');
  });
});
