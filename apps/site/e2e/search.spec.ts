import { blogPostPath, blogPosts, layoutCopy, mainNavigation } from '@lumenor/content';
import type { Page, Request } from '@playwright/test';
import { searchFolder, shardKeyOf, shardListPath, termShardPath } from '../app/search/index-files';
import { dialogResultLimit, pageResultLimit } from '../app/search/result-limits';
import { searchStatus } from '../app/search/status';
import { expectNoAxeViolations, expectNoAxeViolationsInEveryMode } from './axe';
import { expect, islandReady, pageSettled, test } from './fixtures';
import { indexedDocuments } from './search-index';

/**
 * Site search (issue 17, item 3): the header's search button and its dialog, the `/` key, the
 * search page with and without JavaScript, and that nothing of search loads before it is opened.
 */

const copy = layoutCopy.search;

const words = (text: string) => text.toLowerCase().match(/[a-z]+/g) ?? [];

/**
 * A word of an article's body, not in its title or excerpt, and the English pages search finds it
 * in (those with a word of the same start), read from the built pages as the index reads them: of
 * every article, the word in the fewest pages. With a blog of distinct articles that is one page;
 * a blog of copies (the growth benchmark's synthetic articles) finds each copy too.
 */
async function articleWordOf(): Promise<{ word: string; urls: ReadonlySet<string> }> {
  const documents = indexedDocuments('en');
  // Pages by the first six letters of their words: search matches the start of a word and a word
  // a typo away, so the pages of a word are those sharing its start.
  const pagesWith = new Map<string, Set<string>>();
  for (const document of documents) {
    for (const word of words(`${document.title} ${document.text}`)) {
      const start = word.slice(0, 6);
      pagesWith.set(start, (pagesWith.get(start) ?? new Set()).add(document.url));
    }
  }
  let best: { word: string; urls: ReadonlySet<string> } | undefined;
  for (const post of blogPosts) {
    const url = blogPostPath(post.id);
    const text = documents.find((document) => document.url === url)?.text ?? '';
    const shown = new Set(words(`${post.title} ${post.excerpt}`).map((word) => word.slice(0, 6)));
    for (const word of words(text)) {
      const urls = pagesWith.get(word.slice(0, 6));
      if (word.length < 8 || shown.has(word.slice(0, 6)) || !urls?.has(url)) continue;
      if (!best || urls.size < best.urls.size) best = { word, urls };
    }
  }
  if (!best) throw new Error('no article has a word of its body to search for');
  return best;
}

let articleWordFound: ReturnType<typeof articleWordOf> | undefined;
/** {@link articleWordOf}, read once per test worker. */
const articleWord = () => {
  articleWordFound ??= articleWordOf();
  return articleWordFound;
};

const dialog = (page: Page) => page.getByRole('dialog', { name: copy.dialogTitle });
const searchButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: copy.openLabel }).first();

/**
 * Opens search with `open` (a click or the `/` key) and waits for its field to have focus, as a
 * visitor waits to see the dialog before typing (the first time, the dialog's code loads first).
 */
async function openSearch(page: Page, open: () => Promise<void>) {
  await open();
  await expect(dialog(page).getByRole('searchbox', { name: copy.inputLabel })).toBeFocused();
}

test.describe('the search dialog', () => {
  test('by keyboard alone: / opens it, a word of an article finds it, Down and Enter go there', async ({
    page,
  }) => {
    const { word, urls } = await articleWord();
    await page.goto('/about');
    // Nothing focused, nothing hovered: the header's island has not hydrated yet.
    await expect(page.locator('is-land[data-island="header"]')).not.toHaveAttribute('ready');
    await page.keyboard.press('/');
    await expect(dialog(page)).toBeVisible();
    const field = dialog(page).getByRole('searchbox', { name: copy.inputLabel });
    await expect(field).toBeFocused();
    await page.keyboard.type(word);
    const status = dialog(page).getByRole('status');
    await expect(status).toHaveText(searchStatus(copy, 'ready', word, urls.size, 'en'));
    const results = dialog(page).getByRole('list', { name: copy.resultsLabel }).getByRole('link');
    await expect(results).toHaveCount(Math.min(urls.size, dialogResultLimit));
    const first = results.first();
    const url = (await first.getAttribute('href')) ?? '';
    expect(urls).toContain(url);
    const item = dialog(page).getByRole('listitem').first();
    await expect(item.getByText(copy.types.article, { exact: true })).toBeVisible();
    await expect(item.locator('mark').first()).toHaveText(new RegExp(`^${word}$`, 'i'));
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('main')).toContainText(new RegExp(word, 'i'));
  });

  test('Tab reaches the results too, Escape closes it and focus goes back to the button', async ({
    page,
  }) => {
    const { word, urls } = await articleWord();
    await page.goto('/');
    await openSearch(page, () => searchButton(page).click());
    await page.keyboard.type(word);
    const result = dialog(page).getByRole('link', { name: /./ }).first();
    await expect(result).toHaveAttribute('href', new RegExp(`^(${[...urls].join('|')})$`));
    await page.keyboard.press('Tab');
    await expect(result).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(dialog(page).getByRole('searchbox')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(searchButton(page)).toBeFocused();
    // Opened again, it keeps the query.
    await page.keyboard.press('Enter');
    await expect(dialog(page).getByRole('searchbox')).toHaveValue(word);
  });

  test('Enter in the field shows every result on the search page', async ({ page }) => {
    await page.goto('/about');
    await openSearch(page, () => searchButton(page).click());
    await page.keyboard.type('government');
    await expect(dialog(page).getByRole('status')).toHaveText(/\d+ results for ‘government’/);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=government');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(
      /\d+ results for ‘government’/,
    );
  });

  test('says so when nothing matches', async ({ page }) => {
    await page.goto('/about');
    await openSearch(page, () => page.keyboard.press('/'));
    await page.keyboard.type('zzqxj');
    await expect(dialog(page).getByRole('status')).toHaveText(
      copy.noResults.replace('{query}', 'zzqxj'),
    );
    await expect(dialog(page).getByRole('list')).toHaveCount(0);
  });

  test('/ typed into a text field types a slash', async ({ page }) => {
    await page.goto('/search');
    const field = page.getByRole('main').getByRole('searchbox', { name: copy.inputLabel });
    await field.click();
    await page.keyboard.type('a/b');
    await expect(field).toHaveValue('a/b');
    await expect(dialog(page)).toHaveCount(0);
  });

  test('opens from the phone menu, which closes', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    await page.getByRole('button', { name: layoutCopy.openMenu }).click();
    const menu = page.locator('[popover]:popover-open');
    await menu.getByRole('button', { name: copy.openLabel }).click();
    await expect(dialog(page)).toBeVisible();
    await expect(page.locator('[popover]:popover-open')).toHaveCount(0);
    await expect(dialog(page).getByRole('searchbox')).toBeFocused();
  });
});

test('no search code or index loads before search is opened; then both do, under the CSP', async ({
  page,
}) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') violations.push(message.text());
  });
  const requested: string[] = [];
  const record = (request: Request) => requested.push(new URL(request.url()).pathname);
  page.on('request', record);
  await page.goto('/');
  // Hydrate the header (its island loads on interaction) and let the page settle.
  await page.getByRole('banner').hover();
  await islandReady(page, 'header');
  await pageSettled(page);
  const before = new Set(requested);
  expect([...before].filter((path) => path.startsWith(`/${searchFolder}/`))).toEqual([]);

  requested.length = 0;
  await openSearch(page, () => searchButton(page).click());
  await page.keyboard.type('telangana');
  await expect(dialog(page).getByRole('status')).toHaveText(/results? for ‘telangana’/);
  const opened = [...new Set(requested)];
  const scripts = opened.filter((path) => path.endsWith('.js'));
  // Opening loaded the dialog's code and the English index's shard list, the shard of the word
  // and the files of its results, none of which had loaded before.
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((path) => before.has(path))).toEqual([]);
  expect(scripts.some((path) => /\/search-engine-[\w-]+\.js$/.test(path))).toBe(true);
  expect(opened).toContain(shardListPath('en'));
  expect(opened).toContain(termShardPath('en', shardKeyOf('telangana')));
  expect(
    opened.filter((path) =>
      ['pages', 'texts'].some((folder) => path.startsWith(`/${searchFolder}/en/${folder}/`)),
    ).length,
  ).toBeGreaterThan(0);
  expect(violations).toEqual([]);
});

test('the open dialog with results passes axe (WCAG 2.2 AA) in every theme', async ({ page }) => {
  await page.goto('/about');
  await openSearch(page, () => searchButton(page).click());
  await page.keyboard.type('data');
  await expect(dialog(page).getByRole('status')).toHaveText(/results? for ‘data’/);
  await expect(dialog(page).locator('mark').first()).toBeVisible();
  await expectNoAxeViolationsInEveryMode(page);
});

test.describe('the search page', () => {
  test('shows the results for the query of its address, and keeps the address in step', async ({
    page,
  }) => {
    const { word, urls } = await articleWord();
    await page.goto(`/search?q=${encodeURIComponent(word)}`);
    const main = page.getByRole('main');
    const field = main.getByRole('searchbox', { name: copy.inputLabel });
    await expect(field).toHaveValue(word);
    await expect(main.getByRole('status')).toHaveText(
      searchStatus(copy, 'ready', word, urls.size, 'en'),
    );
    const results = main.getByRole('list', { name: copy.resultsLabel });
    await expect(results.getByRole('link')).toHaveCount(Math.min(urls.size, pageResultLimit));
    for (const href of await results
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(urls).toContain(href);
    }
    await expect(results.locator('mark').first()).toHaveText(new RegExp(`^${word}$`, 'i'));

    await field.fill('govconnect');
    await expect(main.getByRole('status')).toHaveText(/\d+ results? for ‘govconnect’/);
    await expect(page).toHaveURL('/search?q=govconnect');
    await expect(results.getByRole('link').first()).toBeVisible();
  });

  test('passes axe with results', async ({ page }) => {
    await page.goto('/search?q=dashboards');
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/results? for/);
    await expectNoAxeViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  // The header's link to it: no-javascript.spec.ts.
  test('the search page explains how to find a page, and links the sitemap and the main sections', async ({
    page,
  }) => {
    await page.goto('/search');
    const main = page.getByRole('main');
    // Playwright's text matching skips <noscript>, whose content is the page's without scripts.
    await expect(main.locator('p', { hasText: copy.noScript })).toBeVisible();
    await expect(main.getByRole('searchbox')).toBeHidden();
    await expect(main.getByRole('link', { name: copy.browse.sitemap.label })).toHaveAttribute(
      'href',
      '/sitemap',
    );
    for (const item of mainNavigation) {
      await expect(
        main.getByRole('link', { name: item.label, exact: true }),
        item.label,
      ).toHaveAttribute('href', item.href);
    }
  });
});
