import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { edition, localeOfPath } from '@lumenor/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { resolveSiteOrigin } from '../findability/origin';
import { listFiles } from '../security/write-serving-files';
import { isOffSite, linksOf, namesWithSeveralPlaces, type PageLink } from './links';

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
});

/** The site as built (build/client; turbo builds before the tests). */
const clientDirectory = process.env.SITE_CLIENT_DIR
  ? path.resolve(process.env.SITE_CLIENT_DIR)
  : fileURLToPath(new URL('../../build/client', import.meta.url));

interface BuiltPage {
  sitePath: string;
  links: PageLink[];
}

describe.runIf(existsSync(clientDirectory))('links of the built site', () => {
  let pages: BuiltPage[] = [];

  beforeAll(async () => {
    const files = (await listFiles(clientDirectory)).filter((file) => file.endsWith('index.html'));
    pages = files.map((file) => ({
      sitePath: file === 'index.html' ? '/' : `/${file.replace(/\/?index\.html$/, '')}`,
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
