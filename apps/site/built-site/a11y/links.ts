import {
  attributeOf,
  elementsOf,
  type HtmlElement,
  parseHtml,
  textOf,
} from '../../scripts/lib/html';

/** A link of a page as a screen reader announces it, read with an HTML parser (parse5). */
export interface PageLink {
  /** Accessible name: `aria-label`, else the text (visually hidden text included), spaces folded. */
  name: string;
  href: string;
  /** Whether it shows the external-link mark (the sprite's `external` icon). */
  hasExternalMark: boolean;
  /** Its `hreflang`: set on a link to this page in another language. */
  hreflang?: string;
}

/** Text a screen reader reads from a subtree: not `aria-hidden` parts, scripts or styles. */
function spokenText(element: HtmlElement): string {
  return textOf(element, {
    skip: (inner) =>
      attributeOf(inner, 'aria-hidden') === 'true' ||
      ['script', 'style', 'template', 'svg'].includes(inner.tagName),
  });
}

/** Every `<a href>` of an HTML document, in document order. */
export function linksOf(html: string): PageLink[] {
  const links: PageLink[] = [];
  for (const element of elementsOf(parseHtml(html))) {
    const href = element.tagName === 'a' ? attributeOf(element, 'href') : undefined;
    if (href === undefined) continue;
    const name = (attributeOf(element, 'aria-label') ?? spokenText(element))
      .replace(/\s+/g, ' ')
      .trim();
    const hasExternalMark = [...elementsOf(element)].some(
      (inner) => inner.tagName === 'use' && /#external$/.test(attributeOf(inner, 'href') ?? ''),
    );
    const hreflang = attributeOf(element, 'hreflang');
    links.push(
      hreflang ? { name, href, hasExternalMark, hreflang } : { name, href, hasExternalMark },
    );
  }
  return links;
}

/** Whether a link leads to another website: an http(s) or protocol-relative URL of another origin. */
export function isOffSite(href: string, siteOrigin: string): boolean {
  if (!/^(?:https?:)?\/\//i.test(href)) return false;
  return new URL(href, siteOrigin).origin !== new URL(siteOrigin).origin;
}

/**
 * The path on this site a link leads to, without query or fragment; undefined for a link to
 * another website, a mail or phone link, or a link within the page.
 */
export function sitePathOf(href: string, siteOrigin: string): string | undefined {
  if (href.startsWith('#') || isOffSite(href, siteOrigin)) return undefined;
  if (/^[a-z][a-z0-9+.-]*:/i.test(href) && !/^https?:/i.test(href)) return undefined;
  return new URL(href, siteOrigin).pathname;
}

/**
 * Link names that lead to more than one place across the given pages of one edition (WCAG 3.2.4:
 * identical link text, identical places), with the places. Names compare without case; hrefs as
 * written, `#fragment` included (another part of a page is another place). The one accepted case:
 * a link with `hreflang` (a language switch, named by the language, leads to the twin of the page
 * it is on).
 */
export function namesWithSeveralPlaces(
  pages: ReadonlyArray<{ links: readonly PageLink[] }>,
): Map<string, string[]> {
  const placesByName = new Map<string, Set<string>>();
  for (const page of pages) {
    for (const link of page.links) {
      const name = link.name.toLowerCase();
      if (name === '' || link.hreflang) continue;
      const places = placesByName.get(name) ?? new Set<string>();
      places.add(link.href);
      placesByName.set(name, places);
    }
  }
  const several = new Map<string, string[]>();
  for (const [name, places] of placesByName) {
    if (places.size > 1) several.set(name, [...places].sort());
  }
  return several;
}
