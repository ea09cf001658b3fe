/*
 * The header's behaviours that go beyond the platform's popovers, in plain DOM code (no React, no
 * CSS), so a page can run them on the server HTML before (or without) hydrating the header:
 * `SiteHeader` runs them itself once mounted, and a page that renders the header as static HTML
 * calls `enhanceSiteHeaders()` from its first script. Running both is safe: a header is enhanced
 * once.
 */

import {
  hidePopover,
  isPopoverOpen,
  showPopover,
  supportsPopover,
} from '../../internal/popover.js';
import { scrollPaddingBelowHeader } from '../../internal/stickyHeader.js';
import { headerScrollThreshold } from '../../themes/tokens.js';

/** Marks a `SiteHeader`'s root element. */
export const siteHeaderAttribute = 'data-site-header';
/** On the dropdown panel that holds the current page: it shows once when the page is first scrolled. */
export const opensOnScrollAttribute = 'data-opens-on-scroll';
/** Set on the header while it is too tall to stick (more than `maxPinnedShare` of the viewport). */
export const unpinnedAttribute = 'data-unpinned';
/** Wraps a dropdown's button and panel: focus anywhere outside it closes the panel. */
export const dropdownAttribute = 'data-dropdown';

/** The share of the viewport's height the header may take and still stick to the top. */
export const maxPinnedShare = 1 / 5;

const enhanced = new WeakSet<HTMLElement>();

function isShown(element: Element): boolean {
  return element.getClientRects().length > 0;
}

/** Whether any popover or modal dialog of the page is open: a dropdown opening itself would close it. */
function somethingIsOpen(doc: Document): boolean {
  return doc.querySelector(':popover-open, dialog[open]') !== null;
}

/**
 * Makes one header's extras work:
 * - **Escape** closes its open dropdown or phone menu from anywhere on the page, even while focus
 *   is in a widget that cancels the key (which stops the browser's own light dismiss).
 * - **Focus leaving** closes them: a dropdown when focus moves out of its button and panel, the
 *   phone menu when focus moves out of the panel (it covers the page, so nothing focused behind
 *   it could be seen; WCAG 2.4.11).
 * - **The dropdown holding the current page** shows on its own once per page view, the first time
 *   the page is scrolled past `headerScrollThreshold`, where the desktop bar is shown and nothing
 *   else is open; it closes itself once the visitor has scrolled on by half a screen, and like any
 *   dropdown on Escape, a click outside or focus moving elsewhere. It never opens again on that page.
 * - **Sticky only while it fits**: the header stays pinned to the top while it takes at most a
 *   fifth of the viewport (larger text makes it taller); above that it scrolls away with the page.
 *   Its measured height (0 while it scrolls away), plus a gap, is the page's top scroll padding.
 * Returns a function that removes it all.
 */
export function enhanceSiteHeader(header: HTMLElement): () => void {
  if (enhanced.has(header)) return () => undefined;
  enhanced.add(header);
  const doc = header.ownerDocument;
  const win = doc.defaultView ?? window;
  const openPanels = () =>
    [...header.querySelectorAll<HTMLElement>('[popover]')].filter(isPopoverOpen);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') for (const panel of openPanels()) hidePopover(panel);
  };

  const closeOnFocusElsewhere = (event: FocusEvent) => {
    const target = event.target instanceof Node ? event.target : null;
    for (const panel of openPanels()) {
      const scope = panel.closest(`[${dropdownAttribute}]`) ?? panel;
      if (!(target && scope.contains(target))) hidePopover(panel);
    }
  };

  const scrollPanel = header.querySelector<HTMLElement>(`[${opensOnScrollAttribute}]`);
  let scrollState: 'waiting' | 'shown' | 'done' =
    scrollPanel && supportsPopover(scrollPanel) ? 'waiting' : 'done';
  let shownAt = 0;
  const openOnFirstScroll = () => {
    if (!scrollPanel || scrollState === 'done') return;
    if (scrollState === 'shown') {
      if (!isPopoverOpen(scrollPanel)) scrollState = 'done';
      else if (Math.abs(win.scrollY - shownAt) > win.innerHeight / 2) {
        hidePopover(scrollPanel);
        scrollState = 'done';
      }
      return;
    }
    if (win.scrollY <= headerScrollThreshold) return;
    scrollState = 'done';
    const button = header.querySelector(`[popovertarget="${scrollPanel.id}"]`);
    if (!button || !isShown(button) || somethingIsOpen(doc)) return;
    showPopover(scrollPanel);
    shownAt = win.scrollY;
    scrollState = 'shown';
  };

  const root = doc.documentElement;
  const pinIfItFits = () => {
    const height = header.getBoundingClientRect().height;
    const tooTall = height > win.innerHeight * maxPinnedShare;
    header.toggleAttribute(unpinnedAttribute, tooTall);
    root.style.scrollPaddingTop = scrollPaddingBelowHeader(`${tooTall ? 0 : Math.ceil(height)}px`);
  };
  // Measured when the browser lays the page out anyway: the observer reports the header's size
  // right after a layout, its first report included, so the script never forces a layout of its
  // own as the page loads (on a phone, a page's first full layout takes 100 ms and more). Without
  // the observer, a measure at once.
  const resizes = typeof ResizeObserver === 'function' ? new ResizeObserver(pinIfItFits) : null;
  if (resizes) resizes.observe(header);
  else pinIfItFits();

  win.addEventListener('keydown', closeOnEscape, { capture: true });
  doc.addEventListener('focusin', closeOnFocusElsewhere);
  win.addEventListener('scroll', openOnFirstScroll, { passive: true });
  win.addEventListener('resize', pinIfItFits);
  return () => {
    enhanced.delete(header);
    win.removeEventListener('keydown', closeOnEscape, { capture: true });
    doc.removeEventListener('focusin', closeOnFocusElsewhere);
    win.removeEventListener('scroll', openOnFirstScroll);
    win.removeEventListener('resize', pinIfItFits);
    resizes?.disconnect();
    header.removeAttribute(unpinnedAttribute);
    root.style.removeProperty('scroll-padding-top');
  };
}

/**
 * Enhances every `SiteHeader` in the document's server HTML (see `enhanceSiteHeader`). Call it
 * once, as early as the page's script runs. Returns a function that removes it.
 */
export function enhanceSiteHeaders(doc: Document = document): () => void {
  const undo = [...doc.querySelectorAll<HTMLElement>(`[${siteHeaderAttribute}]`)].map(
    enhanceSiteHeader,
  );
  return () => {
    for (const remove of undo) remove();
  };
}
