import { describe, expect, it, vi } from 'vitest';

// Before anything loads @lumenor/content: one more article, as one Markdown file in a fixture
// folder that the package reads after its own posts/ (the same loader, lists and pages as a build).
vi.hoisted(() => {
  process.env.LUMENOR_EXTRA_POSTS_DIR = decodeURIComponent(
    new URL('../../../../packages/content/fixtures/posts', import.meta.url).pathname,
  );
});

import {
  allPagePaths,
  blogCategoryPath,
  blogCopy,
  blogPostPath,
  blogPosts,
  getCategoryByName,
  getCategorySummaries,
  getPostsByCategory,
  getSitePage,
} from '@lumenor/content';
import { XMLParser } from 'fast-xml-parser';
import { loader as blogLoader } from '../../app/routes/blog';
import { loader as categoryLoader } from '../../app/routes/blog-category';
import { loader as postLoader } from '../../app/routes/blog-post';
import { blogFeed } from './feeds';
import { sitemapEntries } from './sitemap';

const id = 'smart-water-networks';
const title = 'Smart Water Networks: What Municipal Engineers Should Measure First';
const origin = 'https://preview.example.in';
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'item' });

type LoaderArgs<T extends (args: never) => unknown> = Parameters<T>[0];
/** A loader's arguments for an English page of the blog. */
const args = <T extends (args: never) => unknown>(params: Record<string, string>) =>
  ({ params, request: new Request('https://www.lumenor.in/blog') }) as unknown as LoaderArgs<T>;

describe('an article added as one file', () => {
  // Its place follows its date, and its category's count and list hold it, whatever articles
  // posts/ holds when this runs.
  const index = blogPosts.findIndex((post) => post.id === id);
  const category = getCategoryByName(blogPosts[index]?.category ?? '')?.slug ?? '';
  const inCategory = getPostsByCategory(category);

  it('is in the collection, newest first', () => {
    expect(index).toBeGreaterThanOrEqual(0);
    const dates = blogPosts.map((post) => post.datePublished);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('is on the blog index in date order and counts in its category tile', () => {
    const data = blogLoader(args<typeof blogLoader>({}));
    const listed = [...(data.featured ? [data.featured] : []), ...data.posts];
    expect(listed.map((post) => post.id)).toEqual(blogPosts.map((post) => post.id));
    expect(listed[index]?.title).toBe(title);
    expect(inCategory.map((post) => post.id)).toContain(id);
    const tile = data.categories.find((each) => each.slug === category);
    expect(tile?.count).toBe(blogCopy.articleCount(inCategory.length));
    expect(getCategorySummaries().find((s) => s.category.slug === category)?.count).toBe(
      inCategory.length,
    );
  });

  it('gives its category a page that lists it', () => {
    const data = categoryLoader(args<typeof categoryLoader>({ categoryId: category }));
    expect(data.kind).toBe('category');
    if (data.kind !== 'category') return;
    expect(data.posts.map((post) => post.href)).toContain(blogPostPath(id));
  });

  it('has its own page, with its body and neighbours', () => {
    const data = postLoader(args<typeof postLoader>({ postId: id }));
    expect(data.post.title).toBe(title);
    expect(JSON.stringify(data.post.body)).toContain('"tagName":"blockquote"');
    const neighbour = (at: number) => {
      const post = blogPosts[at];
      return post && blogPostPath(post.id);
    };
    expect(data.navigation.previous?.href).toBe(neighbour(index - 1));
    expect(data.navigation.next?.href).toBe(neighbour(index + 1));
  });

  it('is prerendered and listed in the sitemap, dated by publication', () => {
    const paths = allPagePaths();
    expect(paths).toEqual(expect.arrayContaining([blogPostPath(id), blogCategoryPath(category)]));
    const entries = sitemapEntries(paths, origin, new Date('2026-11-20T10:00:00Z'));
    expect(getSitePage(blogPostPath(id))).toBeUndefined();
    expect(entries.find((entry) => entry.url === `${origin}${blogPostPath(id)}`)?.lastmod).toBe(
      '2025-06-10',
    );
    expect(entries.map((entry) => entry.url)).toContain(`${origin}${blogCategoryPath(category)}`);
  });

  it('opens the RSS and Atom feeds, with its body as HTML', () => {
    const feed = blogFeed(origin);
    const items = parser.parse(feed.rss2()).rss.channel.item as Array<{ link: string }>;
    expect(items).toHaveLength(blogPosts.length);
    expect(items[index]?.link).toBe(`${origin}${blogPostPath(id)}`);
    const atom = feed.atom1();
    expect(atom).toContain(`<id>${origin}${blogPostPath(id)}</id>`);
    expect(atom).toContain('<h2>Start with three numbers</h2>');
    expect(atom).toContain('<li><strong>Bulk flow</strong> at every reservoir outlet');
    expect(atom).toContain(
      `<a href="${origin}/industries/telangana-government">ward dashboards</a>`,
    );
    expect(atom).toContain(
      `<img src="${origin}/images/projects/ward-dashboard.svg" alt="City grid`,
    );
  });
});
