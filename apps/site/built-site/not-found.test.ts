import { blogCategoryPath, company, edition, locales } from '@lumenor/content';
import { describe, expect, it } from 'vitest';
import { emptyCategoryPages } from '../app/lib/empty-category';
import { notFoundPages } from '../app/lib/not-found';
import { attributeOf } from '../scripts/lib/html';
import { type BuiltPage, readBuiltPage, requireBuild } from './built-site';
import { all, hrefOfLink, hrefsIn, listNamed, mainOf, textIn } from './queries';

/**
 * What the host answers an unknown address with, in each language: the not-found page, or under
 * /blog/category/ the category page's empty state. Which file answers which address, with status
 * 404: built-site/host-answers.test.ts; that both stay out of search results: pages.test.ts. A
 * visitor following the way home: e2e/layout.spec.ts.
 */

requireBuild(...[...notFoundPages, ...emptyCategoryPages].map(({ file }) => file));

const languageOf = (page: BuiltPage) => {
  const root = page.elements.find((element) => element.tagName === 'html');
  return root && attributeOf(root, 'lang');
};

describe.each(locales)('the not-found answers in %s', (locale) => {
  const content = edition(locale);
  // Both lists are made from `locales`, in its order.
  const notFound = notFoundPages[locales.indexOf(locale)];
  const emptyCategory = emptyCategoryPages[locales.indexOf(locale)];

  it('the not-found page says so in its language, and leads home', () => {
    if (!notFound) throw new Error(`no not-found page for ${locale}`);
    const page = readBuiltPage(notFound.file);
    const copy = content.layoutCopy.notFound;
    expect(languageOf(page), page.file).toBe(locale);
    expect(all(page.document, 'h1').map(textIn), page.file).toEqual([copy.title]);
    expect(textIn(mainOf(page)), page.file).toContain(copy.body);
    expect(hrefOfLink(page, mainOf(page), copy.action.label), page.file).toBe(content.href('/'));
  });

  it('the empty category says no articles were found, lists every category and leads to the blog', () => {
    if (!emptyCategory) throw new Error(`no empty category page for ${locale}`);
    const page = readBuiltPage(emptyCategory.file);
    const copy = content.blogCopy;
    const main = mainOf(page);
    expect(languageOf(page), page.file).toBe(locale);
    expect(all(page.document, 'h1').map(textIn), page.file).toEqual([copy.empty.title]);
    expect(all(page.document, 'title').map(textIn), page.file).toEqual([
      `${copy.empty.title} | ${company.name}`,
    ]);
    expect(textIn(main), page.file).toContain(copy.empty.body);
    expect(hrefOfLink(page, main, copy.empty.action.label), page.file).toBe(content.href('/blog'));
    expect(hrefsIn(listNamed(page, main, copy.categoriesHeading)), page.file).toEqual(
      content.blogCategories.map((category) => content.href(blogCategoryPath(category.slug))),
    );
  });
});
