import { readFileSync } from 'node:fs';
import path from 'node:path';
import { locales } from '@lumenor/content';
import { describe, expect, it } from 'vitest';
import routes from '../app/routes';
import { clientDirectory, requireBuild } from './built-site';
import {
  builtSitePages,
  elementKinds,
  pagesCoveringEveryKind,
  type SweepPage,
  sweepGroupOf,
  sweepPages,
  templateOf,
} from './page-kinds';

describe('the kinds of element of a page', () => {
  it('are its tags with each of their classes, scripts and styles left out', () => {
    const html =
      '<main class="a b"><p>x</p><p class=c>y</p><script>if (a <b) {}</script><style>p{}</style></main>';
    expect([...elementKinds(html)].sort()).toEqual(['main.a', 'main.b', 'p', 'p.c']);
  });
});

describe('the pages of one kind the sweep visits', () => {
  const page = (name: string, kinds: string[]) => ({ name, kinds: new Set(kinds) });
  const namesOf = (pages: Array<{ name: string }>) => pages.map((each) => each.name);
  const kindsOf = (each: { kinds: Set<string> }) => each.kinds;

  it('are one page, the first, when all are built alike', () => {
    const pages = ['a', 'b', 'c'].map((name) => page(name, ['main', 'h1', 'p']));
    expect(namesOf(pagesCoveringEveryKind(pages, kindsOf))).toEqual(['a']);
  });

  it('include every page that has an element the others lack, the fewest that have them all', () => {
    const pages = [
      page('middle', ['main', 'a.previous', 'a.next']),
      page('first', ['main', 'span.previous', 'a.next']),
      page('photo', ['main', 'a.previous', 'a.next', 'picture']),
      page('empty', ['main', 'p.empty']),
      page('last', ['main', 'a.previous', 'span.next']),
    ];
    expect(namesOf(pagesCoveringEveryKind(pages, kindsOf))).toEqual([
      'first',
      'photo',
      'empty',
      'last',
    ]);
  });

  it('stay as many when the articles are many times more', () => {
    const articles = [
      page('first', ['main', 'span.previous', 'a.next', 'table']),
      page('middle', ['main', 'a.previous', 'a.next']),
      page('last', ['main', 'a.previous', 'span.next']),
    ];
    const many = Array.from({ length: 500 }, (_, copy) =>
      articles.map((article) => page(`${article.name} ${copy}`, [...article.kinds])),
    ).flat();
    expect(pagesCoveringEveryKind(many, kindsOf)).toHaveLength(
      pagesCoveringEveryKind(articles, kindsOf).length,
    );
  });
});

describe('the page sweep over the build', () => {
  requireBuild();
  const read = (file: string) => readFileSync(path.join(clientDirectory, file), 'utf8');
  const all = builtSitePages();
  const visited = sweepPages(all, read);

  it('visits every route module of app/routes.ts that built a page, in each language', () => {
    // A template may build no page yet (a list's later pages, while the list fits on one).
    const built = new Set(all.map((page) => page.template));
    const templates = [...new Set(routes.map((route) => route.file))]
      .filter((file) => built.has(file))
      .sort();
    expect(templates.length, 'templates that built a page').toBeGreaterThan(0);
    for (const locale of locales) {
      const visitedTemplates = visited
        .filter((page) => page.locale === locale)
        .map((page) => page.template);
      expect([...new Set(visitedTemplates)].sort(), locale).toEqual(templates);
    }
  });

  it('visits a not-found answer in each part of the site it answers for', () => {
    expect(all.filter((page) => page.status === 404)).toEqual(
      visited.filter((page) => page.status === 404),
    );
  });

  it("meets every kind of element of every page of a kind on one of the kind's visits", () => {
    const kindsIn = (pages: SweepPage[]) =>
      new Set(pages.flatMap((each) => [...elementKinds(read(each.file))]));
    for (const group of new Set(all.map(sweepGroupOf))) {
      const met = kindsIn(visited.filter((each) => sweepGroupOf(each) === group));
      const missed = [...kindsIn(all.filter((each) => sweepGroupOf(each) === group))].filter(
        (kind) => !met.has(kind),
      );
      expect(missed, group).toEqual([]);
    }
  });

  it('finds the template of an address as the router does', () => {
    expect(templateOf('/te/blog/category/no-such-page')).toBe('routes/blog-category.tsx');
    expect(templateOf('/te')).toBe('routes/home.tsx');
    expect(templateOf('/no/such/page')).toBe('routes/not-found.tsx');
  });
});
