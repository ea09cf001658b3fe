import { describe, expect, it } from 'vitest';
import { blogCategories, blogPosts } from '../blog/index';
import { govServicePages } from '../government/en';
import { industries } from '../industries/en';
import { pages } from '../pages/en';
import { blogCategoryPath, blogPostPath, industryPath, servicePath } from '../paths';
import { industryPages, notFoundMeta, sitePages } from './en';
import { allPagePaths, getSitePage, normalizePath, pageMetaForPath } from './helpers';
import { pageEntries } from './table';

describe('sitePages', () => {
  it('has one record per path, among them every document and every government service page', () => {
    const paths = sitePages.map((page) => page.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const row of pageEntries.filter((entry) => entry.kind === 'document'))
      expect(paths).toContain(row.path);
    for (const page of govServicePages) expect(paths).toContain(servicePath(page.id));
  });

  it('gives every page a unique title, description and heading', () => {
    const all = [...sitePages, ...industryPages];
    for (const key of ['title', 'description'] as const) {
      const values = all.map((page) => page.meta[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    const headings = all.map((page) => page.heading);
    expect(new Set(headings).size).toBe(headings.length);
  });

  it('takes each heading from the page body', () => {
    expect(getSitePage('/')?.heading).toBe('Where Innovation Meets Illumination');
    expect(getSitePage('/about')?.heading).toBe(pages.about.hero.heading);
    expect(getSitePage('/services/smart-cities')?.heading).toBe(govServicePages[1]?.hero.heading);
  });

  it('gives /industries keywords', () => {
    expect(getSitePage('/industries')?.meta.keywords?.length).toBeGreaterThan(2);
  });
});

describe('getSitePage', () => {
  it('finds a page by path, ignoring a trailing slash, query and hash', () => {
    expect(getSitePage('/about')?.path).toBe('/about');
    expect(getSitePage('/about/')?.path).toBe('/about');
    expect(getSitePage('/services?x=1#ai-ml')?.path).toBe('/services');
  });

  it('returns undefined for dynamic and unknown paths', () => {
    expect(getSitePage('/industries/law-enforcement')).toBeUndefined();
    expect(getSitePage('/nowhere')).toBeUndefined();
  });
});

describe('normalizePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['/about/', '/about'],
    ['/blog?page=2', '/blog'],
    ['/services#ai-ml', '/services'],
  ])('%s → %s', (input, output) => {
    expect(normalizePath(input)).toBe(output);
  });
});

describe('allPagePaths', () => {
  const paths = allPagePaths();

  it('includes every static route, industry, post and category exactly once', () => {
    for (const page of sitePages) expect(paths).toContain(page.path);
    for (const industry of industries) expect(paths).toContain(industryPath(industry.id));
    for (const post of blogPosts) expect(paths).toContain(blogPostPath(post.id));
    // A category nobody has written for yet is a page too ("No articles found").
    for (const category of blogCategories) expect(paths).toContain(blogCategoryPath(category.slug));
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toHaveLength(
      sitePages.length + industries.length + blogPosts.length + blogCategories.length,
    );
  });

  it('lists only clean paths', () => {
    for (const path of paths) expect(path).toMatch(/^\/([a-z0-9-]+(\/[a-z0-9-]+)*)?$/);
  });

  it('derives from the lists it is given', () => {
    expect(allPagePaths([], [], ['/blog'])).toEqual(['/blog']);
  });
});

describe('pageMetaForPath', () => {
  it.each(allPagePaths().map((path) => [path]))('has head data for %s', (path) => {
    const meta = pageMetaForPath(path);
    expect(meta?.title.length).toBeGreaterThan(2);
    expect(meta?.description.length).toBeGreaterThan(40);
  });

  it('uses the industry SEO fields', () => {
    const industry = industries[0];
    if (!industry) throw new Error('no industries');
    expect(pageMetaForPath(industryPath(industry.id))).toEqual({
      title: `${industry.title} Solutions`,
      description: industry.seoDescription,
      keywords: industry.seoKeywords,
    });
  });

  it('uses the post title and excerpt for articles', () => {
    const post = blogPosts[0];
    if (!post) throw new Error('no posts');
    expect(pageMetaForPath(blogPostPath(post.id))).toMatchObject({
      title: post.title,
      description: post.excerpt,
    });
  });

  it('returns undefined for unknown paths', () => {
    expect(pageMetaForPath('/industries/unknown')).toBeUndefined();
    expect(pageMetaForPath('/blog/unknown')).toBeUndefined();
    expect(pageMetaForPath('/blog/category/unknown')).toBeUndefined();
  });

  it('has head data for the not-found page', () => {
    expect(notFoundMeta.title).toBe('Page Not Found');
  });
});
