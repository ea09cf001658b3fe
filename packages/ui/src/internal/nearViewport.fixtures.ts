import { expect } from 'vitest';

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
