import {
  allLocalizedPagePaths,
  allPagePaths,
  blogPostPath,
  edition,
  locales,
} from '@lumenor/content';
import { describe, expect, it } from 'vitest';
import { clientDirectory, readBuiltPage, requireBuild } from '../built-site/built-site';
import { builtPagePaths, builtPages, builtPagesVariable } from './built-pages';
import { isRoutePage, routeOfFile } from './lib/file-routes';
import { listFiles } from './lib/files';
import { attributeOf } from './lib/html';

describe('the pages a build prerenders', () => {
  it('are every page unless SITE_PAGES names a partial build', () => {
    expect(builtPages({})).toBe('all');
    expect(builtPages({ [builtPagesVariable]: 'articles' })).toBe('articles');
    expect(() => builtPages({ [builtPagesVariable]: 'blog' })).toThrow(
      `${builtPagesVariable}=blog: expected one of all, articles`,
    );
    expect(builtPagePaths('all')).toEqual(allPagePaths());
  });

  it('in a build of the articles, include every page of the whole build that links to an article', async () => {
    requireBuild();
    const articles = new Set(
      locales.flatMap((locale) =>
        edition(locale).blogPosts.map((post) => edition(locale).href(blogPostPath(post.id))),
      ),
    );
    const built = new Set(allLocalizedPagePaths(builtPagePaths('articles')));
    const linking = (await listFiles(clientDirectory))
      .filter(isRoutePage)
      .filter((file) =>
        readBuiltPage(file).elements.some(
          (element) => element.tagName === 'a' && articles.has(attributeOf(element, 'href') ?? ''),
        ),
      )
      .map(routeOfFile);
    expect(linking.length).toBeGreaterThan(0);
    expect(linking.filter((page) => !built.has(page))).toEqual([]);
  });
});
