import {
  blogCategoryPath,
  blogCopy,
  blogPostPath,
  blogPosts,
  getCategoryByName,
  layoutCopy,
} from '@lumenor/content';
import type { Page } from '@playwright/test';
import { expect, sectionByHeading, test } from './fixtures';

/**
 * Blog index, posts, categories, the human sitemap and the documents in the browser: scroll
 * positions, links that load files, the contents' jumps. What the pages show and link is read from
 * the built HTML (built-site/pages-blog.test.ts, and for each post and category
 * built-site/blog-articles.test.ts); what the host answers an unknown or old address with,
 * without a browser (built-site/host-answers.test.ts, built-site/not-found.test.ts).
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

test.describe('/blog', () => {
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
  // next), and its text block by block against its Markdown file: built-site/blog-articles.test.ts
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
    const href = (await related.getAttribute('href')) ?? '';
    const relatedPost = blogPosts.find((post) => postPath(post.id) === href);
    if (!relatedPost) throw new Error(`the related link ${href} is no article`);
    await related.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await main(page)
      .locator('dl')
      .first()
      .getByRole('link', { name: relatedPost.category })
      .click();
    await expect(page).toHaveURL(new RegExp(`${categoryPath(categorySlugOf(relatedPost))}$`));
    await expectOneH1(page, relatedPost.category);
  });
});

test.describe('/sitemap', () => {
  test('the XML sitemap link loads the file', async ({ page }) => {
    await page.goto('/sitemap');
    await main(page).getByRole('link', { name: 'XML Sitemap' }).click();
    await expect(page).toHaveURL(/\/sitemap\.xml$/);
    await expect(page.getByRole('heading', { name: layoutCopy.notFound.title })).toHaveCount(0);
  });
});

test('a document’s contents list jumps to its last section, on screen', async ({ page }) => {
  const response = await page.goto('/privacy-policy');
  expect(response?.status()).toBe(200);
  const last = main(page).getByRole('navigation').getByRole('link').last();
  await last.click();
  await expect(page).toHaveURL(new RegExp(`${(await last.getAttribute('href')) ?? ''}$`));
  await expect(main(page).locator('article h2').last()).toBeInViewport();
});
