import { edition, formatDate, locales, pageReviewDates } from '@lumenor/content';
import { describe, expect, it } from 'vitest';
import { attributeOf, type HtmlElement } from '../scripts/lib/html';
import { requireBuild } from './built-site';
import { all, builtPage, headingTexts, hrefsIn, mainOf, nameOf, textIn } from './queries';

/**
 * The pages the Guidelines for Indian Government Websites expect, and the dates pages carry, as
 * built in both languages. The feedback form and the pages without JavaScript are tried in the
 * browser (e2e/gigw-pages.spec.ts).
 */

/** The pages the guidelines ask every government-facing site for. */
const gigwPaths = [
  '/screen-reader-access',
  '/help',
  '/feedback',
  '/hyperlinking-policy',
  '/copyright-policy',
] as const;

requireBuild();

describe.each(locales)('GIGW pages (%s)', (locale) => {
  const content = edition(locale);

  it('every page of the site opens with the one heading its record gives it', () => {
    for (const record of content.sitePages) {
      const page = builtPage(content.href(record.path));
      expect(headingTexts(page.document, 1), `${page.file}: <h1>`).toEqual([record.heading]);
    }
  });

  it('the footer and the sitemap page lead to every GIGW page, once each', () => {
    const sitemap = builtPage(content.href('/sitemap'));
    const footer = all(sitemap.document, 'footer')[0];
    if (!footer) throw new Error(`${sitemap.file}: no <footer>`);
    for (const path of gigwPaths) {
      const href = content.href(path);
      expect(content.sitePages.map((record) => record.path)).toContain(path);
      expect(
        hrefsIn(footer).filter((link) => link === href),
        `footer: ${href}`,
      ).toHaveLength(1);
      expect(
        hrefsIn(mainOf(sitemap)).filter((link) => link === href),
        `${sitemap.file}: ${href}`,
      ).toHaveLength(1);
    }
  });

  it('each reviewed page says in <main> when it was last reviewed, in its language', () => {
    for (const [path, iso] of Object.entries(pageReviewDates)) {
      const page = builtPage(content.href(path));
      const times = all(mainOf(page), 'time').filter(
        (time) => attributeOf(time, 'datetime') === iso,
      );
      expect(times, `${page.file}: <time datetime="${iso}">`).toHaveLength(1);
      const time = times[0] as HtmlElement;
      expect(textIn(time)).toBe(formatDate(iso, locale));
      expect(textIn(time.parentNode as HtmlElement)).toContain(
        content.layoutCopy.lastReviewedLabel,
      );
    }
  });

  it('the documents show one date of their own, as an ISO date', () => {
    for (const path of ['/accessibility', '/help', '/copyright-policy']) {
      const page = builtPage(content.href(path));
      const times = all(mainOf(page), 'time').filter(
        (time) => attributeOf(time, 'datetime') !== undefined,
      );
      expect(times, `${page.file}: <time datetime>`).toHaveLength(1);
      expect(attributeOf(times[0] as HtmlElement, 'datetime')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('the accessibility statement links the feedback form and the e-mail address, and names the sweep that backs it', () => {
    const page = builtPage(content.href('/accessibility'));
    const main = mainOf(page);
    const links = hrefsIn(main);
    expect(links.filter((href) => href === `mailto:${content.company.email}`)).toHaveLength(1);
    expect(links.filter((href) => href === content.href('/feedback'))).toHaveLength(1);
    expect(textIn(main)).toContain('page-sweep.spec.ts');
  });

  it('the screen reader page links each reader’s maker in the same tab, its name saying it is another website', () => {
    const page = builtPage(content.href('/screen-reader-access'));
    const main = mainOf(page);
    const external = all(main, 'a').filter((link) =>
      (attributeOf(link, 'href') ?? '').startsWith('https://'),
    );
    expect(external.length, `${page.file}: links to the readers' makers`).toBeGreaterThan(0);
    expect(hrefsIn(main)).toContain('https://www.nvaccess.org/download/');
    for (const link of external) {
      // Same tab, as GOV.UK does; the name tells a screen reader where the link leads.
      expect(attributeOf(link, 'target'), attributeOf(link, 'href')).toBeUndefined();
      expect(nameOf(page, link).endsWith(`(${content.layoutCopy.externalLinkNote})`)).toBe(true);
    }
    const h2s = headingTexts(main, 2);
    for (const reader of ['NVDA', 'JAWS', 'VoiceOver', 'TalkBack', 'Narrator']) {
      expect(
        h2s.some((heading) => heading.startsWith(reader)),
        reader,
      ).toBe(true);
    }
  });
});
