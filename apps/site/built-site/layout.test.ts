import { allLocalizedPagePaths, edition, localeOfPath, locales } from '@lumenor/content';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import {
  attributeOf,
  elementsOf,
  type HtmlElement,
  type HtmlNode,
  isElement,
  textOf,
} from '../scripts/lib/html';
import { type BuiltPage, cssOf, requireBuild } from './built-site';
import { all, builtPage, hrefsIn, mainOf, nameOf, textIn } from './queries';

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

/**
 * The classes a page's CSS hides when scripting is off (`@media (scripting: none)`, as the design
 * system's ScriptOnly does), read with PostCSS. A hiding rule this cannot read (a selector other
 * than one class) throws: the tests below would not see what it hides.
 */
const hiddenClassesOfPage = new Map<string, Set<string>>();
function classesHiddenWithoutScripts(page: BuiltPage): Set<string> {
  const known = hiddenClassesOfPage.get(page.file);
  if (known) return known;
  const hidden = new Set<string>();
  hiddenClassesOfPage.set(page.file, hidden);
  postcss.parse(cssOf(page.document)).walkAtRules('media', (media) => {
    if (!/\bscripting\s*:\s*none\b/.test(media.params)) return;
    media.walkRules((rule) => {
      const hides = rule.nodes.some(
        (node) => node.type === 'decl' && node.prop === 'display' && /^none\b/.test(node.value),
      );
      if (!hides) return;
      for (const selector of rule.selectors) {
        const className = /^\.([\w-]+)$/.exec(selector.trim())?.[1];
        if (!className) throw new Error(`${page.file}: hidden without scripts: "${selector}"`);
        hidden.add(className);
      }
    });
  });
  return hidden;
}

/** An element, then its parent elements up to the root. */
function* selfAndAncestors(element: HtmlElement): Generator<HtmlElement> {
  for (let node: HtmlNode | null = element; node && isElement(node); node = node.parentNode) {
    yield node;
  }
}

/** Whether an element is hidden when scripting is off, by one of the `hidden` classes. */
const hiddenBy = (hidden: Set<string>) => (element: HtmlElement) =>
  (attributeOf(element, 'class') ?? '').split(/\s+/).some((name) => hidden.has(name));

requireBuild();

describe('the layout of every built page', () => {
  // Every page of both languages parsed: seconds on a busy machine.
  it('every page reads fully from its HTML, scripts off: one heading, its text in <main>, the header and the footer', {
    timeout: 60_000,
  }, () => {
    for (const sitePath of allLocalizedPagePaths()) {
      const page = builtPage(sitePath);
      const headings = all(page.document, 'h1');
      expect(headings, `${page.file}: <h1>`).toHaveLength(1);
      // What a reader without JavaScript sees: the parts the page hides then are left out.
      const hidden = hiddenBy(classesHiddenWithoutScripts(page));
      expect(
        [...selfAndAncestors(headings[0] as HtmlElement)].some(hidden),
        `${page.file}: the <h1> is hidden with scripts off`,
      ).toBe(false);
      const words = textOf(mainOf(page), { skip: hidden, separator: ' ' }).trim().split(/\s+/);
      expect(words.length, `${page.file}: words in <main> with scripts off`).toBeGreaterThan(30);
      expect(landmarks(page.document, 'header'), `${page.file}: the banner`).toHaveLength(1);
      expect(landmarks(page.document, 'footer'), `${page.file}: the content info`).toHaveLength(1);
    }
  });

  // The tool bar's buttons, hidden too, could do nothing without scripts and need no alternative;
  // a part of the page's own content does.
  it('a part of <main> hidden with scripts off has a <noscript> alternative just before it', {
    timeout: 60_000,
  }, () => {
    let hiddenParts = 0;
    for (const sitePath of allLocalizedPagePaths()) {
      const page = builtPage(sitePath);
      const hidden = hiddenBy(classesHiddenWithoutScripts(page));
      for (const part of [...elementsOf(mainOf(page))].filter(hidden)) {
        hiddenParts += 1;
        const siblings = (part.parentNode?.childNodes ?? []).filter(isElement);
        const before = siblings[siblings.indexOf(part) - 1];
        const name = `${page.file}: <${part.tagName} class="${attributeOf(part, 'class')}">`;
        expect(before?.tagName, `${name}: the element before it`).toBe('noscript');
        // parse5 reads a <noscript> as a scripting browser does: its HTML as text.
        expect(textIn(before as HtmlElement), `${name}: its alternative`).not.toBe('');
      }
    }
    // Else the CSS was misread: the contact form, for one, sends only with scripts.
    expect(hiddenParts, 'parts hidden with scripts off, on any page').toBeGreaterThan(0);
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
    '(%s) the header leads to every page of the navigation, in its order, on a desktop and in the phone menu, and its call to action to its page',
    { timeout: 60_000 },
    (locale) => {
      const content = edition(locale);
      const expected = content.mainNavigation.flatMap((item) =>
        [item, ...(item.children ?? [])].map((entry) => content.href(entry.href)),
      );
      for (const sitePath of allLocalizedPagePaths().filter(
        (path) => localeOfPath(path).locale === locale,
      )) {
        const page = builtPage(sitePath);
        const header = landmarks(page.document, 'header')[0] as HtmlElement;
        const menus = all(header, 'nav').filter(
          (nav) => nameOf(page, nav) === content.layoutCopy.mainMenuLabel,
        );
        // The desktop bar (its dropdowns each open on the section's own page, then its
        // children), and the phone menu's panel.
        expect(menus, `${page.file}: the main navigation`).toHaveLength(2);
        for (const menu of menus) expect(hrefsIn(menu), page.file).toEqual(expected);
        const calls = all(header, 'a').filter(
          (link) => nameOf(page, link) === content.primaryCta.label,
        );
        expect(calls.length, `${page.file}: the call to action`).toBeGreaterThan(0);
        for (const call of calls) {
          expect(attributeOf(call, 'href'), page.file).toBe(content.href(content.primaryCta.href));
        }
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
