import { edition } from '@lumenor/content';
import { expect, islandReady, renderEveryBand, test } from './fixtures';
import { indexedDocuments } from './search-index';

/**
 * The Telugu edition in a browser: the language switch both ways by keyboard, Telugu type that
 * loads only on Telugu pages and is never clipped, the contact form in Telugu with a request the
 * inbox can read. Every Telugu page, the not-found and empty-category answers among them, also goes
 * through the page sweep (page-sweep.spec.ts: axe in every theme, reflow, text size and spacing,
 * focus); what those answers say: built-site/not-found.test.ts.
 */

const te = edition('te');
const en = edition('en');
const endpoint = 'https://api.emailjs.com/api/v1.0/email/send';
const teluguFont = /noto-sans-telugu.*\.woff2$/;

// In the phone menu too: gigw-toolbar.spec.ts. Every page's link to its twin:
// built-site/i18n/editions.test.ts.
test.describe('the language switch', () => {
  test('leads from an English page to its Telugu twin and back, by keyboard', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/industries/law-enforcement');
    const toTelugu = page
      .getByRole('navigation', { name: en.layoutCopy.accessibilityToolbar.label })
      .getByRole('link', { name: /తెలుగు/ });
    await expect(toTelugu).toHaveAttribute('hreflang', 'te');
    await expect(toTelugu).toHaveAttribute('href', '/te/industries/law-enforcement');
    await toTelugu.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/te\/industries\/law-enforcement$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'te');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/[\u0C00-\u0C7F]/);

    const toEnglish = page
      .getByRole('navigation', { name: te.layoutCopy.accessibilityToolbar.label })
      .getByRole('link', { name: /English/ });
    await expect(toEnglish).toHaveAttribute('hreflang', 'en');
    await toEnglish.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/industries\/law-enforcement$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('Telugu type', () => {
  test('loads only on Telugu pages, and renders their text in it', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (teluguFont.test(request.url())) fonts.push(request.url());
    });
    // Fonts are fetched as text is laid out; document.fonts.ready settles once they are in.
    await page.goto('/about');
    await page.evaluate(() => document.fonts.ready);
    expect(fonts, 'an English page asked for the Telugu face').toEqual([]);

    // The test browser sees no Telugu face of the machine's (scripts/test-browser.mjs), as a
    // computer without one: the page downloads the site's. With font-display:
    // optional a slow first page may keep the fallback; the next page has the face from the cache.
    await page.goto('/te/about');
    await page.evaluate(() => document.fonts.ready);
    expect(fonts.length).toBeGreaterThan(0);
    await page.goto('/te/services');
    await page.evaluate(() => document.fonts.ready);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('DOM.enable');
    await cdp.send('CSS.enable');
    const { root } = await cdp.send('DOM.getDocument');
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: 'h1' });
    const { fonts: rendered } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    expect(rendered.map((font) => font.familyName)).toContain('Noto Sans Telugu');
  });

  test('a Telugu page loads no font but the Telugu face', async ({ page }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font' && !teluguFont.test(request.url())) {
        fonts.push(request.url());
      }
    });
    await page.goto('/te/about');
    await page.evaluate(() => document.fonts.ready);
    // Its few Latin words take Inter's metric-matched fallback: no Inter to wait for, nor to lay
    // the page out again when it arrives.
    expect(fonts).toEqual([]);
  });

  for (const width of [390, 1280]) {
    test(`nothing overflows or is clipped at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const path of [
        '/te',
        '/te/services',
        '/te/blog/telangana-smart-cities',
        '/te/contact',
      ]) {
        await page.goto(path);
        await page.evaluate(() => document.fonts.ready);
        await renderEveryBand(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
        // A heading whose box is shorter than its own text is clipping it.
        const clipped = await page.evaluate(() =>
          [...document.querySelectorAll('h1, h2, h3, button, a')]
            .filter((element) => {
              const style = getComputedStyle(element);
              if (style.overflow === 'visible' && style.overflowY === 'visible') return false;
              return element.scrollHeight > element.clientHeight + 1;
            })
            .map((element) => element.textContent?.trim().slice(0, 40)),
        );
        expect(clipped, `${path}: clipped text`).toEqual([]);
      }
    });
  }
});

test.describe('the contact form in Telugu', () => {
  test('speaks Telugu, and sends the inbox a request it can read', async ({ page }) => {
    let body: unknown;
    await page.route(endpoint, async (route) => {
      body = route.request().postDataJSON();
      await route.fulfill({
        status: 200,
        body: 'OK',
        headers: { 'Access-Control-Allow-Origin': '*' },
      });
    });
    await page.goto('/te/contact');
    const form = page.getByRole('form', { name: te.pages.contact.formSection.heading });
    await form.hover();
    await islandReady(page, 'contact-form');
    await form.getByRole('button', { name: te.contactFormCopy.submitLabel }).click();
    await expect(form.getByText(te.contactErrorMessages.nameMin)).toBeVisible();
    await expect(form.getByText(te.contactErrorMessages.service)).toBeVisible();

    const fields = te.contactFormCopy.fields;
    await form.getByRole('textbox', { name: new RegExp(`^${fields.name.label}`) }).fill('ప్రియ రెడ్డి');
    await form
      .getByRole('textbox', { name: new RegExp(`^${fields.email.label}`) })
      .fill('priya@ap.gov.in');
    const option = te.serviceOptions[0];
    if (!option) throw new Error('no service options');
    await form.getByRole('combobox').selectOption({ label: option.label });
    await form
      .getByRole('textbox', { name: new RegExp(`^${fields.message.label}`) })
      .fill('13 జిల్లాల ఫిర్యాదుల డాష్‌బోర్డ్ కావాలి.');
    await form.getByRole('button', { name: te.contactFormCopy.submitLabel }).click();
    await expect(
      page.getByRole('status').filter({ hasText: te.contactFormCopy.success.title }),
    ).toBeVisible();

    const english = en.serviceOptions.find((entry) => entry.value === option.value);
    expect(body).toMatchObject({
      template_params: {
        from_name: 'ప్రియ రెడ్డి',
        from_email: 'priya@ap.gov.in',
        from_phone: 'Not provided',
        service: `${english?.label} (Telugu site)`,
        message: '13 జిల్లాల ఫిర్యాదుల డాష్‌బోర్డ్ కావాలి.',
      },
    });
  });
});

test.describe('search in Telugu', () => {
  test('/ opens it; a Telugu word of an article finds that article in Telugu, by keyboard', async ({
    page,
  }) => {
    // A Telugu word of articles' bodies only, in the fewest pages (one, with distinct articles),
    // read from the built pages as the index reads them.
    const pagesWith = new Map<string, Set<string>>();
    for (const document of indexedDocuments('te')) {
      for (const word of new Set(document.text.split(/[\s\p{P}]+/u))) {
        if (/^[\u0C00-\u0C7F]{8,}$/.test(word)) {
          pagesWith.set(word, (pagesWith.get(word) ?? new Set()).add(document.url));
        }
      }
    }
    const [word, urls] = [...pagesWith]
      .filter(([, where]) => [...where].every((url) => url.startsWith('/te/blog/')))
      .reduce<[string, Set<string>]>(
        (best, entry) => (best[0] === '' || entry[1].size < best[1].size ? entry : best),
        ['', new Set<string>()],
      );
    expect(word, 'a Telugu word of articles only').not.toBe('');

    await page.goto('/te/about');
    await page.keyboard.press('/');
    const dialog = page.getByRole('dialog', { name: te.layoutCopy.search.dialogTitle });
    const field = dialog.getByRole('searchbox', { name: te.layoutCopy.search.inputLabel });
    await expect(field).toBeFocused();
    await page.keyboard.type(word);
    const result = dialog
      .getByRole('list', { name: te.layoutCopy.search.resultsLabel })
      .getByRole('link');
    // Matching the start of words may add longer words of other pages; an article with it ranks first.
    await expect(result.first()).toHaveAttribute('href', new RegExp(`^(${[...urls].join('|')})$`));
    const href = (await result.first().getAttribute('href')) ?? '';
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('html')).toHaveAttribute('lang', 'te');
  });
});
