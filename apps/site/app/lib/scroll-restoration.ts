import { useEffect, useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/*
 * Scroll positions across client-side navigations, in place of React Router's <ScrollRestoration>
 * (3.5 KB gzip on every page, and an inline script to hash in the CSP). Pages here are prerendered
 * and their data is in the page, so there is nothing to wait for: the rules fit in a hook.
 */

const storageKey = 'lm-scroll-positions';

/** Scroll offsets by history entry (React Router's location key), kept for reloads too. */
function readPositions(): Record<string, number> {
  try {
    // Blocked storage throws on access.
    return JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
}

/**
 * True when the browser reloaded this document or came back to it through history; a fresh visit
 * starts at the top (or at its #id) even if the tab was on this page before.
 */
function documentWasRevisited(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' || entry?.type === 'back_forward';
}

/** Whether the next restoration is the first of this document (hydration). */
let firstRender = true;

// useLayoutEffect warns when rendered on the server (prerender); the effect only matters in the browser.
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * After each navigation: back and forward (and a reload) return to where the visitor was on that
 * entry; a link to `#id` scrolls to the element; any other link starts at the top of the page.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    // The browser would restore before the new page is drawn; this hook does it after.
    window.history.scrollRestoration = 'manual';
    return () => {
      window.history.scrollRestoration = 'auto';
    };
  }, []);

  useBrowserLayoutEffect(() => {
    const positions = readPositions();
    // The entry a document was loaded at has no key of its own ('default'): add its path.
    const entryKey = location.key === 'default' ? `default:${location.pathname}` : location.key;
    const saved = positions[entryKey];
    const isHydration = firstRender;
    firstRender = false;
    const remember = () => {
      positions[entryKey] = window.scrollY;
      try {
        sessionStorage.setItem(storageKey, JSON.stringify(positions));
      } catch {
        // Storage full or blocked: positions then last as long as the page.
      }
    };
    const restorable = navigationType === 'POP' && (!isHydration || documentWasRevisited());
    // 'instant': the page's smooth scrolling is for in-page links, not for arriving on a page.
    if (restorable && saved !== undefined) {
      window.scrollTo({ top: saved, behavior: 'instant' });
      remember();
    } else if (location.hash) {
      document.getElementById(decodeURIComponent(location.hash.slice(1)))?.scrollIntoView();
    } else if (!isHydration) {
      // A link, or back/forward to an entry whose offset is not known: the top of the page.
      window.scrollTo({ top: 0, behavior: 'instant' });
      remember();
    }
    // Remember this entry's offset as the visitor scrolls, and when the page is left or hidden.
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(remember);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('pagehide', remember);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('pagehide', remember);
    };
  }, [location.key, location.pathname, location.hash, navigationType]);
}
