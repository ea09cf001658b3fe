import { edition } from '@lumenor/content';
import { colorModeStorageKey } from '@lumenor/ui/theming';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The accessibility tool bar (GIGW): skip link, text size A- / A / A+ up to 200 %, light / dark /
 * high-contrast themes, the screen-reader access page and the language switch, at the top of every
 * page and in the phone menu. (Every kind of page in the high-contrast theme goes through axe in
 * the page sweep: page-sweep.spec.ts.)
 */
const en = edition('en').layoutCopy;
const te = edition('te').layoutCopy;
const copy = en.accessibilityToolbar;

const toolbar = (page: Page, name = copy.label) => page.getByRole('navigation', { name });
const rootFontSize = (page: Page) =>
  page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize));
/**
 * What the page looked like at its first frame: the stored text size and colour mode, and the
 * root's font size, read by the first animation frame (an init script runs before the page's own).
 * Settings applied at the first frame cannot shift anything; a cumulative layout-shift score would
 * also count paints made while a loaded machine was still parsing the HTML, which is timing.
 */
const recordFirstFrame = (page: Page) =>
  page.addInitScript(() => {
    requestAnimationFrame(() => {
      const root = document.documentElement;
      sessionStorage.setItem(
        'first-frame',
        JSON.stringify({
          textSize: root.dataset.textSize ?? null,
          colorMode: root.dataset.colorMode ?? null,
          rootFontSize: Number.parseFloat(getComputedStyle(root).fontSize),
        }),
      );
    });
  });
const firstFrame = async (page: Page) =>
  JSON.parse((await page.evaluate(() => sessionStorage.getItem('first-frame'))) ?? 'null') as {
    textSize: string | null;
    colorMode: string | null;
    rootFontSize: number;
  } | null;

test.describe('the accessibility tool bar', () => {
  test('is first on the page, named, with every control in keyboard order', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    const bar = toolbar(page);
    await expect(bar.getByRole('group', { name: copy.textSize.label })).toBeVisible();
    await expect(bar.getByRole('group', { name: copy.colorMode.label })).toBeVisible();
    await expect(bar.getByRole('link', { name: copy.screenReaderLink.label })).toHaveAttribute(
      'href',
      '/screen-reader-access',
    );
    await expect(bar.getByRole('button', { name: /^A Normal/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    const names: string[] = [];
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press('Tab');
      names.push(
        await page.evaluate(() => {
          const active = document.activeElement as HTMLElement;
          return active.closest('nav')?.getAttribute('aria-label') === 'Accessibility options'
            ? (active.textContent ?? '').trim()
            : `after: ${active.getAttribute('aria-label') ?? active.textContent?.trim()}`;
        }),
      );
    }
    expect(names).toEqual([
      en.skipToContent,
      copy.screenReaderLink.label,
      `A- ${copy.textSize.decrease}`,
      `A ${copy.textSize.reset}`,
      `A+ ${copy.textSize.increase}`,
      copy.colorMode.light,
      copy.colorMode.dark,
      copy.colorMode.contrast,
      expect.stringContaining('తెలుగు'),
      `after: ${en.logoLabel}`,
    ]);
  });

  test('A+ doubles the text by 200 %, remembered and applied before first paint', async ({
    page,
  }) => {
    await page.goto('/');
    expect(await rootFontSize(page)).toBe(16);
    const larger = toolbar(page).getByRole('button', { name: /^A\+/ });
    for (let i = 0; i < 4; i++) await larger.click();
    expect(await rootFontSize(page)).toBe(32);
    await expect(larger).toHaveAttribute('aria-disabled', 'true');
    await expect(toolbar(page).getByRole('status')).toHaveText('Text size 200%');
    // Still focusable and pressable (aria-disabled, not disabled), it goes no further.
    await larger.click({ force: true });
    expect(await rootFontSize(page)).toBe(32);

    // The head's first script applies the size, before any stylesheet or the body is read.
    const html = await (await page.request.get('/')).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head.indexOf('<script>')).toBeLessThan(head.search(/<style|<link rel="stylesheet"/));
    expect(head.slice(head.indexOf('<script>')).split('</script>')[0]).toContain('lm-text-size');

    await recordFirstFrame(page);
    await page.reload({ waitUntil: 'load' });
    expect(await firstFrame(page)).toMatchObject({ textSize: '200', rootFontSize: 32 });

    await toolbar(page)
      .getByRole('button', { name: /^A Normal/ })
      .click();
    expect(await rootFontSize(page)).toBe(16);
    await toolbar(page).getByRole('button', { name: /^A-/ }).click();
    expect(await rootFontSize(page)).toBe(14);
  });

  test('high contrast is chosen, remembered, and taken from prefers-contrast on a first visit', async ({
    page,
  }) => {
    await page.goto('/');
    const contrast = toolbar(page).getByRole('button', { name: copy.colorMode.contrast });
    await contrast.click();
    await expect(contrast).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'contrast');
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(0, 0, 0)');
    await expect(page.locator('body')).toHaveCSS('color', 'rgb(255, 255, 255)');
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'contrast');
    await expect(contrast).toHaveAttribute('aria-pressed', 'true');
    await toolbar(page).getByRole('button', { name: copy.colorMode.light }).click();
    await expect(page.locator('body')).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    expect(await page.evaluate((key) => localStorage.getItem(key), colorModeStorageKey)).toBe(
      'light',
    );

    await page.evaluate(() => localStorage.clear());
    await page.emulateMedia({ contrast: 'more' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'contrast');
    await expect(contrast).toHaveAttribute('aria-pressed', 'true');
  });

  test('shows a stored size and theme from the first frame, and wraps within 320 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.addInitScript(() => {
      localStorage.setItem('lm-text-size', '125');
      localStorage.setItem('lm-color-mode', 'dark');
    });
    await recordFirstFrame(page);
    await page.goto('/contact', { waitUntil: 'load' });
    expect(await firstFrame(page)).toEqual({
      textSize: '125',
      colorMode: 'dark',
      rootFontSize: 20,
    });
    const bar = toolbar(page);
    await bar.getByRole('button', { name: copy.optionsButton }).click();
    await expect(bar.getByRole('button', { name: copy.colorMode.dark })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // None of its controls reaches past the viewport's edge, the open options' included.
    const rightEdges = await bar
      .locator('a, button')
      .evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().right));
    expect(Math.max(...rightEdges)).toBeLessThanOrEqual(320);
  });

  test('is in the phone menu too, working before the header has hydrated', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/about');
    await page.getByRole('button', { name: en.openMenu }).click();
    const panel = page
      .locator('[popover]:popover-open')
      .getByRole('group', { name: copy.label, exact: true });
    await panel.getByRole('button', { name: /^A\+/ }).click();
    // One press, one step: the islands' click replay leaves these buttons alone.
    await expect(page.locator('html')).toHaveAttribute('data-text-size', '125');
    await panel.getByRole('button', { name: copy.colorMode.dark }).click();
    await expect(page.locator('html')).toHaveAttribute('data-color-mode', 'dark');
    // The bar's own copy (in its closed options popover on a phone) shows the same state.
    await expect(toolbar(page).locator('[data-color-mode-choice="dark"]')).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(panel.getByRole('link', { name: copy.screenReaderLink.label })).toBeVisible();
    await expect(panel.getByRole('link', { name: /తెలుగు/ })).toBeVisible();
  });

  for (const [path, labels] of [
    ['/about', en],
    ['/te/about', te],
  ] as const) {
    test(`on a phone it is one row at every text size, its options a popover (${path})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      const bar = toolbar(page, labels.accessibilityToolbar.label);
      const options = bar.getByRole('button', { name: labels.accessibilityToolbar.optionsButton });
      for (const size of [null, '200']) {
        if (size) {
          await page.addInitScript((value) => localStorage.setItem('lm-text-size', value), size);
        }
        await page.goto(path);
        if (size) await expect(page.locator('html')).toHaveAttribute('data-text-size', size);
        // One row: every control the bar shows sits on the same line, within the screen.
        const boxes = await bar.locator('a, button').evaluateAll((elements) =>
          elements
            .map((element) => element.getBoundingClientRect())
            .filter((box) => box.width > 0 && box.bottom > 0)
            .map((box) => ({ top: box.top, bottom: box.bottom, right: box.right })),
        );
        expect(boxes.length, `${size ?? 100} %`).toBe(2);
        const [first, second] = boxes;
        expect(Math.abs((first?.top ?? 0) - (second?.top ?? 0)), `${size ?? 100} %`).toBeLessThan(
          (first?.bottom ?? 0) - (first?.top ?? 0),
        );
        for (const box of boxes) expect(box.right).toBeLessThanOrEqual(390);
        const barBox = await bar.boundingBox();
        expect(barBox?.height ?? 0, `${size ?? 100} %`).toBeLessThan(
          ((first?.bottom ?? 0) - (first?.top ?? 0)) * 1.5,
        );
      }

      // By keyboard: the button opens the options, Tab goes into them, Escape closes them.
      await options.focus();
      await page.keyboard.press('Enter');
      const open = bar.locator('[popover]:popover-open');
      await expect(open).toHaveCount(1);
      await page.keyboard.press('Tab');
      await expect(
        bar.getByRole('link', { name: labels.accessibilityToolbar.screenReaderLink.label }),
      ).toBeFocused();
      await expect(bar.getByRole('button', { name: /^A\+/ })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(open).toHaveCount(0);
      await expect(options).toBeFocused();
    });
  }
});

test.describe('the accessibility tool bar without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('keeps its links and shows no button that could not work', async ({ page }) => {
    await page.goto('/about');
    const bar = toolbar(page);
    await expect(bar.getByRole('link', { name: copy.screenReaderLink.label })).toBeVisible();
    await expect(bar.getByRole('link', { name: /తెలుగు/ })).toBeVisible();
    await expect(bar.getByRole('link', { name: en.skipToContent })).toHaveAttribute(
      'href',
      '#main-content',
    );
    await expect(bar.getByRole('button')).toHaveCount(0);
  });

  test('on a phone, opens its options (a native popover) to the screen-reader link', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    const bar = toolbar(page);
    await bar.getByRole('button', { name: copy.optionsButton }).click();
    await expect(bar.getByRole('link', { name: copy.screenReaderLink.label })).toBeVisible();
    // The buttons that need a script stay out of sight.
    await expect(bar.getByRole('group')).toHaveCount(0);
  });
});
