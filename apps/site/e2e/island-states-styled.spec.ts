import { layoutCopy } from '@lumenor/content';
import type { Locator, Page } from '@playwright/test';
import {
  fillForm,
  form,
  fulfil,
  interceptSend,
  spec,
  submitButton,
  valid,
  waitForForm,
} from './contact-form';
import { expect, showChatBubble, test } from './fixtures';

/*
 * What a visitor sees after acting, on the real page: each island state that appears only after
 * interaction (toasts, open menus, dialogs, search results, form errors) has its styles. A page's
 * CSS is what its prerender rendered plus what the build adds for its islands; a state whose rules
 * never reached the page renders as plain text, which no query by role or text notices.
 *
 * Two checks per state: every element of it that was not in the prerendered page and carries
 * classes matches at least one rule of the page's stylesheets (a class no rule names is a style
 * that did not arrive; what was prerendered had its CSS inlined with it), and one computed style
 * that the state's look depends on.
 */

declare global {
  interface Window {
    prerenderedElements?: WeakSet<Element>;
  }
}

/** Opens `path` and notes the elements of its prerendered HTML, before anyone acts on it. */
async function visit(page: Page, path: string) {
  await page.goto(path);
  await page.evaluate(() => {
    window.prerenderedElements = new WeakSet(document.querySelectorAll('*'));
  });
}

/** Elements under (and including) `state`, rendered since the visit, whose classes no rule names. */
async function expectEveryClassStyled(state: Locator) {
  await expect(state).toBeVisible();
  const unstyled = await state.evaluate((root) => {
    const named = new Set<string>();
    const collect = (rules: CSSRuleList) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          for (const match of rule.selectorText.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)) {
            if (match[1]) named.add(match[1]);
          }
        }
        if ('cssRules' in rule && rule.cssRules) collect(rule.cssRules as CSSRuleList);
      }
    };
    for (const sheet of document.styleSheets) collect(sheet.cssRules);
    return [root, ...root.querySelectorAll('[class]')]
      .filter((element) => !window.prerenderedElements?.has(element))
      .filter((element) => {
        const classes = (element.getAttribute('class') ?? '').split(/\s+/).filter(Boolean);
        return classes.length > 0 && !classes.some((name) => named.has(name));
      })
      .map((element) => element.outerHTML.slice(0, 160));
  });
  expect(unstyled, 'elements rendered since the visit whose classes no rule names').toEqual([]);
}

const computed = (locator: Locator, property: string) =>
  locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

const transparent = 'rgba(0, 0, 0, 0)';

const toastRegion = (page: Page) => page.getByRole('region', { name: layoutCopy.toastRegionLabel });

async function expectToastStyled(page: Page, title: string) {
  const region = toastRegion(page);
  await expect(region).toContainText(title);
  await expectEveryClassStyled(region);
  // A toast floats over the page, on a coloured card with a thick leading edge.
  // (placed by the wrapper around the live region that holds it)
  expect(await computed(region.locator('xpath=../..'), 'position')).toBe('fixed');
  const toast = region.locator('[data-variant]');
  expect(await computed(toast, 'background-color')).not.toBe(transparent);
  expect(await computed(toast, 'border-inline-start-width')).toBe('6px');
}

test.describe('contact form', () => {
  test('the success toast', async ({ page }) => {
    await interceptSend(page);
    await visit(page, '/contact');
    await waitForForm(page);
    await fillForm(page, valid);
    await submitButton(page).click();
    await expectToastStyled(page, spec.successTitle);
  });

  test('the failure toast', async ({ page }) => {
    await interceptSend(page, (route) => fulfil(route, 500, 'Server error'));
    await visit(page, '/contact');
    await waitForForm(page);
    await fillForm(page, valid);
    await submitButton(page).click();
    await expectToastStyled(page, spec.errorText);
  });

  test("the fields' errors", async ({ page }) => {
    await visit(page, '/contact');
    await waitForForm(page);
    await submitButton(page).click();
    const error = form(page).getByText(spec.nameMin, { exact: true });
    await expect(error).toBeVisible();
    await expectEveryClassStyled(form(page));
    // An error reads in the error colour, not in the labels' colour.
    const label = form(page).locator('label').first();
    expect(await computed(error, 'color')).not.toBe(await computed(label, 'color'));
  });
});

test.describe('header', () => {
  test('an open dropdown (desktop)', async ({ page }) => {
    await visit(page, '/about');
    const nav = page.getByRole('navigation', { name: 'Main' }).first();
    await nav.getByRole('button', { name: 'Services' }).click();
    const panel = page.locator('[popover]:popover-open');
    await expectEveryClassStyled(panel);
    expect(await computed(panel, 'background-color')).not.toBe(transparent);
  });

  test('the open phone menu', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await visit(page, '/about');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.locator('[popover]:popover-open');
    await expectEveryClassStyled(menu);
    expect(await computed(menu, 'background-color')).not.toBe(transparent);
  });

  test('the search dialog with its results', async ({ page }) => {
    await visit(page, '/about');
    await page
      .getByRole('banner')
      .getByRole('button', { name: layoutCopy.search.openLabel })
      .first()
      .click();
    const dialog = page.getByRole('dialog', { name: layoutCopy.search.dialogTitle });
    await expect(dialog.getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('government');
    const results = dialog.getByRole('list', { name: layoutCopy.search.resultsLabel });
    await expect(results.getByRole('link').first()).toBeVisible();
    await expectEveryClassStyled(dialog);
    expect(await computed(dialog, 'background-color')).not.toBe(transparent);
    // Results are a list of cards, not a bulleted list.
    expect(await computed(results, 'list-style-type')).toBe('none');
  });
});

test('the search page with its results', async ({ page }) => {
  await visit(page, '/search?q=government');
  const results = page
    .getByRole('main')
    .getByRole('list', { name: layoutCopy.search.resultsLabel });
  await expect(results.getByRole('link').first()).toBeVisible();
  await expectEveryClassStyled(page.getByRole('main'));
  expect(await computed(results, 'list-style-type')).toBe('none');
});

test('the expanded chat card', async ({ page }) => {
  await visit(page, '/about');
  const bubble = page.getByRole('button', { name: 'Chat with us' });
  // Its 3 s entrance delay ended rather than waited for (layout.spec.ts measures it).
  await showChatBubble(page);
  await bubble.click();
  const card = page.locator('[popover]:popover-open');
  await expect(card.getByRole('heading', { name: 'Chat with Us' })).toBeVisible();
  await expectEveryClassStyled(card);
  expect(await computed(card, 'background-color')).not.toBe(transparent);
});
