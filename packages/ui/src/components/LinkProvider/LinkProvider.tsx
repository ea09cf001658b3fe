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
 * Makes every link of the design system navigate with the host app's router.
 * Without it, links are plain anchors and the browser loads the page: both work.
 * Links to files (see {@link isFileHref}) always load in the browser, never through the router.
 */
export function LinkProvider({ navigate, useHref, children }: LinkProviderProps) {
  function navigateOrLoad(href: string) {
    if (isFileHref(href)) window.location.assign(href);
    else navigate(href);
  }
  return (
    <RouterProvider navigate={navigateOrLoad} {...(useHref ? { useHref } : {})}>
      {children}
    </RouterProvider>
  );
}
