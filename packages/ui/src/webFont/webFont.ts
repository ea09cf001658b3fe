/**
 * The attribute `webFontScript` sets on `<html>` while the brand face (the file the page names in
 * `<link rel="prefetch" as="font">`) is not yet known to be in the browser's cache. Under it the
 * themes set text in the metric-matched fallback alone (webFont.css.ts), so a first visit neither
 * waits for the face nor lays its text out again when the face arrives.
 */
export const webFontAttribute = 'data-web-font';
export const webFontPending = 'pending';

/** localStorage key holding the address of the face last fetched into the cache. */
export const webFontStorageKey = 'lm-web-font';

/** The page's prefetched face: the link that names it. */
const prefetchedFace = 'link[rel=prefetch][as=font]';

/** sessionStorage key holding the paths this tab has shown pending (in the fallback). */
export const webFontPendingPathsKey = 'lm-web-font-pending';

/**
 * A tiny script for an inline `<script>` in `<head>`, after the `<link rel="prefetch" as="font">`
 * that names the brand face: unless the face at that address was fetched on an earlier page
 * (`rememberWebFont`), marks `<html data-web-font="pending">` before the first paint. Why: a face
 * that is not in the cache cannot arrive in time on a slow first visit, yet waiting for it delays
 * the first paint (a preloaded `optional` face holds it up to 100 ms) and its arrival lays every
 * line out again. A page this tab showed pending is shown pending again when it is reloaded or
 * reached through the history, so the browser puts the reader back where they were in the same
 * lines, not in lines rewrapped in the face. Without the script, or with storage blocked, nothing
 * is marked and the themes' stack (the face first, `font-display: optional`) applies.
 */
export const webFontScript = `(function(){try{var d=document.documentElement,l=document.querySelector(${JSON.stringify(prefetchedFace)});if(!l)return;var n=performance.getEntriesByType("navigation")[0],t=n&&n.type,p=location.pathname,s=JSON.parse(sessionStorage.getItem(${JSON.stringify(webFontPendingPathsKey)})||"[]"),r=(t==="reload"||t==="back_forward")&&s.indexOf(p)>=0;if(r||localStorage.getItem(${JSON.stringify(webFontStorageKey)})!==l.href){d.setAttribute(${JSON.stringify(webFontAttribute)},${JSON.stringify(webFontPending)});s.indexOf(p)<0&&(s.push(p),sessionStorage.setItem(${JSON.stringify(webFontPendingPathsKey)},JSON.stringify(s)))}}catch(e){}})();`;

/**
 * The Content-Security-Policy source for `webFontScript` as an inline script: add it to
 * `script-src` instead of allowing `'unsafe-inline'`. The base64 SHA-256 of the script's exact
 * text (`webFont.test.ts` recomputes it); render the script exactly as given.
 */
export const webFontScriptHash = 'sha256-a2o7wthBR8yWx1TsswRq/1egE6mEIz8GQY3SwPA38Ks=';

/**
 * For the page's script, once the page has loaded: when `webFontScript` marked the page pending,
 * fetches the face (from the cache, where the prefetch has put it, or the network) and, once its
 * whole file is there, remembers its address, so the next page is set in it from the start.
 * Resolves whether or not it could (offline, storage blocked: the next page waits again).
 */
export async function rememberWebFont(): Promise<void> {
  const root = document.documentElement;
  const face = document.querySelector<HTMLLinkElement>(prefetchedFace);
  if (!face || root.getAttribute(webFontAttribute) !== webFontPending) return;
  try {
    // The mode a font is fetched in (CORS, same-origin credentials), so the cached copy is reused.
    const response = await fetch(face.href, { mode: 'cors', credentials: 'same-origin' });
    if (!response.ok) return;
    await response.arrayBuffer();
    window.localStorage.setItem(webFontStorageKey, face.href);
  } catch {
    // Offline or storage blocked: the next page stays in the fallback and tries again.
  }
}
