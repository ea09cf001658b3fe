import { readFileSync } from 'node:fs';
import path from 'node:path';
import { blogCategoryPath, blogPath, edition, localeOfPath, locales } from '@lumenor/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSiteOrigin } from '../../scripts/findability/origin';
import {
  isRoutePage,
  notFoundFiles,
  routeOfFile,
  servedFileFor,
} from '../../scripts/lib/file-routes';
import { listFiles } from '../../scripts/lib/files';
import { clientDirectory, requireBuild } from '../built-site';
import { isOffSite, linksOf, namesWithSeveralPlaces, type PageLink, sitePathOf } from './links';

describe('linksOf', () => {
  const html = [
    '<a href="/about">About <span class="visually-hidden">the company</span></a>',
    '<a href="https://x.example/" aria-label="Us on X (opens another website)">',
    '<svg aria-hidden="true"><use href="/icons.svg#x"></use></svg>',
    '<svg aria-hidden="true"><use href="/icons.svg#external"></use></svg></a>',
    '<a href="/te/about" hreflang="te">తెలుగు</a><a name="no-href">Anchor</a>',
  ].join('');

  it('reads each link name as a screen reader does, its href and its external mark', () => {
    expect(linksOf(html)).toEqual([
      { name: 'About the company', href: '/about', hasExternalMark: false },
      {
        name: 'Us on X (opens another website)',
        href: 'https://x.example/',
        hasExternalMark: true,
      },
      { name: 'తెలుగు', href: '/te/about', hasExternalMark: false, hreflang: 'te' },
    ]);
  });

  it('tells other websites from this one, mail and phone links', () => {
    const origin = 'https://www.lumenor.in';
    expect(isOffSite('https://twitter.com/x', origin)).toBe(true);
    expect(isOffSite('//cdn.example/a', origin)).toBe(true);
    expect(isOffSite('https://www.lumenor.in/about', origin)).toBe(false);
    expect(isOffSite('/about', origin)).toBe(false);
    expect(isOffSite('mailto:contact@lumenor.in', origin)).toBe(false);
    expect(isOffSite('tel:+914048527100', origin)).toBe(false);
  });

  it('finds a name that leads to two places, whatever its case, but not a language switch', () => {
    const link = (name: string, href: string, hreflang?: string): PageLink =>
      hreflang
        ? { name, href, hasExternalMark: false, hreflang }
        : { name, href, hasExternalMark: false };
    const pages = [
      { links: [link('Learn more', '/a'), link('తెలుగు', '/te/a', 'te'), link('Blog', '/blog')] },
      { links: [link('learn more', '/b'), link('తెలుగు', '/te/b', 'te'), link('Blog', '/blog')] },
    ];
    expect([...namesWithSeveralPlaces(pages)]).toEqual([['learn more', ['/a', '/b']]]);
  });

  it('finds the site path a link leads to, or none', () => {
    const origin = 'https://www.lumenor.in';
    expect(sitePathOf('/about?x=1#team', origin)).toBe('/about');
    expect(sitePathOf('https://www.lumenor.in/te/', origin)).toBe('/te/');
    for (const elsewhere of ['#main', 'mailto:a@b.in', 'tel:+91', 'https://x.example/']) {
      expect(sitePathOf(elsewhere, origin), elsewhere).toBeUndefined();
    }
  });
});

interface BuiltPage {
  sitePath: string;
  links: PageLink[];
}

requireBuild();

describe('links of the built site', () => {
  let pages: BuiltPage[] = [];
  let servedFiles = new Set<string>();

  beforeAll(async () => {
    const allFiles = await listFiles(clientDirectory);
    // The not-found pages answer 404: never the target of a link.
    servedFiles = new Set(allFiles.filter((file) => !notFoundFiles.has(file)));
    pages = allFiles.filter(isRoutePage).map((file) => ({
      sitePath: routeOfFile(file),
      links: linksOf(readFileSync(path.join(clientDirectory, file), 'utf8')),
    }));
  });

  it('lead to one place for one name, in each language', () => {
    expect(pages.length).toBeGreaterThan(60);
    for (const locale of ['en', 'te'] as const) {
      const inEdition = pages.filter((page) => localeOfPath(page.sitePath).locale === locale);
      expect(Object.fromEntries(namesWithSeveralPlaces(inEdition)), locale).toEqual({});
    }
  });

  it('within the site lead to a file the host serves, never to a page that answers 404', () => {
    const origin = resolveSiteOrigin();
    const broken: string[] = [];
    let internal = 0;
    for (const page of pages) {
      for (const link of page.links) {
        const target = sitePathOf(link.href, origin);
        if (target === undefined) continue;
        internal += 1;
        if (!servedFileFor(target, servedFiles)) broken.push(`${page.sitePath} → ${link.href}`);
      }
    }
    expect(internal).toBeGreaterThan(pages.length * 10);
    expect([...new Set(broken)]).toEqual([]);
  });

  it('reach every blog category: each has a page, linked from the blog and every category page', () => {
    for (const locale of locales) {
      const content = edition(locale);
      const categoryPaths = content.blogCategories.map((category) =>
        content.href(blogCategoryPath(category.slug)),
      );
      const linksFrom = (sitePath: string) => {
        const page = pages.find((each) => each.sitePath === sitePath);
        expect(page, `${sitePath} is built`).toBeDefined();
        return new Set(page?.links.map((link) => link.href));
      };
      const onBlog = linksFrom(content.href(blogPath));
      for (const categoryPath of categoryPaths) {
        expect(onBlog, `${content.href(blogPath)} → ${categoryPath}`).toContain(categoryPath);
        const onCategoryPage = linksFrom(categoryPath);
        for (const other of categoryPaths.filter((each) => each !== categoryPath)) {
          expect(onCategoryPage, `${categoryPath} → ${other}`).toContain(other);
        }
      }
    }
  });

  it('to another website carry the external mark and say so to screen readers', () => {
    const origin = resolveSiteOrigin();
    let offSite = 0;
    for (const page of pages) {
      const note = edition(localeOfPath(page.sitePath).locale).layoutCopy.externalLinkNote;
      for (const link of page.links.filter((each) => isOffSite(each.href, origin))) {
        offSite += 1;
        const where = `${page.sitePath}: ${link.href}`;
        expect(link.hasExternalMark, where).toBe(true);
        expect(link.name, where).toContain(note);
      }
    }
    // The social links of every footer, at least.
    expect(offSite).toBeGreaterThanOrEqual(pages.length * 3);
  });
});
