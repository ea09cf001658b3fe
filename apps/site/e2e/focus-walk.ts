import type { Page } from '@playwright/test';

/**
 * Focus not obscured (WCAG 2.4.11), measured in the page: the Tab order, and how much of each
 * element is hidden once focus has scrolled it into view (by the chat bubble or its open card, by
 * the sticky header, or off-screen). Pressing Tab through every page at two widths takes far longer
 * than a CI run allows on two cores, so the walk focuses each element of the Tab order in turn
 * (focus scrolls it into view as Tab does) and measures it; a11y-focus.spec.ts checks on one page
 * that real Tab presses meet the same elements. Install `measureScript` in the page first.
 */

export interface Stop {
  element: string;
  hiddenShare: number;
}

/** What the walk measures in the page: the Tab order, and how much of an element is hidden. */
export const measureScript = () => {
  const walker = window as unknown as {
    tabOrder: () => HTMLElement[];
    hiddenShare: (element: Element) => number;
    nameOf: (element: Element) => string;
    settle: () => void;
  };
  // Transitions started by focus (the skip link sliding in) are ended, as time would end them.
  walker.settle = () => {
    for (const animation of document.getAnimations()) animation.finish();
  };
  // Elements Tab stops at, in document order (the site uses no positive tabindex).
  walker.tabOrder = () =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable]',
      ),
    ].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !(element as HTMLButtonElement).disabled &&
        !(element instanceof HTMLInputElement && element.type === 'hidden') &&
        !element.closest('[inert]') &&
        element.checkVisibility({ visibilityProperty: true }),
    );
  walker.nameOf = (element) => {
    const name =
      element.getAttribute('aria-label') ??
      (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return `${element.tagName.toLowerCase()} "${name}"`;
  };
  // A point of the element's box is hidden if it is off-screen, or if the top-most element there
  // is neither inside the focused element nor one of its ancestors (the bubble, the card, the
  // header).
  walker.hiddenShare = (element) => {
    const box = element.getBoundingClientRect();
    if (box.width < 2 || box.height < 2) return 0;
    const steps = 3;
    let hidden = 0;
    for (let row = 0; row < steps; row += 1) {
      for (let column = 0; column < steps; column += 1) {
        const x = box.left + ((column + 0.5) / steps) * box.width;
        const y = box.top + ((row + 0.5) / steps) * box.height;
        const top =
          x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight
            ? null
            : document.elementFromPoint(x, y);
        if (!top || (!element.contains(top) && !top.contains(element))) hidden += 1;
      }
    }
    return hidden / steps ** 2;
  };
};

/** Focuses every element of the Tab order in turn, from the top of the page, measuring each. */
export function walkInPage(page: Page): Promise<Stop[]> {
  return page.evaluate(() => {
    const walker = window as unknown as {
      tabOrder: () => HTMLElement[];
      hiddenShare: (element: Element) => number;
      nameOf: (element: Element) => string;
      settle: () => void;
    };
    window.scrollTo({ top: 0, behavior: 'instant' });
    const stops: Stop[] = [];
    for (const element of walker.tabOrder()) {
      // Focus can close parts of the page (a menu, the chat card): skip what it hid.
      if (!element.checkVisibility({ visibilityProperty: true })) continue;
      element.focus();
      if (document.activeElement !== element) continue;
      walker.settle();
      stops.push({ element: walker.nameOf(element), hiddenShare: walker.hiddenShare(element) });
    }
    return stops;
  });
}

/**
 * From the first element of the Tab order (or, with `fromFocused`, from the element focused now),
 * presses Tab until focus comes round; measured alike.
 */
export async function walkWithTab(page: Page, fromFocused = false): Promise<Stop[]> {
  const measureFocused = () =>
    page.evaluate(() => {
      const walker = window as unknown as {
        hiddenShare: (element: Element) => number;
        nameOf: (element: Element) => string;
        settle: () => void;
      };
      walker.settle();
      const focused = document.activeElement;
      if (!focused || focused === document.body) return null;
      return { element: walker.nameOf(focused), hiddenShare: walker.hiddenShare(focused) };
    });
  if (!fromFocused) {
    await page.evaluate(() => {
      window.scrollTo({ top: 0, behavior: 'instant' });
      (window as unknown as { tabOrder: () => HTMLElement[] }).tabOrder()[0]?.focus();
    });
  }
  const stops: Stop[] = [];
  for (let press = 0; press < 250; press += 1) {
    const stop = await measureFocused();
    if (stop && stop.element === stops[0]?.element) break;
    if (stop) stops.push(stop);
    await page.keyboard.press('Tab');
  }
  return stops;
}

export function obscured(stops: Stop[]): string[] {
  return stops
    .filter((stop) => stop.hiddenShare > 0.5)
    .map((stop) => `${stop.element} (${Math.round(stop.hiddenShare * 100)} % hidden)`);
}
