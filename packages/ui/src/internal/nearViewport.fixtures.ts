import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { bandRenderingAttribute, bandsNearViewport } from '../bandRendering/bandRendering.js';

/** The viewport every near-viewport test runs in. */
export const testViewport = { width: 800, height: 600 } as const;

/**
 * Registers the tests' shared setup: each runs in `testViewport`, and afterwards leaves nothing
 * rendered and the root without the fresh-visit attribute.
 */
export function setUpNearViewportTests() {
  beforeEach(() => page.viewport(testViewport.width, testViewport.height));
  afterEach(() => {
    cleanup();
    document.documentElement.removeAttribute(bandRenderingAttribute);
  });
}

/** Marks the page as a fresh visit, as `bandRenderingScript` does: bands and cells may wait. */
export const startFreshVisit = () =>
  document.documentElement.setAttribute(bandRenderingAttribute, bandsNearViewport);

/** Two animation frames: the browser has laid the page out and rendered what is near the viewport. */
export const nextFrames = () =>
  new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Whether the browser renders the element now (false while it waits off screen). */
export const rendered = (element: Element) =>
  element.checkVisibility({ contentVisibilityAuto: true });

/**
 * On a fresh visit (the root's `bandRenderingAttribute` set), `near` renders and `far`, well below
 * the viewport, does not, yet `far` has a box a script can measure, takes focus, and renders once
 * focused.
 */
export async function expectRenderedOnlyNearViewport(near: Element, far: HTMLElement) {
  await nextFrames();
  expect(rendered(near)).toBe(true);
  expect(rendered(far)).toBe(false);
  expect(far.getBoundingClientRect().width).toBeGreaterThan(0);

  far.focus();
  expect(document.activeElement).toBe(far);
  await nextFrames();
  expect(rendered(far)).toBe(true);
}
