import { space } from '../themes/tokens.js';

/** The header's height before a script has measured it (or without JavaScript): its bar's minimum. */
export const stickyHeaderFallbackBlockSize = '4.5rem';

/**
 * The one formula for the page's top scroll padding, so that an element that focus or an in-page
 * link scrolls to never ends up under the sticky header: the header's block size (0 while it is
 * not sticky) plus a small gap. The reset applies it to the fallback size; `SiteHeader`'s script
 * writes it on `<html>` with the measured size.
 */
export function scrollPaddingBelowHeader(blockSize: string): string {
  return `calc(${blockSize} + ${space.xsmall})`;
}
