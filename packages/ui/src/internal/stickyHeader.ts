/**
 * The one source of the sticky header's height: `SiteHeader` writes its measured height (0 px
 * while it is not sticky) into this custom property on `<html>`, and the reset's
 * `scroll-padding-top` adds it, so an element that focus or an in-page link scrolls to never ends
 * up under the header, whatever the text size.
 */
export const stickyHeaderBlockSize = '--lm-sticky-header-block-size';

/** The header's height before a script has measured it (or without JavaScript): its bar's minimum. */
export const stickyHeaderFallbackBlockSize = '4.5rem';
