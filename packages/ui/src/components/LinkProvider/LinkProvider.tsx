'use client';

import { type ReactNode, useMemo } from 'react';
import { LinkRouterContext } from '../../internal/LinkRouterContext.js';
import { isExternalHref, isFileHref, type LinkRouter } from '../../internal/linkRouting.js';

export { isExternalHref, isFileHref };

export interface LinkProviderProps {
  /** Client-side navigation of the host app's router, e.g. React Router's `useNavigate()`. */
  navigate: (href: string) => void;
  /** Turns a router href into a browser href (base paths); React Router's `useHref`. */
  useHref?: (href: string) => string;
  children: ReactNode;
}

/**
 * Wraps the host router's `useHref` so it leaves external and in-page hrefs alone: React Router's
 * `useHref` would turn 'mailto:a@b.in' on /contact into '/contact/mailto:a@b.in', and
 * '#who-we-are' on /privacy-policy into '/privacy-policy/#who-we-are'.
 */
function keepExternalHrefs(useHostHref: (href: string) => string) {
  // biome-ignore lint/correctness/noComponentHookFactories: made once per host hook (LinkProvider memoises it), so its identity is stable across renders.
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
 *
 * It fills a small context that the design system's links (native anchors) read. It does not
 * bring react-aria-components, which every page would then download: apps that also render RAC
 * links of their own add `AriaRouterProvider` inside it.
 */
export function LinkProvider({ navigate, useHref, children }: LinkProviderProps) {
  const router = useMemo<LinkRouter>(() => {
    function navigateOrLoad(href: string) {
      if (isFileHref(href)) window.location.assign(href);
      else navigate(href);
    }
    return useHref
      ? { navigate: navigateOrLoad, useHref: keepExternalHrefs(useHref) }
      : { navigate: navigateOrLoad };
  }, [navigate, useHref]);
  return <LinkRouterContext.Provider value={router}>{children}</LinkRouterContext.Provider>;
}
