import { describe, expect, it } from 'vitest';
import { edition } from '../edition';
import { locales } from '../locale';
import { blogCategoryPath, blogPostPath, industryPath, servicePath } from '../paths';
import { allPagePaths } from './helpers';
import {
  laterPagesPattern,
  type PageCollection,
  pageEntries,
  pageEntryOfPath,
  singlePageEntries,
} from './table';

/**
 * The page table is the one list of the site's pages: every page the site prerenders and lists
 * (`allPagePaths`) belongs to one of its entries, and every entry has its pages there, in every
 * language. (apps/site/app/routes.test.ts holds the routes to it.)
 */
describe('the page table', () => {
  it('has an entry for every page of the site', () => {
    for (const path of allPagePaths()) expect(pageEntryOfPath(path), path).toBeDefined();
  });

  it('gives each single page its address among the pages of the site', () => {
    const paths = allPagePaths();
    for (const entry of singlePageEntries) expect(paths, entry.key).toContain(entry.path);
  });

  it('gives each record of a collection a page at its address, under the collection’s entry', () => {
    const content = edition('en');
    const pathsOf: Record<PageCollection, string[]> = {
      govServicePages: content.govServicePages.map((page) => servicePath(page.id)),
      industries: content.industries.map((industry) => industryPath(industry.id)),
      blogPosts: content.blogPosts.map((post) => blogPostPath(post.id)),
      blogCategories: content.blogCategories.map((category) => blogCategoryPath(category.slug)),
    };
    const paths = allPagePaths();
    for (const entry of pageEntries) {
      if (!entry.records) continue;
      for (const path of pathsOf[entry.records]) {
        expect(paths, path).toContain(path);
        expect(pageEntryOfPath(path)?.entry.key, path).toBe(entry.key);
      }
    }
  });

  it('has the words of every single page in every language, and no others', () => {
    for (const locale of locales) {
      const pages = edition(locale).sitePages;
      for (const entry of singlePageEntries) {
        const page = pages.find((candidate) => candidate.path === entry.path);
        expect(page, `${locale} ${entry.key}`).toMatchObject({
          section: entry.section,
          inSitemap: entry.inSitemap,
        });
      }
      for (const page of pages) expect(pageEntryOfPath(page.path), page.path).toBeDefined();
    }
  });

  it('has a group of the human sitemap, in every language, for every section it uses', () => {
    for (const locale of locales) {
      const headings = edition(locale).pages.sitemap.groupHeadings;
      for (const entry of pageEntries) expect(headings, entry.key).toHaveProperty(entry.section);
    }
  });

  it('tells a list’s later pages from the records below it, and knows no other address', () => {
    const blog = pageEntries.find((entry) => entry.laterPages && !entry.records);
    if (!blog) throw new Error('no list in the page table');
    const secondPage = laterPagesPattern(blog.path).replace(':pageNumber', '2');
    expect(pageEntryOfPath(secondPage)).toEqual({ entry: blog, laterPage: true });
    expect(pageEntryOfPath(blog.path)).toEqual({ entry: blog, laterPage: false });
    expect(pageEntryOfPath('/no-such-page')).toBeUndefined();
    expect(pageEntryOfPath(`${blog.path}/a/b/c/d/e`)).toBeUndefined();
  });
});
