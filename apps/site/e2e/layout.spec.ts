import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolationsInEveryMode } from './axe';
import {
  expect,
  islandReady,
  pageSettled,
  renderEveryBand,
  showChatBubble,
  test,
} from './fixtures';

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

test.describe('sticky header', () => {
  test('changes its look only once the page is scrolled more than 20 px, before any script', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/about');
    const header = page.getByRole('banner');
    const shadow = () => header.evaluate((element) => getComputedStyle(element).boxShadow);
    const restingShadow = await shadow();

    await page.evaluate(() => window.scrollTo(0, 20));
    await expect.poll(shadow).toBe(restingShadow);

    await page.evaluate(() => window.scrollTo(0, 21));
    await expect.poll(shadow).not.toBe(restingShadow);
    await expect(header).toBeInViewport();
    // The header's island has not loaded: the look comes from CSS alone.
    await expect(page.locator('is-land[data-island="header"]')).not.toHaveAttribute('ready');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(shadow).toBe(restingShadow);
  });

  test('once hydrated, marks the scrolled state for browsers without scroll-driven animations', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/about');
    const header = page.getByRole('banner');
    await header.hover();
    await islandReady(page, 'header');
    await page.evaluate(() => window.scrollTo(0, 21));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(header).not.toHaveAttribute('data-scrolled');
  });
});

test.describe('icons', () => {
  /** Whether a `<use>` draws: its box stays empty when the sprite or its symbol did not load. */
  const draws = async (use: Locator) => {
    const box = await use.boundingBox();
    return Boolean(box && box.width > 0 && box.height > 0);
  };

  test('the header icons draw from the sprite, a hashed file under /assets/', async ({
    page,
    request,
  }) => {
    await page.setViewportSize(desktop);
    await page.goto('/about');
    const header = page.getByRole('banner');
    const chevron = header
      .getByRole('button', { name: 'Services' })
      .locator('svg[data-icon="chevron-down"] > use');
    const href = (await chevron.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/assets\/icons-[\w-]+\.svg#chevron-down$/);
    const sprite = await request.get(href.split('#')[0] ?? '');
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()['content-type']).toContain('image/svg+xml');

    await expect.poll(() => draws(chevron)).toBe(true);

    await page.setViewportSize(phone);
    const menu = header.getByRole('button', { name: 'Open menu' }).locator('svg > use');
    await expect.poll(() => draws(menu)).toBe(true);
  });
});

/** A theme button of the accessibility tool bar at the top of the page. */
const themeButton = (page: Page, name: string) =>
  page
    .getByRole('navigation', { name: 'Accessibility options' })
    .getByRole('button', { name, exact: true });

/** Whether the popover a `popovertarget` button controls is open (the browser's own state). */
const popoverOpen = (button: Locator) =>
  button.evaluate(
    (element) =>
      (element as HTMLButtonElement).popoverTargetElement?.matches(':popover-open') ?? false,
  );

test.describe('navigation dropdowns (desktop)', () => {
  test.use({ viewport: desktop });

  test('the button of the dropdown holding the current page is marked current (its opening on scroll: header-behaviour.spec.ts)', async ({
    page,
  }) => {
    for (const path of ['/digital-transformation', '/telangana-government']) {
      await page.goto(path);
      const nav = page.getByRole('navigation', { name: 'Main' }).first();
      const group = nav.getByRole('button', {
        name: path === '/digital-transformation' ? 'Services' : 'Industries',
      });
      await expect(group).toHaveAttribute('aria-current', 'true');
      // Underlined, not told by colour alone.
      await expect
        .poll(() => group.evaluate((element) => getComputedStyle(element).textDecorationLine))
        .toBe('underline');
      // Nothing opens before the visitor scrolls.
      await expect(page.locator('[popover]:popover-open')).toHaveCount(0);
    }
  });

  test('on a page outside the dropdowns, scrolling opens none and no button is marked', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/about');
    await page.getByRole('banner').hover();
    await islandReady(page, 'header');
    await page.evaluate(() => window.scrollTo(0, 200));
    await pageSettled(page);
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    for (const name of ['Services', 'Industries']) {
      expect(await popoverOpen(nav.getByRole('button', { name }))).toBe(false);
      await expect(nav.getByRole('button', { name })).not.toHaveAttribute('aria-current');
    }
  });

  test('Escape closes an open dropdown wherever focus is on the page', async ({ page }) => {
    await page.goto('/gov-solutions');
    await page.getByRole('banner').hover();
    await islandReady(page, 'header');
    const services = page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('button', { name: 'Services' });
    await services.click();
    await expect.poll(() => popoverOpen(services)).toBe(true);
    await page.locator('main a').first().focus();
    await page.keyboard.press('Escape');
    await expect.poll(() => popoverOpen(services)).toBe(false);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: phone });

  test('opens from a labelled button, its links come next in Tab order, Escape closes it', async ({
    page,
  }) => {
    await page.goto('/about');
    const openButton = page.getByRole('button', { name: 'Open menu' });
    expect(await popoverOpen(openButton)).toBe(false);
    await openButton.click();
    await expect.poll(() => popoverOpen(openButton)).toBe(true);
    const menu = page.locator('[popover]:popover-open');
    await expect(menu.getByRole('link', { name: 'Blog', exact: true })).toBeVisible();

    await page.keyboard.press('Tab');
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Home', exact: true })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(openButton).toBeFocused();

    await openButton.click();
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect.poll(() => popoverOpen(openButton)).toBe(false);
  });

  test('closes on navigation', async ({ page }) => {
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('[popover]:popover-open');
    await menu.getByRole('link', { name: 'Blog', exact: true }).click();
    await expect(page).toHaveURL('/blog');
    await expect(page.locator('[popover]:popover-open')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});

test.describe('phone menu names', () => {
  test.use({ viewport: phone });

  test('the panel is a dialog named Menu, and the menu button says whether it is expanded', async ({
    page,
  }) => {
    await page.goto('/about');
    const openButton = page.getByRole('button', { name: 'Open menu' });
    const cdp = await page.context().newCDPSession(page);
    /** The expanded state the browser exposes to assistive technology (popovertarget sets it). */
    const expandedState = async () => {
      const { nodes } = await cdp.send('Accessibility.getFullAXTree');
      const node = nodes.find(
        (candidate) => candidate.role?.value === 'button' && candidate.name?.value === 'Open menu',
      );
      return node?.properties?.find((property) => property.name === 'expanded')?.value.value;
    };
    expect(await expandedState()).toBe(false);
    await openButton.click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'Main' })).toBeVisible();
    expect(await expandedState()).toBe(true);

    await page.goto('/te/about');
    await page.getByRole('button', { name: 'మెనూ తెరవండి' }).click();
    await expect(page.getByRole('dialog', { name: 'మెనూ' })).toBeVisible();
  });
});

test.describe('forced colours (Windows High Contrast)', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
  });

  /** The widest solid border side of an element, in px (0 when it has none). */
  const solidEdge = (element: Element) => {
    const style = getComputedStyle(element);
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
    return Math.max(
      ...sides.map((side) =>
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) === 'solid'
          ? Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`))
          : 0,
      ),
    );
  };

  test("the header's call to action keeps its button outline", async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/about');
    const cta = page.getByRole('banner').getByRole('link', { name: 'Get a Free Consultation' });
    expect(await cta.evaluate(solidEdge)).toBeGreaterThanOrEqual(1);
  });

  test('the phone menu panel has a clear edge, and its call to action an outline', async ({
    page,
  }) => {
    await page.setViewportSize(phone);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    // Forced colours drop the panel's shadow and the dimmed page: a hairline is not enough.
    expect(await menu.evaluate(solidEdge)).toBeGreaterThanOrEqual(2);
    const cta = menu.getByRole('link', { name: 'Get a Free Consultation' });
    expect(await cta.evaluate(solidEdge)).toBeGreaterThanOrEqual(1);
  });
});

test.describe('chat widget', () => {
  test('nothing for 3000 ms, then a bubble that expands to the card and collapses again', async ({
    page,
  }) => {
    await page.goto('/about');
    const bubble = page.getByRole('button', { name: 'Chat with us' });
    // The delay is a CSS animation, which the page's clock does not drive: measure when the
    // bubble became visible against the document's own time origin (navigation start).
    const shownAt = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const bubble = document.querySelector('[data-island="chat"] button');
          const check = () => {
            if (bubble && getComputedStyle(bubble).visibility === 'visible')
              resolve(performance.now());
            else requestAnimationFrame(check);
          };
          check();
        }),
    );
    expect(shownAt).toBeGreaterThanOrEqual(3000);
    expect(shownAt).toBeLessThan(8000);
    await expect(bubble).toBeVisible();

    await bubble.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => popoverOpen(bubble)).toBe(true);
    await expect(page.getByRole('heading', { name: 'Chat with Us' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Start a Conversation' })).toHaveAttribute(
      'href',
      '/contact',
    );

    await page.getByRole('button', { name: 'Close chat' }).click();
    await expect(page.getByRole('heading', { name: 'Chat with Us' })).toBeHidden();
    expect(await popoverOpen(bubble)).toBe(false);
  });

  test('once hydrated, the card closes when focus leaves it', async ({ page }) => {
    await page.goto('/about');
    const bubble = page.getByRole('button', { name: 'Chat with us' });
    await showChatBubble(page);
    await bubble.hover();
    await islandReady(page, 'chat');
    await bubble.click();
    await page.getByRole('link', { name: 'Start a Conversation' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('heading', { name: 'Chat with Us' })).toBeHidden();
  });

  test('the card closes when focus moves on from the bubble, on Escape from anywhere, and when its link is followed', async ({
    page,
  }) => {
    await page.goto('/about');
    const bubble = page.getByRole('button', { name: 'Chat with us' });
    const card = page.getByRole('heading', { name: 'Chat with Us' });
    await showChatBubble(page);
    await bubble.click();
    await islandReady(page, 'chat');
    await expect(card).toBeVisible();
    // Shift+Tab from the bubble goes back into the footer, never into the card.
    await page.keyboard.press('Shift+Tab');
    await expect(card).toBeHidden();

    await bubble.click();
    await expect(card).toBeVisible();
    // Focus somewhere else on the page (not in the widget), then Escape.
    await page.evaluate(() =>
      document.querySelector<HTMLElement>('footer a[href]')?.focus({ preventScroll: true }),
    );
    await expect(card).toBeHidden();
    await bubble.click();
    await expect(card).toBeVisible();
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape');
    await expect(card).toBeHidden();

    // Followed, its link leaves no open card behind (a page restored by Back shows it closed).
    await bubble.click();
    await page.getByRole('link', { name: 'Start a Conversation' }).click();
    await expect(page).toHaveURL('/contact');
    await page.goBack();
    await expect(page).toHaveURL('/about');
    await expect(card).toBeHidden();
  });

  test('the bubble keeps its name and says whether the card is open', async ({ page }) => {
    await page.goto('/about');
    const bubble = page.getByRole('button', { name: 'Chat with us' });
    await showChatBubble(page);
    const session = await page.context().newCDPSession(page);
    /** The bubble as the browser's accessibility tree exposes it: name and expanded state. */
    const exposed = async () => {
      const { nodes } = await session.send('Accessibility.getFullAXTree');
      const node = nodes.find(
        (each) => each.role?.value === 'button' && each.name?.value === 'Chat with us',
      );
      const expanded = node?.properties?.find((property) => property.name === 'expanded');
      return { found: node !== undefined, expanded: expanded?.value.value ?? false };
    };
    expect(await exposed()).toEqual({ found: true, expanded: false });
    await bubble.click();
    await expect(page.getByRole('heading', { name: 'Chat with Us' })).toBeVisible();
    await expect.poll(exposed).toEqual({ found: true, expanded: true });
  });

  // Phone widths from small to large (at 430 px the legal links once ended under the bubble), as
  // a reader who turns a phone: one visit, the end of the page at each width.
  test('at the end of a page 320, 375 and 430 px wide, the bubble covers no footer link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/about');
    const bubble = page.getByRole('button', { name: 'Chat with us' });
    await showChatBubble(page);
    // The end by the bands' real heights, where a reader who scrolled there is (a band or a grid
    // cell not yet rendered has only an estimate, so one jump would land short of the end).
    await renderEveryBand(page);
    for (const width of [320, 375, 430]) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() =>
        window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
      );

      const bubbleBox = await bubble.boundingBox();
      const linkBoxes = await page
        .getByRole('contentinfo')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().toJSON()));
      expect(bubbleBox, `${width} px`).not.toBeNull();
      expect(linkBoxes.length).toBeGreaterThan(0);
      const covered = linkBoxes.filter(
        (link) =>
          bubbleBox !== null &&
          link.left < bubbleBox.x + bubbleBox.width &&
          link.right > bubbleBox.x &&
          link.top < bubbleBox.y + bubbleBox.height &&
          link.bottom > bubbleBox.y,
      );
      expect(covered, `${width} px`).toEqual([]);
    }
  });
});

test.describe('colour mode', () => {
  test('a first visit follows prefers-color-scheme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/about');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');

    await page.emulateMedia({ colorScheme: 'light' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'light');
  });

  test('the theme buttons say which is on, switch, and the choice survives a reload without a flash', async ({
    page,
  }) => {
    // Records the colour mode at the moment <body> first exists, before anything is painted.
    await page.addInitScript(() => {
      new MutationObserver((_records, observer) => {
        if (document.body) {
          (window as unknown as { modeAtFirstBody?: string }).modeAtFirstBody =
            document.documentElement.dataset.colorMode;
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-color-mode', 'light');

    // The accessibility tool bar's theme buttons are run by the page's own script, no island.
    const dark = themeButton(page, 'Dark theme');
    await expect(dark).toHaveAttribute('aria-pressed', 'false');
    await dark.click();
    await expect(html).toHaveAttribute('data-color-mode', 'dark');
    await expect(dark).toHaveAttribute('aria-pressed', 'true');
    const darkBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );

    await page.reload();
    const modeAtFirstBody = await page.evaluate(
      () => (window as unknown as { modeAtFirstBody?: string }).modeAtFirstBody,
    );
    expect(modeAtFirstBody).toBe('dark');
    await expect(html).toHaveAttribute('data-color-mode', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      darkBackground,
    );
  });

  test('a click with no pointer or focus before it (assistive technology) still switches', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/about');
    await themeButton(page, 'Dark theme').dispatchEvent('click');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    await expect(themeButton(page, 'Dark theme')).toHaveAttribute('aria-pressed', 'true');
  });

  test('honours prefers-reduced-motion: nothing transitions', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/about');
    // Not even for a moment: a near-zero duration on every element (whose transition property is
    // `all` by default) starts a transition on each of them at every change of theme or text size.
    const transitioning = await page.evaluate(() =>
      [...document.querySelectorAll('*')]
        .map((element) => getComputedStyle(element))
        .filter(
          (style) =>
            style.transitionProperty !== 'none' &&
            style.transitionDuration.split(',').some((part) => Number.parseFloat(part) > 0),
        )
        .map((style) => `${style.transitionProperty} ${style.transitionDuration}`),
    );
    expect(transitioning).toEqual([]);
  });
});

test.describe('skip link and footer', () => {
  test('the first Tab reaches a skip link that moves focus to the main content', async ({
    page,
  }) => {
    await page.goto('/about');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
  });
});

test.describe('unknown paths', () => {
  test('answer 404 with the not-found page and a way home', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page Not Found');
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await expect(page).toHaveURL('/no/such/page');
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});

test.describe('layout accessibility, in every theme', () => {
  test('desktop, with a dropdown open and the chat card expanded', async ({ page }) => {
    await page.setViewportSize(desktop);
    await page.goto('/about');
    await page
      .getByRole('navigation', { name: 'Main' })
      .first()
      .getByRole('button', { name: 'Services' })
      .click();
    await showChatBubble(page);
    await page.getByRole('button', { name: 'Chat with us' }).click();
    await expect(page.getByRole('heading', { name: 'Chat with Us' })).toBeVisible();
    await expectNoAxeViolationsInEveryMode(page);
  });

  test('phone, with the menu open', async ({ page }) => {
    await page.setViewportSize(phone);
    await page.goto('/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.locator('[popover]:popover-open')).toBeVisible();
    await expectNoAxeViolationsInEveryMode(page);
  });

  test('scrolled header', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 400 });
    await page.goto('/about');
    await page.getByRole('banner').hover();
    await islandReady(page, 'header');
    await page.evaluate(() => window.scrollTo(0, 100));
    await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
    await expectNoAxeViolationsInEveryMode(page);
  });
});
