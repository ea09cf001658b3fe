import { describe, expect, it, vi } from 'vitest';

// Before anything loads @lumenor/content: one more article, in English only, its Telugu file as
// the editor writes it while the Telugu pane is empty (a fixture folder read after posts/).
vi.hoisted(() => {
  process.env.LUMENOR_EXTRA_POSTS_DIR = decodeURIComponent(
    new URL('../../../../packages/content/fixtures/awaiting-translation/posts', import.meta.url)
      .pathname,
  );
});

import {
  allLocalizedPagePaths,
  blogPath,
  blogPostPath,
  edition,
  getPostById,
  localizedPath,
  pageLocales,
} from '@lumenor/content';
import { blogFeed } from '../../scripts/findability/feeds';
import { sitemapEntries } from '../../scripts/findability/sitemap';
import { loader as blogLoader } from '../routes/blog';
import { loader as postLoader } from '../routes/blog-post';
import { headFor } from './head';
import { shellData } from './shell';

const id = 'ward-water-audits';
const articlePath = blogPostPath(id);
const origin = 'https://preview.example.in';
const post = getPostById(id, edition('en').blogPosts);

type LoaderArgs<T extends (args: never) => unknown> = Parameters<T>[0];
const args = <T extends (args: never) => unknown>(url: string, params: Record<string, string>) =>
  ({ params, request: new Request(`https://www.lumenor.in${url}`) }) as unknown as LoaderArgs<T>;

/** The languages a page's head names as its versions (`<link rel="alternate" hreflang>`). */
const hreflangs = (tags: ReturnType<typeof headFor>) =>
  tags.flatMap((tag) =>
    'rel' in tag && tag.rel === 'alternate' && 'hrefLang' in tag ? [String(tag.hrefLang)] : [],
  );

describe('an article awaiting its Telugu translation', () => {
  it('is published in English only: no Telugu page, list entry or feed item', () => {
    expect(post?.title).toBe('Ward Water Audits: A Field Guide for Town Engineers');
    expect(getPostById(id, edition('te').blogPosts)).toBeUndefined();
    expect(pageLocales(articlePath)).toEqual(['en']);
    const pages = allLocalizedPagePaths();
    expect(pages).toContain(articlePath);
    expect(pages).not.toContain(localizedPath(articlePath, 'te'));
    const telugu = blogLoader(args<typeof blogLoader>('/te/blog', {}));
    expect([telugu.featured, ...telugu.posts].map((item) => item?.id)).not.toContain(id);
    expect(blogFeed(origin, edition('te')).rss2()).not.toContain(id);
    expect(() => postLoader(args<typeof postLoader>(`/te/blog/${id}`, { postId: id }))).toThrow();
  });

  it('names no Telugu twin: no hreflang, no Telugu sitemap entry', () => {
    if (!post) throw new Error(`${id} was not loaded`);
    const head = headFor({ kind: 'post', post }, edition('en'));
    expect(hreflangs(head)).toEqual([]);
    expect(head.some((tag) => 'property' in tag && tag.property === 'og:locale:alternate')).toBe(
      false,
    );
    expect(sitemapEntries([articlePath], origin, new Date())).toEqual([
      expect.objectContaining({ url: `${origin}${articlePath}`, links: [] }),
    ]);
    // A page in both languages keeps its twin.
    const blog = edition('en').sitePages.find((page) => page.path === blogPath);
    if (!blog) throw new Error('no blog page');
    expect(hreflangs(headFor({ kind: 'page', page: blog }, edition('en')))).toEqual([
      'en',
      'te',
      'x-default',
    ]);
  });

  it('says in Telugu, where the language switch would be, that the translation is coming', () => {
    const [telugu] = shellData(2026, edition('en'), articlePath).languages;
    expect(telugu).toEqual({
      lang: 'te',
      label: 'తెలుగు',
      pending: edition('te').layoutCopy.languageSwitch.pending,
    });
    expect(edition('te').layoutCopy.languageSwitch.pending).toMatch(/[\u0C00-\u0C7F]/);
    const [twin] = shellData(2026, edition('en'), blogPath).languages;
    expect(twin).toMatchObject({ lang: 'te', href: localizedPath(blogPath, 'te') });
  });
});
