/** The two colour modes the themes provide. */
export const colorModes = ['light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];

/** localStorage key holding the visitor's explicit choice. */
export const colorModeStorageKey = 'lm-color-mode';

/**
 * A tiny script for an inline `<script>` in `<head>`, run before first paint: applies the stored
 * choice, else the system preference, as `<html data-color-mode>`. It never throws (storage can be
 * blocked by privacy settings); without it, CSS still follows `prefers-color-scheme`.
 */
export const colorModeScript = `(function(){try{var d=document.documentElement,m=null;try{m=localStorage.getItem(${JSON.stringify(colorModeStorageKey)})}catch(e){}if(m!=="light"&&m!=="dark"){m=window.matchMedia&&window.matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light"}d.dataset.colorMode=m}catch(e){}})();`;

/**
 * The Content-Security-Policy source for `colorModeScript` as an inline script: add it to
 * `script-src` (`script-src 'self' 'sha256-aQFHq+4NOwDzszFi5T93WKOWZZCjBEraKKfwqVR1arg='`) instead of allowing `'unsafe-inline'`. It is the
 * base64 SHA-256 of the script's exact text (`colorMode.test.ts` recomputes it), so it changes
 * only when the script does; render the script exactly as given (no whitespace around it).
 */
export const colorModeScriptHash = 'sha256-aQFHq+4NOwDzszFi5T93WKOWZZCjBEraKKfwqVR1arg=';

function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark';
}

/** The mode in effect now: the `<html>` attribute, else the system preference. */
export function getColorMode(): ColorMode {
  if (typeof document === 'undefined') return 'light';
  const attr = document.documentElement.dataset.colorMode;
  if (isColorMode(attr)) return attr;
  const prefersDark =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-color-scheme: dark)').matches;
  return prefersDark ? 'dark' : 'light';
}

/** Applies a mode to `<html>`, remembers it (if storage allows) and updates `<meta name="theme-color">`. */
export function setColorMode(mode: ColorMode): void {
  const root = document.documentElement;
  root.dataset.colorMode = mode;
  try {
    window.localStorage.setItem(colorModeStorageKey, mode);
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
  const meta = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]:not([media])');
  if (meta) {
    const background = getComputedStyle(document.body).backgroundColor;
    if (background) meta.content = background;
  }
}
