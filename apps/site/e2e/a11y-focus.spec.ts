import { allPagePaths, locales, localizedPath } from '@lumenor/content';
import type { Page } from '@playwright/test';
import { expect, islandReady, test } from './fixtures';

/**
 * Focus not obscured (WCAG 2.4.11): on every page, in both languages, at a phone and a desktop
 * width, moving focus from the top of the page on never lands on an element that is more than
 * half hidden, whether by the chat bubble or its open card, by the sticky header, or off-screen
 * after the browser has scrolled it into view.
 *
 * Each page is walked twice on one load (once on the form pages, which have no chat bubble): with
 * the chat card closed, then with the card opened by
 * a click on its bubble and focus moved on from the start of the page (a visitor who opened it
 * with the mouse, then went back to the keyboard). Pressing Tab through 82 pages twice at two
 * widths takes far longer than a CI run allows on two cores, so the walk runs in the page: it
 * focuses each element of the Tab order in turn (focus scrolls it into view as Tab does) and
 * measures it. One page is also walked with real Tab presses, which must meet the same elements.
 */
const widths = [390, 1280] as const;

interface Stop {
  element: string;
  hiddenShare: number;
}

/** Every page's path in every language, as the content package lists them. */
const routes = locales.flatMap((locale) =>
  allPagePaths().map((pagePath) => localizedPath(pagePath, locale)),
);

/** What the walk measures in the page: the Tab order, and how much of an element is hidden. */
const measureScript = () => {
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
function walkInPage(page: Page): Promise<Stop[]> {
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

/** From the first element of the Tab order, presses Tab until focus comes round; measured alike. */
async function walkWithTab(page: Page): Promise<Stop[]> {
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
  await page.evaluate(() => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    (window as unknown as { tabOrder: () => HTMLElement[] }).tabOrder()[0]?.focus();
  });
  const stops: Stop[] = [];
  for (let press = 0; press < 250; press += 1) {
    const stop = await measureFocused();
    if (stop && stop.element === stops[0]?.element) break;
    if (stop) stops.push(stop);
    await page.keyboard.press('Tab');
  }
  return stops;
}

function obscured(stops: Stop[]): string[] {
  return stops
    .filter((stop) => stop.hiddenShare > 0.5)
    .map((stop) => `${stop.element} (${Math.round(stop.hiddenShare * 100)} % hidden)`);
}

/** Opens a page ready to measure; says whether it has the chat bubble (form pages go without). */
async function openPage(page: Page, route: string): Promise<boolean> {
  await page.goto(route, { waitUntil: 'domcontentloaded' });
  // The bubble's 3 s entrance delay is a CSS animation: end it rather than wait for it.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) animation.finish();
  });
  const hasBubble = (await page.locator('[data-island="chat"]').count()) > 0;
  if (hasBubble) await expect(chatBubble(page)).toBeVisible();
  await page.evaluate(measureScript);
  return hasBubble;
}

function chatBubble(page: Page) {
  return page.locator('[data-island="chat"] button').first();
}

/** Opens the chat card with a click, as a visitor does, and waits for its script. */
async function openChatCard(page: Page): Promise<void> {
  await chatBubble(page).click();
  await islandReady(page, 'chat');
}

test('the form pages (contact, feedback) have no chat bubble over their fields', async ({
  page,
}) => {
  for (const route of ['/contact', '/feedback', '/te/contact', '/te/feedback']) {
    expect(await openPage(page, route), route).toBe(false);
  }
  expect(await openPage(page, '/services')).toBe(true);
});

for (const width of widths) {
  test.describe(`focus is never hidden at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });

    test('on every page, with the chat card closed and open', async ({ page }) => {
      // About 1 s a page on an idle two-core machine; room for a busy one.
      test.setTimeout(routes.length * 6_000);
      const failures: string[] = [];
      for (const route of routes) {
        const hasBubble = await openPage(page, route);
        for (const stop of obscured(await walkInPage(page)))
          failures.push(`${route}, closed: ${stop}`);
        if (!hasBubble) continue;
        await openChatCard(page);
        for (const stop of obscured(await walkInPage(page)))
          failures.push(`${route}, open: ${stop}`);
      }
      expect(failures, `${failures.length} focus stops more than half hidden`).toEqual([]);
    });

    test('on /about, pressing Tab meets the same elements, none of them hidden', async ({
      page,
    }) => {
      test.setTimeout(120_000);
      expect(await openPage(page, '/about')).toBe(true);
      const walked = await walkInPage(page);
      const tabbed = await walkWithTab(page);
      expect(tabbed.map((stop) => stop.element)).toEqual(walked.map((stop) => stop.element));
      await openChatCard(page);
      expect(obscured(await walkWithTab(page))).toEqual([]);
    });
  });
}
