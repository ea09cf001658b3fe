import { describe, expect, it, vi } from 'vitest';

/**
 * Run by the editor's end-to-end test (e2e/editor.spec.ts) after a writer saved articles through
 * /admin into a temporary copy of the content: the articles of EDITOR_E2E_POSTS_DIR are read after
 * the package's own, as a build reads them, and each named one must be on every list a production
 * build publishes, in both languages, and each named draft on none. Skipped in a plain test run.
 */
const postsDirectory = process.env.EDITOR_E2E_POSTS_DIR;
const publishedId = process.env.EDITOR_E2E_PUBLISHED_ID ?? '';
const draftId = process.env.EDITOR_E2E_DRAFT_ID ?? '';

vi.hoisted(() => {
  if (process.env.EDITOR_E2E_POSTS_DIR) {
    process.env.LUMENOR_EXTRA_POSTS_DIR = process.env.EDITOR_E2E_POSTS_DIR;
  }
});

import {
  allLocalizedPagePaths,
  blogCategoryPath,
  blogPostPath,
  edition,
  localizedPath,
} from '@lumenor/content';
import { blogFeed } from '../findability/feeds';
import { sitemapEntries } from '../findability/sitemap';

const origin = 'https://preview.example.in';

describe.runIf(postsDirectory)(
  'an article saved in the editor, as a production build sees it',
  () => {
    for (const locale of ['en', 'te'] as const) {
      const content = edition(locale);
      const path = (address: string) => localizedPath(address, locale);

      it(`${locale}: the saved article is on the blog, its category, the feeds, the sitemap and search; the draft on none`, () => {
        const post = content.blogPosts.find((item) => item.id === publishedId);
        expect(post, `${publishedId} in ${locale}`).toBeDefined();
        if (!post) return;
        expect(content.blogPosts.some((item) => item.id === draftId)).toBe(false);

        // /blog lists every post of the collection; the category page lists its own.
        const slug = content.blogCategories.find(
          (category) => category.name === post.category,
        )?.slug;
        expect(slug).toBeDefined();
        const pages = allLocalizedPagePaths();
        // Every prerendered page is in search (its index is made from them) and in the sitemap.
        for (const address of [blogPostPath(post.id), blogCategoryPath(slug ?? '')]) {
          expect(pages).toContain(path(address));
        }
        expect(pages.some((address) => address.includes(draftId))).toBe(false);
        const locs = sitemapEntries(pages, origin, new Date()).map((entry) => entry.loc);
        expect(locs).toContain(`${origin}${path(blogPostPath(post.id))}`);

        const feed = blogFeed(origin, content);
        for (const xml of [feed.rss2(), feed.atom1()]) {
          expect(xml).toContain(`${origin}${path(blogPostPath(post.id))}`);
          expect(xml).not.toContain(draftId);
        }
      });
    }
  },
);
