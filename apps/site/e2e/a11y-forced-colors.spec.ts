import { layoutCopy } from '@lumenor/content';
import type { Locator, Page } from '@playwright/test';
import { expect, islandReady, showChatBubble, test } from './fixtures';

/**
 * Forced colours (Windows contrast themes): the browser paints every colour from the visitor's
 * palette and drops backgrounds' meaning and shadows, so a control or a panel keeps its shape only
 * through a border or an outline. Every button, link drawn as a button and panel keeps an edge,
 * and every kind of focus ring still draws.
 */

test.beforeEach(async ({ page }) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ forcedColors: 'active' });
});

/** The edges an element draws in forced colours: each side's border, or its outline. */
function edgeOf(locator: Locator, pseudo?: string) {
  return locator.evaluate((element, pseudoElement) => {
    const style = getComputedStyle(element, pseudoElement);
    const sides = ['Top', 'Right', 'Bottom', 'Left'] as const;
    const border = sides.every(
      (side) =>
        style.getPropertyValue(`border-${side.toLowerCase()}-style`) !== 'none' &&
        Number.parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`)) >= 1,
    );
    const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) >= 1;
    return { border, outline, label: (element.textContent ?? '').trim().slice(0, 40) };
  }, pseudo);
}

/**
 * Marks the links that look like buttons (a filled or bordered box) while colours are the
 * author's, so they can be checked once the visitor's palette applies.
 */
async function markButtonLikeLinks(page: Page): Promise<void> {
  await page.emulateMedia({ forcedColors: 'none' });
  await page.evaluate(() => {
    for (const link of document.querySelectorAll<HTMLElement>('main a, [data-island="chat"] a')) {
      const style = getComputedStyle(link);
      const filled = !/rgba\(.*, 0\)$|transparent/.test(style.backgroundColor);
      const bordered = Number.parseFloat(style.borderTopWidth) > 0;
      const boxed = style.display.includes('flex') || style.display === 'inline-block';
      if (boxed && (filled || bordered)) link.dataset.buttonLike = '';
    }
  });
  await page.emulateMedia({ forcedColors: 'active' });
}

async function expectEdges(locators: Locator[], what: string): Promise<void> {
  const missing: string[] = [];
  for (const locator of locators) {
    if (!(await locator.isVisible())) continue;
    const edge = await edgeOf(locator);
    if (!edge.border && !edge.outline) missing.push(edge.label);
  }
  expect(missing, `${what} without an edge in forced colours`).toEqual([]);
}

test('buttons and links drawn as buttons keep their edge', async ({ page }) => {
  let buttonLikeLinks = 0;
  for (const path of ['/', '/services', '/contact']) {
    await page.goto(path);
    await markButtonLikeLinks(page);
    // The header's buttons are checked with the header.
    const buttons = await page.locator('main button, [data-island="chat"] button').all();
    const links = await page.locator('[data-button-like]').all();
    expect(buttons.length + links.length, `${path} has buttons`).toBeGreaterThan(0);
    buttonLikeLinks += links.length;
    await expectEdges([...buttons, ...links], `${path}: buttons`);
  }
  expect(buttonLikeLinks, 'links drawn as buttons were found').toBeGreaterThan(0);
});

test('the chat card and its "Start a Conversation" link keep their edges', async ({ page }) => {
  await page.goto('/about');
  await showChatBubble(page);
  const bubble = page.locator('[data-island="chat"] button').first();
  await bubble.hover();
  await islandReady(page, 'chat');
  await bubble.click();
  const card = page.locator('[data-island="chat"] [popover]');
  await expect(card).toBeVisible();
  await expectEdges(
    [card, card.getByRole('link', { name: 'Start a Conversation' }), card.getByRole('button')],
    'the chat card and its controls',
  );
});

test('cards, the FAQ and the search dialog keep their edges', async ({ page }) => {
  await page.goto('/services');
  const cards = await page.locator('main article').all();
  expect(cards.length).toBeGreaterThan(3);
  await expectEdges(cards, 'cards');

  await page.goto('/contact');
  await expectEdges(await page.locator('main details').all(), 'FAQ items');

  await page.goto('/about');
  await page
    .getByRole('banner')
    .getByRole('button', { name: layoutCopy.search.openLabel })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: layoutCopy.search.dialogTitle });
  await expect(dialog.getByRole('searchbox')).toBeFocused();
  await expectEdges([dialog], 'the search dialog');
});

/** Kinds of focusable element that fail to show their focus ring in forced colours. */
async function ringsMissing(page: Page, kinds: Array<[string, Locator, string?]>) {
  // A key press first, as a keyboard user's: focus then shows as it does for Tab.
  await page.keyboard.press('Shift');
  const missing: string[] = [];
  for (const [kind, locator, pseudo] of kinds) {
    await locator.focus();
    expect(await locator.evaluate((element) => element.matches(':focus-visible')), kind).toBe(true);
    if (!(await edgeOf(locator, pseudo)).outline) missing.push(kind);
  }
  return missing;
}

test('every kind of focus ring draws', async ({ page }) => {
  await page.goto('/contact');
  const main = page.getByRole('main');
  const missing = await ringsMissing(page, [
    ['a footer link', page.getByRole('contentinfo').getByRole('link').first()],
    ['a form field', main.locator('input:not([type="hidden"]), textarea').first()],
    ['a button', main.getByRole('button').first()],
    ['an FAQ question', main.locator('summary').first()],
  ]);
  await page.goto('/services');
  await markButtonLikeLinks(page);
  await showChatBubble(page);
  missing.push(
    ...(await ringsMissing(page, [
      ['a link drawn as a button', page.locator('main [data-button-like]').first()],
      ['the chat button', page.locator('[data-island="chat"] button').first()],
    ])),
  );
  await page.goto('/blog');
  missing.push(
    ...(await ringsMissing(page, [
      ['a card’s link', page.getByRole('main').locator('article a').first(), '::after'],
    ])),
  );
  expect(missing, 'focus rings that do not draw in forced colours').toEqual([]);
});
