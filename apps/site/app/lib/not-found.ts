/**
 * A static host answers every unknown URL with the one prerendered not-found page (404.html).
 * The client hydrates that page at the path it was rendered for, so React finds the markup it
 * expects, and then puts the visitor's own URL back in the address bar.
 */
export const notFoundPath = '/404';
export const notFoundMarker = 'data-not-found-page';

let requestedUrl: string | undefined;

/** Before hydration: if this document is the not-found page served at another URL, swap the URL. */
export function prepareNotFoundHydration(): void {
  const servedNotFoundPage = document.querySelector(`[${notFoundMarker}]`) !== null;
  if (!servedNotFoundPage || window.location.pathname === notFoundPath) return;
  requestedUrl = window.location.href;
  window.history.replaceState(window.history.state, '', notFoundPath);
}

/** After hydration: show the address the visitor asked for again. */
export function restoreRequestedUrl(): string | undefined {
  const url = requestedUrl;
  if (url) {
    window.history.replaceState(window.history.state, '', url);
    requestedUrl = undefined;
  }
  return url;
}
