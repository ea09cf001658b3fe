import { edition } from '@lumenor/content';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The header as a visitor meets it on the built pages, mostly before its island has hydrated (the
 * island loads on a pointer, focus or touch; scrolling with the wheel is none of these): the
 * dropdown holding the current page on the first scroll, focus never behind the phone menu, the
 * sticky header never hiding focus with text at 200 %. The component's own rules are tested in
 * packages/ui (SiteHeader.browser.test.tsx); these check that the pages run them before hydration.
 */

const { mainNavigation, layoutCopy } = edition('en');
const searchCopy = layoutCopy.search;
const desktop = { width: 1280, height: 800 };

/** A page that is a child of a dropdown, and that dropdown's label: read from the navigation. */
const group = mainNavigation.find((item) => item.children?.length);
if (!group?.children?.[0]) throw new Error('the navigation has no dropdown with children');
const childPath = group.children[0].href;

const headerIsland = (page: Page) => page.locator('is-land[data-island="header"]');
const dropdownPanel = (page: Page) =>
  page.getByRole('banner').locator(`[data-dropdown="${group.href}"] [popover]`);
const isOpen = (page: Page) =>
  dropdownPanel(page).evaluate((panel) => panel.matches(':popover-open'));

/** Scrolls with the mouse wheel over the page's main content (not the header: no hydration). */
async function wheel(page: Page, deltaY: number) {
  await page.mouse.move(desktop.width / 2, desktop.height - 40);
  await page.mouse.wheel(0, deltaY);
  await page.waitForFunction(() => new Promise((resolve) => requestAnimationFrame(resolve)));
}

test.describe('the dropdown holding the current page', () => {
  test.use({ viewport: desktop });

  test('shows when the page is scrolled, before the header hydrates, once', async ({ page }) => {
    await page.goto(childPath);
    await expect.poll(() => isOpen(page)).toBe(false);
    await wheel(page, 400);
    await expect.poll(() => isOpen(page)).toBe(true);
    await expect(headerIsland(page)).not.toHaveAttribute('ready');
    await expect(
      page.getByRole('banner').getByRole('button', { name: group.label, exact: true }),
    ).toHaveAttribute('aria-current', 'true');

    // Escape closes it (focus is on the page's body), and it does not come back.
    await page.keyboard.press('Escape');
    await expect.poll(() => isOpen(page)).toBe(false);
    await wheel(page, -300);
    await wheel(page, 600);
    await expect.poll(() => isOpen(page)).toBe(false);
  });

  test('closes by itself once the visitor scrolls on by half a screen', async ({ page }) => {
    await page.goto(childPath);
    await wheel(page, 100);
    await expect.poll(() => isOpen(page)).toBe(true);
    await wheel(page, desktop.height / 2 + 100);
    await expect.poll(() => isOpen(page)).toBe(false);
  });
});

test.describe('the phone menu (390 px)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('focus never goes behind it: it closes once Tab leaves it', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: layoutCopy.openMenu });
    const menu = page.getByRole('dialog', { name: layoutCopy.menuLabel });
    await menuButton.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    const focusInMenu = () => menu.evaluate((panel) => panel.contains(document.activeElement));
    let stopsInMenu = 0;
    for (let stop = 0; stop < 80; stop += 1) {
      await page.keyboard.press('Tab');
      if (!(await page.evaluate(() => document.querySelector('[role="dialog"]:popover-open'))))
        break;
      expect(await focusInMenu()).toBe(true);
      stopsInMenu += 1;
    }
    expect(stopsInMenu).toBeGreaterThan(10);
    // Focus went on to the page (its first stop after the header), in view and under nothing.
    await expect(page.locator(':focus')).toBeInViewport();
    await expect(page.locator('main :focus')).toHaveCount(1);
  });
});

test.describe('the sticky header with text at 200 %', () => {
  test.use({ viewport: desktop });

  test('never hides the focused element (A+ to the maximum, Shift+Tab up from the end)', async ({
    page,
  }) => {
    await page.goto('/contact');
    const larger = page.locator('[data-accessibility-toolbar]').first().getByRole('button', {
      name: /^A\+/,
    });
    while ((await larger.getAttribute('aria-disabled')) !== 'true') await larger.click();
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    await page.keyboard.press('End');
    const hidden: string[] = [];
    for (let stop = 0; stop < 40; stop += 1) {
      await page.keyboard.press('Shift+Tab');
      const overlap = await page.evaluate(() => {
        const focused = document.activeElement;
        const header = document.querySelector('header');
        if (!(focused instanceof HTMLElement) || focused === document.body) return null;
        if (!header || header.contains(focused)) return null;
        const box = focused.getBoundingClientRect();
        const bar = header.getBoundingClientRect();
        const covered = Math.min(box.bottom, bar.bottom) - Math.max(box.top, bar.top);
        return covered > 0 ? `${focused.textContent?.trim().slice(0, 40)}: ${covered} px` : null;
      });
      if (overlap) hidden.push(overlap);
    }
    expect(hidden).toEqual([]);
  });
});

test.describe('the / shortcut for search', () => {
  const searchDialog = (page: Page) => page.getByRole('dialog', { name: searchCopy.dialogTitle });
  const searchField = (page: Page) =>
    searchDialog(page).getByRole('searchbox', { name: searchCopy.inputLabel });
  /** Presses `/` and tells whether the page took it (the shortcut cancels the key it handles). */
  const pressSlash = async (page: Page) => {
    await page.evaluate(() => {
      window.addEventListener(
        'keydown',
        (event) => document.body.setAttribute('data-slash-taken', String(event.defaultPrevented)),
        { once: true },
      );
    });
    await page.keyboard.press('/');
    return page.locator('body').getAttribute('data-slash-taken');
  };

  test.describe('at 1280 px', () => {
    test.use({ viewport: desktop });

    test('opened with nothing focused, Escape leaves focus on the search button, not the body', async ({
      page,
    }) => {
      await page.goto('/about');
      await page.keyboard.press('/');
      await expect(searchField(page)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(searchDialog(page)).toBeHidden();
      await expect(
        page.getByRole('banner').getByRole('button', { name: searchCopy.openLabel }),
      ).toBeFocused();
    });

    test('does nothing while a link has focus (the key is the link’s)', async ({ page }) => {
      await page.goto('/about');
      await page.getByRole('main').getByRole('link').first().focus();
      expect(await pressSlash(page)).toBe('false');
      await expect(searchDialog(page)).toBeHidden();
    });

    test('can be turned off in the search dialog, remembered from page to page', async ({
      page,
    }) => {
      await page.goto('/about');
      await page.keyboard.press('/');
      const setting = searchDialog(page).getByRole('checkbox', { name: searchCopy.shortcutToggle });
      await expect(setting).toBeChecked();
      await setting.uncheck();
      const searchButton = page.getByRole('banner').getByRole('button', {
        name: searchCopy.openLabel,
      });
      await page.keyboard.press('Escape');
      await expect(searchButton).not.toHaveAttribute('aria-keyshortcuts');

      await page.goto('/services');
      await expect(searchButton).not.toHaveAttribute('aria-keyshortcuts');
      expect(await pressSlash(page)).toBe('false');
      await expect(searchDialog(page)).toBeHidden();

      // Turned on again, the key works again.
      await searchButton.click();
      await searchDialog(page).getByRole('checkbox', { name: searchCopy.shortcutToggle }).check();
      await page.keyboard.press('Escape');
      await expect(searchButton).toHaveAttribute('aria-keyshortcuts', '/');
      await page.locator('body').click({ position: { x: 1, y: 300 } });
      await page.keyboard.press('/');
      await expect(searchField(page)).toBeFocused();
    });
  });

  test('from the phone menu’s Search row, Escape returns focus to the menu button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    const menuButton = page.getByRole('button', { name: layoutCopy.openMenu });
    await menuButton.click();
    await page
      .getByRole('dialog', { name: layoutCopy.menuLabel })
      .getByRole('button', { name: searchCopy.openLabel })
      .click();
    await expect(searchField(page)).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(searchDialog(page)).toBeHidden();
    await expect(menuButton).toBeFocused();
  });
});
