import {
  accessibilityStatement,
  allPagePaths,
  blogCategories,
  blogCategoryPath,
  blogCopy,
  blogPostPath,
  blogPosts,
  formatDate,
  getCategoryByName,
  getCategorySummaries,
  getPostsByCategory,
  getSitePage,
  guides,
  industryPages,
  type LegalDocument,
  layoutCopy,
  legal,
  pageMetaForPath,
  pages,
} from '@lumenor/content';
import type { Page } from '@playwright/test';
import { expect, sectionByHeading, test } from './fixtures';

/**
 * Blog index, posts, categories, the human sitemap, the legal pages and the accessibility
 * statement.
 */

const firstPost = blogPosts[0];
const secondPost = blogPosts[1];
const lastPost = blogPosts.at(-1);
if (!firstPost || !secondPost || !lastPost) throw new Error('the blog needs posts');

const postPath = blogPostPath;
const categoryPath = blogCategoryPath;

/** The slug the record of a post's category holds. */
function categorySlugOf(post: { category: string }): string {
  const category = getCategoryByName(post.category);
  if (!category) throw new Error(`no category named '${post.category}'`);
  return category.slug;
}

function main(page: Page) {
  return page.getByRole('main');
}

async function expectOneH1(page: Page, text: string) {
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.locator('h1')).toHaveText(text);
}

/** The hrefs of the links in the list items of a region (one link per card). */
async function cardHrefs(page: Page, regionName: string) {
  const items = sectionByHeading(main(page), regionName).getByRole('listitem');
  return items
    .locator('a[href]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

test.describe('/blog', () => {
  test('features the first post, lists the other eight and the eight categories', async ({
    page,
  }) => {
    const response = await page.goto('/blog');
    expect(response?.status()).toBe(200);
    await expectOneH1(page, pages.blog.hero.heading);

    const featured = sectionByHeading(main(page), firstPost.title);
    await expect(featured.getByText(blogCopy.featuredLabel)).toBeVisible();
    await expect(
      featured.getByRole('link', { name: blogCopy.readMoreAbout(firstPost.title) }),
    ).toHaveAttribute('href', postPath(firstPost.id));
    await expect(featured.locator(`time[datetime="${firstPost.datePublished}"]`)).toHaveText(
      firstPost.date,
    );
    await expect(featured.getByRole('img')).toHaveAttribute('fetchpriority', 'high');

    expect(await cardHrefs(page, pages.blog.latestSection.heading)).toEqual(
      blogPosts.slice(1).map((post) => postPath(post.id)),
    );

    const categories = sectionByHeading(main(page), pages.blog.categoriesSection.heading);
    await expect(categories.getByRole('listitem')).toHaveCount(8);
    for (const { category, count, href } of getCategorySummaries()) {
      const tile = categories.getByRole('listitem').filter({ hasText: category.name });
      await expect(tile.getByRole('link', { name: category.name })).toHaveAttribute(
        'href',
        categoryPath(category.slug),
      );
      expect(href).toBe(categoryPath(category.slug));
      await expect(tile).toContainText(blogCopy.articleCount(count));
    }

    await expect(
      main(page).getByRole('region', { name: blogCopy.newsletter.heading }),
    ).toBeVisible();
  });

  test('links the RSS and Atom feeds, which load as files (not the not-found page)', async ({
    page,
  }) => {
    await page.goto('/blog');
    const rss = main(page).getByRole('link', { name: blogCopy.feeds.rss.label });
    await expect(rss).toHaveAttribute('href', '/rss.xml');
    await expect(main(page).getByRole('link', { name: blogCopy.feeds.atom.label })).toHaveAttribute(
      'href',
      '/atom.xml',
    );
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith('/rss.xml')),
      rss.click(),
    ]);
    expect(response.status()).toBe(200);
    await expect(page).toHaveURL(/\/rss\.xml$/);
    await expect(page.getByRole('heading', { name: layoutCopy.notFound.title })).toHaveCount(0);
  });
});

test.describe('/blog/{postId}', () => {
  // What each article shows and links (the first without a previous link, the last without a
  // next), and its text block by block against its Markdown file: app/routes/blog.built.test.ts
  // reads them from the build.

  test('next and previous move between posts and start at the top of the page', async ({
    page,
  }) => {
    await page.goto(postPath(firstPost.id));
    const next = page.locator('a[rel="next"]');
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${postPath(secondPost.id)}$`));
    await expect(page.locator('h1')).toHaveText(secondPost.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    const previous = page.locator('a[rel="prev"]');
    await previous.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await previous.click();
    await expect(page).toHaveURL(new RegExp(`${postPath(firstPost.id)}$`));
    await expect(page.locator('h1')).toHaveText(firstPost.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('back, forward and reload return to where the visitor was; a new visit starts at the top', async ({
    page,
  }) => {
    await page.goto(postPath(firstPost.id));
    const next = page.locator('a[rel="next"]');
    await next.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    // Where the visitor was is what they saw: the link at the same place on screen. The browser
    // restores the view by an anchor in the text, so the page's offset itself may differ by a few
    // pixels when something above settled to another height (a font, an image) after the first
    // visit.
    const linkTop = () => next.evaluate((link) => Math.round(link.getBoundingClientRect().top));
    const topOnFirst = await linkTop();
    const atSamePlace = () =>
      expect.poll(async () => Math.abs((await linkTop()) - topOnFirst)).toBeLessThanOrEqual(48);
    await next.click();
    await expect(page.locator('h1')).toHaveText(secondPost.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.goBack();
    await expect(page.locator('h1')).toHaveText(firstPost.title);
    await atSamePlace();
    await page.goForward();
    await expect(page.locator('h1')).toHaveText(secondPost.title);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();
    await expect(page.locator('h1')).toHaveText(firstPost.title);
    await page.reload();
    await atSamePlace();

    // A new visit to the same address starts at the top.
    await page.goto(postPath(firstPost.id));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a related article opens at the top, and the category link opens its page', async ({
    page,
  }) => {
    await page.goto(postPath(secondPost.id));
    const related = sectionByHeading(main(page), blogCopy.relatedHeading).getByRole('link').first();
    await related.scrollIntoViewIfNeeded();
    await related.click();
    await expect(page).toHaveURL(new RegExp(`${postPath(firstPost.id)}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await main(page).locator('dl').first().getByRole('link', { name: firstPost.category }).click();
    await expect(page).toHaveURL(new RegExp(`${categoryPath(categorySlugOf(firstPost))}$`));
    await expectOneH1(page, firstPost.category);
  });
});

test.describe('/blog/category/{slug}', () => {
  // What each category page lists: app/routes/blog.built.test.ts reads it from the build.

  for (const slug of ['no-such-category', 'ai-&-technology']) {
    test(`${slug}: no such category, so the empty state with status 404 and noindex`, async ({
      page,
    }) => {
      expect(getPostsByCategory(slug)).toHaveLength(0);
      const response = await page.goto(categoryPath(slug));
      expect(response?.status()).toBe(404);
      await expect(page).toHaveURL(new RegExp(`${categoryPath(slug)}$`));
      await expectOneH1(page, 'No articles found');
      await expect(
        main(page).getByText(
          "We couldn't find any articles in this category. Please check back later or explore other categories.",
        ),
      ).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
      await expect(page).toHaveTitle('No articles found | Lumenor Technologies');

      const categories = sectionByHeading(main(page), blogCopy.categoriesHeading).getByRole('link');
      expect(
        await categories.evaluateAll((links) => links.map((l) => l.getAttribute('href'))),
      ).toEqual(blogCategories.map((category) => categoryPath(category.slug)));

      const all = main(page).getByRole('link', { name: blogCopy.empty.action.label });
      await expect(all).toHaveAttribute('href', '/blog');
      await all.click();
      await expect(page).toHaveURL(/\/blog$/);
      await expectOneH1(page, pages.blog.hero.heading);
    });
  }

  for (const legacy of ['ai-%26%20technology', 'ai-&%20technology']) {
    test(`the old-rule slug ${legacy} redirects to ai-and-technology`, async ({ page }) => {
      const response = await page.request.get(categoryPath(legacy), { maxRedirects: 0 });
      expect([301, 308]).toContain(response.status());
      expect(new URL(response.headers().location ?? '', 'http://x').pathname).toBe(
        categoryPath('ai-and-technology'),
      );
      await page.goto(categoryPath(legacy));
      await expect(page).toHaveURL(new RegExp(`${categoryPath('ai-and-technology')}$`));
      await expectOneH1(page, 'AI & Technology');
    });
  }
});

test.describe('unknown ids', () => {
  for (const address of ['/blog/no-such-post', '/blog/no-such-post/deeper']) {
    test(`${address} answers 404 with the not-found page`, async ({ page }) => {
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await expectOneH1(page, 'Page Not Found');
      await expect(page).toHaveURL(new RegExp(`${address}$`));
    });
  }
});

test.describe('/sitemap', () => {
  test('links every page of the site and the machine-readable files', async ({ page }) => {
    const response = await page.goto('/sitemap');
    expect(response?.status()).toBe(200);
    await expectOneH1(page, pages.sitemap.hero.heading);

    const expected = allPagePaths().filter((path) => {
      const record = getSitePage(path) ?? getSitePage(path, industryPages);
      return record ? record.inSitemap : true;
    });
    expect(expected.length).toBeGreaterThan(30);
    for (const path of expected) {
      const link = main(page).locator(`a[href="${path}"]`);
      await expect(link, path).toHaveCount(1);
      const label = path === '/' ? 'Home' : pageMetaForPath(path)?.title;
      await expect(link, path).toHaveText(label ?? '');
    }
    for (const file of ['/sitemap.xml', '/rss.xml', '/atom.xml']) {
      await expect(main(page).locator(`a[href="${file}"]`), file).toHaveCount(1);
    }
    const hrefs = await main(page)
      .locator('a[href]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(expected.length + 3);

    for (const heading of Object.values(pages.sitemap.groupHeadings)) {
      await expect(main(page).getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
  });

  test('the XML sitemap link loads the file', async ({ page }) => {
    await page.goto('/sitemap');
    await main(page).getByRole('link', { name: 'XML Sitemap' }).click();
    await expect(page).toHaveURL(/\/sitemap\.xml$/);
    await expect(page.getByRole('heading', { name: layoutCopy.notFound.title })).toHaveCount(0);
  });
});

const documents: Array<{ path: string; heading: string; document: LegalDocument }> = [
  { path: '/privacy-policy', heading: pages.privacyPolicy.hero.heading, document: legal.privacy },
  { path: '/terms-of-service', heading: pages.termsOfService.hero.heading, document: legal.terms },
  {
    path: '/accessibility',
    heading: pages.accessibility.hero.heading,
    document: accessibilityStatement,
  },
  {
    path: '/hyperlinking-policy',
    heading: pages.hyperlinkingPolicy.hero.heading,
    document: legal.hyperlinking,
  },
  {
    path: '/copyright-policy',
    heading: pages.copyrightPolicy.hero.heading,
    document: legal.copyright,
  },
  {
    path: '/screen-reader-access',
    heading: pages.screenReaderAccess.hero.heading,
    document: guides.screenReaderAccess,
  },
  { path: '/help', heading: pages.help.hero.heading, document: guides.help },
];

test.describe('legal pages and accessibility statement', () => {
  for (const { path, heading, document } of documents) {
    test(`${path}: date, contents and sections`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expectOneH1(page, heading);
      await expect(main(page).locator(`time[datetime="${document.lastUpdatedIso}"]`)).toHaveText(
        formatDate(document.lastUpdatedIso, 'en'),
      );

      const sectionHeadings = main(page).locator('article h2');
      await expect(sectionHeadings).toHaveText(document.sections.map((section) => section.heading));
      const contents = main(page).getByRole('navigation').getByRole('link');
      await expect(contents).toHaveCount(document.sections.length);
      for (const link of await contents.all()) {
        const target = (await link.getAttribute('href')) ?? '';
        expect(target).toMatch(/^#[a-z0-9-]+$/);
        await expect(main(page).locator(`h2${target}`)).toHaveCount(1);
      }
      const last = contents.last();
      await last.click();
      await expect(page).toHaveURL(new RegExp(`${(await last.getAttribute('href')) ?? ''}$`));
      await expect(main(page).locator('article h2').last()).toBeInViewport();
    });
  }

  test('the privacy policy names the form data, the processor, retention, DPDP rights and a grievance contact', async ({
    page,
  }) => {
    await page.goto('/privacy-policy');
    const article = main(page).locator('article');
    for (const text of [
      'EmailJS',
      'Digital Personal Data Protection Act',
      '12 months',
      'Grievance',
    ]) {
      await expect(article).toContainText(text);
    }
  });

  test('the terms give at least 30 days’ notice of changes', async ({ page }) => {
    await page.goto('/terms-of-service');
    await expect(main(page).locator('article')).toContainText('30 days’ notice');
  });
});
