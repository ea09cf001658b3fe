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
 * their real heights, not an estimate, for the page to land there. For the same reason a jump
 * within the page (a link to a `#fragment` of it, pressed or typed) renders every band first: the
 * browser then scrolls to the section's real place, not one measured on estimates. Without the
 * script every band renders at once, as on any page.
 */
export const bandRenderingScript = `(function(){try{var r=document.documentElement,a=${JSON.stringify(bandRenderingAttribute)},n=performance.getEntriesByType("navigation")[0];if(!n||n.type!=="navigate"||location.hash)return;r.setAttribute(a,${JSON.stringify(bandsNearViewport)});var all=function(){r.removeAttribute(a)};addEventListener("hashchange",all);addEventListener("click",function(e){var l=e.target&&e.target.closest&&e.target.closest("a[href*='#']");l&&l.hash&&l.pathname===location.pathname&&all()},true)}catch(e){}})();`;

/**
 * The Content-Security-Policy source for `bandRenderingScript` as an inline script: add it to
 * `script-src` instead of allowing `'unsafe-inline'`. The base64 SHA-256 of the script's exact
 * text (`bandRendering.test.ts` recomputes it); render the script exactly as given.
 */
export const bandRenderingScriptHash = 'sha256-vyQKYgV7ZBq7iKMvf9o9OJA0sBuydtJ7ynDnWVOBP/0=';
