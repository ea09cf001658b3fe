import { existsSync } from 'node:fs';
import { allLocalizedPagePaths, edition, localeOfPath, locales } from '@lumenor/content';
import { describe, expect, it } from 'vitest';
import { attributeOf, type HtmlElement, type HtmlNode } from '../scripts/lib/html';
import { clientDirectory } from './built-site';
import { all, builtPage, headingTexts, hrefsIn, mainOf, nameOf, textIn } from './queries';

/**
 * What every page's HTML holds before any script runs (a reader without JavaScript gets exactly
 * this), and the frame every page shares: the header's logo and the footer. What the layout does
 * when operated (menus, chat, sticky header, themes) is tried in the browser (e2e/layout.spec.ts,
 * e2e/no-javascript.spec.ts).
 */

/**
 * The page's `<header>` or `<footer>` that is a landmark (banner, content info): not one inside
 * an article or another sectioning element, which only heads that part.
 */
function landmarks(document: HtmlNode, tag: 'header' | 'footer'): HtmlElement[] {
  const sectioning = ['main', 'article', 'aside', 'nav', 'section'];
  return all(document, tag).filter((element) => {
    for (let parent = element.parentNode; parent; parent = (parent as HtmlElement).parentNode) {
      if ('tagName' in parent && sectioning.includes(parent.tagName)) return false;
    }
    return true;
  });
}

describe.runIf(existsSync(clientDirectory))('the layout of every built page', () => {
  // Every page of both languages parsed: seconds on a busy machine.
  it('every page reads fully from its HTML: one heading, its text in <main>, the header and the footer', {
    timeout: 60_000,
  }, () => {
    for (const sitePath of allLocalizedPagePaths()) {
      const page = builtPage(sitePath);
      expect(headingTexts(page.document, 1), `${page.file}: <h1>`).toHaveLength(1);
      const words = textIn(mainOf(page)).split(/\s+/);
      expect(words.length, `${page.file}: words in <main>`).toBeGreaterThan(30);
      expect(landmarks(page.document, 'header'), `${page.file}: the banner`).toHaveLength(1);
      expect(landmarks(page.document, 'footer'), `${page.file}: the content info`).toHaveLength(1);
    }
  });

  it.each(locales)(
    '(%s) the logo links home; the footer holds the legal pages, the social networks, the inbox, the city and the year',
    { timeout: 60_000 },
    (locale) => {
      const content = edition(locale);
      for (const sitePath of allLocalizedPagePaths().filter(
        (path) => localeOfPath(path).locale === locale,
      )) {
        const page = builtPage(sitePath);
        const header = landmarks(page.document, 'header')[0] as HtmlElement;
        const logo = all(header, 'a').filter(
          (link) => nameOf(page, link) === content.layoutCopy.logoLabel,
        );
        expect(
          logo.map((link) => attributeOf(link, 'href')),
          `${page.file}: the logo`,
        ).toEqual([content.href('/')]);
        const footer = landmarks(page.document, 'footer')[0] as HtmlElement;
        const links = hrefsIn(footer);
        for (const path of ['/privacy-policy', '/terms-of-service', '/sitemap', '/accessibility']) {
          expect(links, `${page.file}: footer link to ${path}`).toContain(content.href(path));
        }
        for (const social of content.company.social) {
          expect(links, `${page.file}: footer link to ${social.network}`).toContain(social.href);
        }
        expect(links).toContain(`mailto:${content.company.email}`);
        expect(textIn(footer)).toContain(content.company.address.locality);
        expect(textIn(footer)).toContain(`© ${new Date().getFullYear()}`);
      }
    },
  );

  it.each(locales)(
    '(%s) the accessibility tool bar is first on every page, named and labelled in its language, linking its screen-reader page',
    { timeout: 60_000 },
    (locale) => {
      const content = edition(locale);
      const copy = content.layoutCopy.accessibilityToolbar;
      for (const sitePath of allLocalizedPagePaths().filter(
        (path) => localeOfPath(path).locale === locale,
      )) {
        const page = builtPage(sitePath);
        const body = all(page.document, 'body')[0] as HtmlElement;
        const first = body.childNodes.find((child): child is HtmlElement => 'tagName' in child);
        expect(first?.tagName, `${page.file}: the first element of <body>`).toBe('nav');
        const bar = first as HtmlElement;
        expect(nameOf(page, bar), `${page.file}: the tool bar's name`).toBe(copy.label);
        const links = all(bar, 'a');
        const screenReader = links.filter(
          (link) => nameOf(page, link) === copy.screenReaderLink.label,
        );
        expect(screenReader.map((link) => attributeOf(link, 'href'))).toEqual([
          content.href('/screen-reader-access'),
        ]);
        const buttons = all(bar, 'button').map((button) => nameOf(page, button));
        for (const name of [
          `A- ${copy.textSize.decrease}`,
          `A ${copy.textSize.reset}`,
          `A+ ${copy.textSize.increase}`,
          copy.colorMode.light,
          copy.colorMode.dark,
          copy.colorMode.contrast,
        ]) {
          expect(buttons, `${page.file}: the tool bar's buttons`).toContain(name);
        }
      }
    },
  );
});
