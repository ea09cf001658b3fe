import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria-components';

export interface LinkProviderProps {
  /** Client-side navigation of the host app's router, e.g. React Router's `useNavigate()`. */
  navigate: (href: string) => void;
  /** Turns a router href into a browser href (base paths); React Router's `useHref`. */
  useHref?: (href: string) => string;
  children: ReactNode;
}

/**
 * True for links to files rather than pages: a dot in the last path segment ('/sitemap.xml',
 * '/rss.xml', '/brochure.pdf'). The host router has no route for them, so they load as documents.
 */
export function isFileHref(href: string): boolean {
  const path = href.split(/[?#]/)[0] ?? '';
  return (path.split('/').pop() ?? '').includes('.');
}

/**
 * True for hrefs outside the app: another scheme ('mailto:', 'tel:', 'https:') or a
 * protocol-relative URL. The host router must not resolve them as paths.
 */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}

/**
 * Wraps the host router's `useHref` so it leaves external and in-page hrefs alone: React Router's
 * `useHref` would turn 'mailto:a@b.in' on /contact into '/contact/mailto:a@b.in', and
 * '#who-we-are' on /privacy-policy into '/privacy-policy/#who-we-are'.
 */
function keepExternalHrefs(useHostHref: (href: string) => string) {
  return function useLinkHref(href: string): string {
    // Always called, so the host hook runs the same number of times on every render.
    const resolved = useHostHref(href);
    return isExternalHref(href) || href.startsWith('#') ? href : resolved;
  };
}

/**
 * Makes every link of the design system navigate with the host app's router.
 * Without it, links are plain anchors and the browser loads the page: both work.
 * Links to files (see {@link isFileHref}) always load in the browser, never through the router;
 * external hrefs (see {@link isExternalHref}) are passed through unchanged.
 */
export function LinkProvider({ navigate, useHref, children }: LinkProviderProps) {
  function navigateOrLoad(href: string) {
    if (isFileHref(href)) window.location.assign(href);
    else navigate(href);
  }
  return (
    <RouterProvider
      navigate={navigateOrLoad}
      {...(useHref ? { useHref: keepExternalHrefs(useHref) } : {})}
    >
      {children}
    </RouterProvider>
  );
}
