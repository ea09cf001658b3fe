import { describe, expect, it } from 'vitest';
import { blogCategoryPath } from '../paths';
import { blogCategories, blogPosts } from './en';
import {
  allBlogPaths,
  blogCategoryMeta,
  blogPostMeta,
  categorySlug,
  getAdjacentPosts,
  getCategoryByName,
  getCategoryBySlug,
  getCategorySummaries,
  getFeaturedPost,
  getNonFeaturedPosts,
  getOtherCategories,
  getPostById,
  getPostsByCategory,
  getRelatedPosts,
  legacyCategoryRedirects,
  legacyCategorySlug,
  resolveLegacyCategorySlug,
} from './helpers';
import type { BlogPost } from './schema';

const ids = blogPosts.map((post) => post.id);

describe('getPostById', () => {
  it('finds every post and nothing else', () => {
    for (const id of ids) expect(getPostById(id)?.id).toBe(id);
    expect(getPostById('no-such-post')).toBeUndefined();
  });
});

describe('getAdjacentPosts', () => {
  it('gives previous and next by position', () => {
    ids.forEach((id, index) => {
      const { previous, next } = getAdjacentPosts(id);
      expect(previous?.id).toBe(index > 0 ? ids[index - 1] : undefined);
      expect(next?.id).toBe(ids[index + 1]);
    });
  });

  it('gives the first post no previous and the last no next', () => {
    const first = getAdjacentPosts(ids[0] ?? '');
    expect('previous' in first).toBe(false);
    expect(first.next?.id).toBe(ids[1]);
    const last = getAdjacentPosts(ids.at(-1) ?? '');
    expect('next' in last).toBe(false);
    expect(last.previous?.id).toBe(ids.at(-2));
    expect(getAdjacentPosts('no-such-post')).toEqual({});
  });
});

describe('getRelatedPosts', () => {
  it('returns the first 3 other posts', () => {
    const [first = '', second = '', third, fourth] = ids;
    expect(getRelatedPosts(first).map((p) => p.id)).toEqual([second, third, fourth]);
    expect(getRelatedPosts(second).map((p) => p.id)).toEqual([first, third, fourth]);
    expect(getRelatedPosts(ids.at(-1) ?? '').map((p) => p.id)).toEqual(ids.slice(0, 3));
  });

  it('never includes the post itself, honours count and ignores unknown ids', () => {
    for (const id of ids) {
      const related = getRelatedPosts(id);
      expect(related).toHaveLength(3);
      expect(related.map((p) => p.id)).not.toContain(id);
    }
    expect(getRelatedPosts(ids[0] ?? '', 5)).toHaveLength(5);
    expect(getRelatedPosts('no-such-post')).toEqual([]);
  });
});

describe('featured post', () => {
  it('is the first post; the rest form the grid', () => {
    expect(getFeaturedPost().id).toBe(ids[0]);
    expect(getNonFeaturedPosts().map((p) => p.id)).toEqual(ids.slice(1));
    expect(() => getFeaturedPost([])).toThrow();
  });
});

describe('categories', () => {
  it('round-trip name → slug → category for every category', () => {
    for (const category of blogCategories) {
      expect(categorySlug(category.name)).toBe(category.slug);
      expect(getCategoryBySlug(categorySlug(category.name))?.name).toBe(category.name);
      expect(getCategoryByName(category.name)?.slug).toBe(category.slug);
    }
    expect(categorySlug('AI & Technology')).toBe('ai-and-technology');
    expect(getCategoryBySlug('ai-& technology')).toBeUndefined();
  });

  it('group posts by category; every post is listed exactly once', () => {
    const listed = blogCategories.flatMap((category) => getPostsByCategory(category.slug));
    expect(listed.map((p) => p.id).sort()).toEqual([...ids].sort());
    for (const category of blogCategories) {
      for (const post of getPostsByCategory(category.slug)) {
        expect(post.category).toBe(category.name);
      }
    }
    expect(getPostsByCategory('ai-and-technology').map((p) => p.id)).toContain(
      'ai-government-services',
    );
    expect(getPostsByCategory('no-such-category')).toEqual([]);
  });

  it('count posts per category for the tiles and list the other categories', () => {
    const summaries = getCategorySummaries();
    expect(summaries.map((s) => s.category.slug)).toEqual(blogCategories.map((c) => c.slug));
    expect(summaries.reduce((sum, s) => sum + s.count, 0)).toBe(blogPosts.length);
    expect(summaries[2]?.href).toBe('/blog/category/ai-and-technology');
    const others = getOtherCategories('smart-cities');
    expect(others).toHaveLength(7);
    expect(others.map((c) => c.slug)).not.toContain('smart-cities');
  });

  it('support an empty category (the "No articles found" state)', () => {
    const onlyFirst = blogPosts.slice(0, 1) as BlogPost[];
    expect(getPostsByCategory('future-trends', onlyFirst)).toEqual([]);
  });
});

describe('legacy category slugs', () => {
  it('follow the old rule: lowercase, only the first space replaced', () => {
    expect(legacyCategorySlug('AI & Technology')).toBe('ai-& technology');
    expect(legacyCategorySlug('Government Technology')).toBe('government-technology');
  });

  it('resolve for every category, raw and encoded, to the canonical slug', () => {
    for (const category of blogCategories) {
      const legacy = legacyCategorySlug(category.name);
      for (const form of [
        legacy,
        encodeURI(legacy),
        encodeURIComponent(legacy),
        encodeURIComponent(encodeURIComponent(legacy)),
        legacy.toUpperCase(),
        category.slug,
      ]) {
        expect(resolveLegacyCategorySlug(form), form).toBe(category.slug);
      }
    }
    expect(resolveLegacyCategorySlug('ai-%26%20technology')).toBe('ai-and-technology');
    expect(resolveLegacyCategorySlug('ai-&%20technology')).toBe('ai-and-technology');
    expect(resolveLegacyCategorySlug('no-such-category')).toBeUndefined();
    expect(resolveLegacyCategorySlug('%E0%A4%A')).toBeUndefined();
  });

  it('produce redirects only where the legacy slug differs, decoded and encoded', () => {
    const redirects = legacyCategoryRedirects();
    expect(redirects).toEqual([
      { from: '/blog/category/ai-& technology', to: '/blog/category/ai-and-technology' },
      { from: '/blog/category/ai-&%20technology', to: '/blog/category/ai-and-technology' },
      { from: '/blog/category/ai-%26%20technology', to: '/blog/category/ai-and-technology' },
    ]);
    for (const { from, to } of redirects) {
      const slug = from.replace('/blog/category/', '');
      expect(blogCategoryPath(resolveLegacyCategorySlug(slug) ?? '')).toBe(to);
    }
  });
});

describe('paths and head data', () => {
  it('list the index, every post and every category once, whether or not it has posts', () => {
    const paths = allBlogPaths();
    expect(paths).toHaveLength(1 + blogPosts.length + blogCategories.length);
    for (const category of blogCategories) expect(paths).toContain(blogCategoryPath(category.slug));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain('/blog/govconnect-360-case-study');
    expect(paths).toContain('/blog/category/ai-and-technology');
  });

  it('build page meta from the records', () => {
    const post = getFeaturedPost();
    expect(blogPostMeta(post)).toMatchObject({ title: post.title, description: post.excerpt });
    const category = blogCategories[0];
    if (!category) throw new Error('no categories');
    expect(blogCategoryMeta(category).description).toBe(category.description);
  });
});
