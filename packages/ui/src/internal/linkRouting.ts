/*
 * Client-side navigation for the design system's links, without react-aria-components: LinkProvider
 * fills LinkRouterContext (LinkRouterContext.ts); Anchor (a native <a>) reads it. Kept tiny, because
 * every page loads it. This module holds no React so that Server Components may import it.
 */

export interface LinkRouter {
  /** Client-side navigation of the host router (given the href as written). */
  navigate: (href: string) => void;
  /** Turns a router href into the href rendered on the <a> (base paths). Already leaves external and in-page hrefs alone. */
  useHref?: (href: string) => string;
}

/**
 * True for hrefs outside the app: another scheme ('mailto:', 'tel:', 'https:') or a
 * protocol-relative URL. The host router must not resolve them as paths.
 */
export function isExternalHref(href: string): boolean {
  return /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/** True for links to another website: an `http(s):` or protocol-relative URL (not `mailto:`, `tel:`). */
export function isOffSiteHref(href: string): boolean {
  return /^(?:https?:)?\/\//i.test(href);
}

/**
 * True for links to files rather than pages: a dot in the last path segment ('/sitemap.xml',
 * '/rss.xml', '/brochure.pdf'). The host router has no route for them, so they load as documents.
 */
export function isFileHref(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  return (path.split('/').pop() ?? '').includes('.');
}

/** True for hrefs the router handles: site paths, not external, in-page (#…) or file hrefs. */
export function isRoutableHref(href: string): boolean {
  return href !== '' && !isExternalHref(href) && !href.startsWith('#') && !isFileHref(href);
}

/** The parts of a click that decide whether the browser or the router follows a link. */
export interface LinkClick {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
}

/**
 * True when a click on a link should navigate client-side: a plain primary-button click (no
 * modifier keys: those open new tabs or windows, or download), not already handled, on a link
 * that opens in this browsing context and leads to a routable site path.
 */
export function shouldRouteClick(
  click: LinkClick,
  href: string,
  target: string | undefined,
  download: unknown,
): boolean {
  return (
    click.button === 0 &&
    !click.defaultPrevented &&
    !(click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) &&
    (!target || target === '_self') &&
    download === undefined &&
    isRoutableHref(href)
  );
}
