import { globalStyle } from '@vanilla-extract/css';
import { defaultTextZoom, textZoomSteps } from './textZoom.js';

/**
 * `<html data-text-size="125">` sets the root font size, relative to the browser's own default,
 * so a visitor's browser setting and this choice multiply. Set before first paint by
 * `colorModeScript`; every size in the design system is in `rem`, so the page scales with it.
 */
for (const size of textZoomSteps) {
  if (size === defaultTextZoom) continue;
  globalStyle(`:root[data-text-size="${size}"]`, { fontSize: `${size}%` });
}
