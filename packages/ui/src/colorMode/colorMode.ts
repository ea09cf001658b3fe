import { defaultTextZoom, textZoomSteps, textZoomStorageKey } from '../textZoom/textZoom.js';

/**
 * The colour modes the themes provide: light, dark, and a high-contrast mode (7:1 text) that is
 * also chosen for visitors who ask their system for more contrast (`prefers-contrast: more`).
 */
export const colorModes = ['light', 'dark', 'contrast'] as const;
export type ColorMode = (typeof colorModes)[number];

/** localStorage key holding the visitor's explicit choice. */
export const colorModeStorageKey = 'lm-color-mode';

/**
 * A tiny script for an inline `<script>` in `<head>`, run before first paint: applies the stored
 * colour mode, else the system preference (more contrast, then dark), as `<html data-color-mode>`,
 * and the stored text size as `<html data-text-size>`. It never throws (storage can be blocked by
 * privacy settings); without it, CSS still follows `prefers-contrast` and `prefers-color-scheme`.
 */
export const colorModeScript = /* @__PURE__ */ headScript();

// Built by a pure call, so a page script that imports this module without the script (the
// islands' entry) drops the string rather than building it.
function headScript(): string {
  const storedTextZooms = textZoomSteps.filter((size) => size !== defaultTextZoom).join('|');
  return `(function(){var d=document.documentElement,m,s,q=function(c){return matchMedia(c).matches};try{m=localStorage.getItem(${JSON.stringify(colorModeStorageKey)});s=localStorage.getItem(${JSON.stringify(textZoomStorageKey)})}catch(e){}try{/^(${colorModes.join('|')})$/.test(m)||(m=q("(prefers-contrast: more)")?"contrast":q("(prefers-color-scheme: dark)")?"dark":"light");d.dataset.colorMode=m;/^(${storedTextZooms})$/.test(s)&&(d.dataset.textSize=s)}catch(e){}})();`;
}

/**
 * The Content-Security-Policy source for `colorModeScript` as an inline script: add it to
 * `script-src` (`script-src 'self' 'sha256-6/1fi5pT1nnylJzCZ3aelvHuOC4eGfEgXZO85FxVnIg='`) instead of allowing `'unsafe-inline'`. It is the
 * base64 SHA-256 of the script's exact text (`colorMode.test.ts` recomputes it), so it changes
 * only when the script does; render the script exactly as given (no whitespace around it).
 */
export const colorModeScriptHash = 'sha256-6/1fi5pT1nnylJzCZ3aelvHuOC4eGfEgXZO85FxVnIg=';

/** Whether a value (an attribute, a stored string) names one of the colour modes. */
export function isColorMode(value: unknown): value is ColorMode {
  return (colorModes as readonly unknown[]).includes(value);
}

/** The mode in effect now: the `<html>` attribute, else the system preference. */
export function getColorMode(): ColorMode {
  if (typeof document === 'undefined') return 'light';
  const attr = document.documentElement.dataset.colorMode;
  if (isColorMode(attr)) return attr;
  const prefers = (query: string) =>
    typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
  if (prefers('(prefers-contrast: more)')) return 'contrast';
  return prefers('(prefers-color-scheme: dark)') ? 'dark' : 'light';
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
