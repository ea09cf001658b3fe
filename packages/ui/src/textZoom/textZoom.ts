/**
 * The text sizes a visitor can choose, as percentages of the browser's default font size. The
 * whole type scale and the layout are in `rem`, so the root size scales the page up to 200 %.
 */
export const textZoomSteps = [87.5, 100, 125, 150, 175, 200] as const;
export type TextZoom = (typeof textZoomSteps)[number];

/** The size without a choice (the browser's default, or whatever the visitor set there). */
export const defaultTextZoom: TextZoom = 100;

/** localStorage key holding the visitor's chosen text size. */
export const textZoomStorageKey = 'lm-text-size';

/** Parses a stored or attribute value; anything else is the default. */
export function toTextZoom(value: unknown): TextZoom {
  const size = Number(value);
  return textZoomSteps.find((step) => step === size) ?? defaultTextZoom;
}

/** The size in effect now: `<html data-text-size>`, else the default. */
export function getTextZoom(): TextZoom {
  if (typeof document === 'undefined') return defaultTextZoom;
  return toTextZoom(document.documentElement.dataset.textSize);
}

/** The size `steps` away from `size` (−1 smaller, +1 larger), held within the list. */
export function stepTextZoom(size: TextZoom, steps: number): TextZoom {
  const index = textZoomSteps.indexOf(size) + steps;
  return textZoomSteps[Math.min(Math.max(index, 0), textZoomSteps.length - 1)] ?? defaultTextZoom;
}

/** Applies a size to `<html>` (no attribute for the default) and remembers it if storage allows. */
export function setTextZoom(size: TextZoom): void {
  const root = document.documentElement;
  if (size === defaultTextZoom) delete root.dataset.textSize;
  else root.dataset.textSize = String(size);
  try {
    window.localStorage.setItem(textZoomStorageKey, String(size));
  } catch {
    // Storage blocked: the choice lasts for this page only.
  }
}
