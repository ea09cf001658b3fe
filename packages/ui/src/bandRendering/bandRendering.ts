/**
 * The attribute `bandRenderingScript` sets on `<html>` when a page's bands (`Section`,
 * `SiteFooter`) and grid cells (`Grid`) may render only as they come near the viewport.
 */
export const bandRenderingAttribute = 'data-render-bands';
export const bandsNearViewport = 'near-viewport';

/**
 * A tiny script for an inline `<script>` in `<head>`: on a fresh visit to a page (a navigation
 * with no `#fragment`), lets its bands render only as they come near the viewport, so the
 * restyles and relayouts while the page loads (its stylesheet, a web font) cost its first screen
 * and not the whole page. On a reload or a visit from the history, where the browser puts the
 * reader back where they were, every band renders at once: the bands above that place must have
 * their real heights, not an estimate, for the page to land there. Without the script every band
 * renders at once, as on any page.
 */
export const bandRenderingScript = `(function(){try{var n=performance.getEntriesByType("navigation")[0];n&&n.type==="navigate"&&!location.hash&&document.documentElement.setAttribute(${JSON.stringify(bandRenderingAttribute)},${JSON.stringify(bandsNearViewport)})}catch(e){}})();`;

/**
 * The Content-Security-Policy source for `bandRenderingScript` as an inline script: add it to
 * `script-src` instead of allowing `'unsafe-inline'`. The base64 SHA-256 of the script's exact
 * text (`bandRendering.test.ts` recomputes it); render the script exactly as given.
 */
export const bandRenderingScriptHash = 'sha256-ctRe9YExrwrWygIcJt2ZXO3MmqKQoEiY9UcMfIxSJBw=';
