import {
  company,
  edition,
  formatDate,
  type Locale,
  locales,
  localizedPath,
  pageReviewDates,
} from '@lumenor/content';
import type { Locator, Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The pages the Guidelines for Indian Government Websites expect (screen reader access, help,
 * feedback, hyperlinking and copyright policies), in both languages; the feedback form with its
 * EmailJS call intercepted; and the review dates of the other pages.
 */

const gigwPaths = [
  '/screen-reader-access',
  '/help',
  '/feedback',
  '/hyperlinking-policy',
  '/copyright-policy',
] as const;

const endpoint = 'https://api.emailjs.com/api/v1.0/email/send';

const pageCases = locales.flatMap((locale) =>
  gigwPaths.map((path) => ({ locale, path, url: localizedPath(path, locale) })),
);

function headingOf(path: string, locale: Locale): string {
  const record = edition(locale).sitePages.find((page) => page.path === path);
  if (!record) throw new Error(`no site page ${path}`);
  return record.heading;
}

test.describe('every GIGW page, in both languages', () => {
  for (const { locale, path, url } of pageCases) {
    test(`${url} renders in its language`, async ({ page }) => {
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', edition(locale).details.lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf(path, locale));
    });
  }

  for (const locale of locales) {
    test(`${locale}: the footer, the sitemap page and sitemap.xml lead to every one`, async ({
      page,
      request,
    }) => {
      const sitemapXml = await (await request.get('/sitemap.xml')).text();
      await page.goto(localizedPath('/sitemap', locale));
      for (const path of gigwPaths) {
        const url = localizedPath(path, locale);
        await expect(page.getByRole('contentinfo').locator(`a[href="${url}"]`), url).toHaveCount(1);
        await expect(page.getByRole('main').locator(`a[href="${url}"]`), url).toHaveCount(1);
        expect(sitemapXml).toContain(`<loc>${new URL(url, 'https://www.lumenor.in').href}</loc>`);
        for (const alternate of locales) {
          const href = new URL(localizedPath(path, alternate), 'https://www.lumenor.in').href;
          expect(sitemapXml).toContain(
            `hreflang="${edition(alternate).details.lang}" href="${href}"`,
          );
        }
      }
    });
  }
});

test.describe('dates', () => {
  const dated = ['/', '/services', '/about', '/govconnect-360', '/feedback'];

  test('the home page and the main pages say when they were last reviewed, in their language', async ({
    page,
  }) => {
    for (const locale of locales) {
      const { layoutCopy } = edition(locale);
      for (const path of dated) {
        const iso = pageReviewDates[path] ?? '';
        await page.goto(localizedPath(path, locale));
        const time = page.getByRole('main').locator(`time[datetime="${iso}"]`);
        await expect(time, path).toHaveText(formatDate(iso, locale));
        await expect(time.locator('..')).toContainText(layoutCopy.lastReviewedLabel);
      }
    }
  });

  test('the documents show their own date under the heading, and no second one', async ({
    page,
  }) => {
    for (const path of ['/accessibility', '/help', '/copyright-policy']) {
      await page.goto(path);
      await expect(page.getByRole('main').locator('time[datetime]')).toHaveCount(1);
      await expect(page.getByRole('main').locator('time[datetime]')).toHaveAttribute(
        'datetime',
        /^\d{4}-\d{2}-\d{2}$/,
      );
    }
  });
});

test('the accessibility statement links the feedback form and a real e-mail address', async ({
  page,
}) => {
  for (const locale of locales) {
    await page.goto(localizedPath('/accessibility', locale));
    const main = page.getByRole('main');
    await expect(main.locator(`a[href="mailto:${company.email}"]`)).toHaveCount(1);
    await expect(main.locator(`a[href="${localizedPath('/feedback', locale)}"]`)).toHaveCount(1);
    await expect(main).toContainText('page-sweep.spec.ts');
  }
});

test('the screen reader page links each reader’s maker, saying it is another website', async ({
  page,
}) => {
  await page.goto('/screen-reader-access');
  const nvda = page.getByRole('main').locator('a[href="https://www.nvaccess.org/download/"]');
  // Same tab, as GOV.UK does; the name tells a screen reader where the link leads.
  await expect(nvda).not.toHaveAttribute('target', '_blank');
  await expect(nvda).toHaveAccessibleName(
    new RegExp(`\\(${edition('en').layoutCopy.externalLinkNote}\\)$`),
  );
  for (const reader of ['NVDA', 'JAWS', 'VoiceOver', 'TalkBack', 'Narrator']) {
    await expect(
      page.getByRole('heading', { level: 2, name: new RegExp(`^${reader}`) }),
    ).toBeVisible();
  }
});

// ---------------------------------------------------------------------------------------------
// The feedback form

type Feedback = { name: string; email: string; message: string };

const feedback: Feedback = {
  name: 'Lakshmi Narayana',
  email: 'lakshmi.n@telangana.gov.in',
  message: 'The Telugu services page reads well with NVDA; the search box could be larger.',
};

function feedbackForm(page: Page, locale: Locale = 'en'): Locator {
  return page.getByRole('form', { name: edition(locale).pages.feedback.formSection.heading });
}

function feedbackField(page: Page, name: keyof Feedback, locale: Locale = 'en'): Locator {
  const label = edition(locale).feedbackFormCopy.fields[name].label;
  return feedbackForm(page, locale).getByRole('textbox', { name: new RegExp(`^${label}`) });
}

async function openFeedback(page: Page, locale: Locale = 'en') {
  await page.goto(localizedPath('/feedback', locale));
  await feedbackForm(page, locale).hover();
  await expect(page.locator('[data-contact-form]')).toHaveAttribute('data-ready', 'true');
}

async function fill(page: Page, values: Feedback, locale: Locale = 'en') {
  for (const name of ['name', 'email', 'message'] as const) {
    await feedbackField(page, name, locale).fill(values[name]);
  }
}

function submit(page: Page, locale: Locale = 'en'): Promise<void> {
  const { submitLabel } = edition(locale).feedbackFormCopy;
  return feedbackForm(page, locale).getByRole('button', { name: submitLabel }).click();
}

async function interceptSend(page: Page, status: number): Promise<Request[]> {
  const posts: Request[] = [];
  await page.route(endpoint, async (route: Route) => {
    if (route.request().method() === 'POST') posts.push(route.request());
    await route.fulfill({
      status,
      contentType: 'text/plain',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: status === 200 ? 'OK' : 'Server error',
    });
  });
  return posts;
}

test.describe('the feedback form', () => {
  test('shows only name, e-mail and feedback, and names what is missing', async ({ page }) => {
    const posts = await interceptSend(page, 200);
    await openFeedback(page);
    const form = feedbackForm(page);
    await expect(form.getByRole('textbox')).toHaveCount(3);
    await expect(form.getByRole('combobox')).toHaveCount(0);

    await submit(page);
    await expect(feedbackField(page, 'name')).toBeFocused();
    const messages = {
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      message: 'Feedback must be at least 10 characters',
    };
    for (const [name, message] of Object.entries(messages)) {
      const input = feedbackField(page, name as keyof Feedback);
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(new RegExp(message));
    }
    // Corrected, each message goes as the visitor types.
    await feedbackField(page, 'email').fill(feedback.email);
    await expect(feedbackField(page, 'email')).not.toHaveAttribute('aria-invalid', 'true');
    expect(posts).toHaveLength(0);
  });

  test('sends the three fields as website feedback, thanks the visitor and empties the form', async ({
    page,
  }) => {
    const posts = await interceptSend(page, 200);
    await openFeedback(page);
    await fill(page, feedback);
    await submit(page);

    const { success } = edition('en').feedbackFormCopy;
    await expect(page.getByRole('status').filter({ hasText: success.title })).toBeVisible();
    expect(posts).toHaveLength(1);
    const body = posts[0]?.postDataJSON() as { template_params: Record<string, string> };
    expect(body.template_params).toEqual({
      from_name: feedback.name,
      from_email: feedback.email,
      from_phone: 'Not provided',
      service: 'Website feedback',
      message: feedback.message,
      to_email: company.email,
    });
    await expect(feedbackField(page, 'name')).toHaveValue('');
    await expect(feedbackField(page, 'message')).toHaveValue('');
  });

  test('on a failed send, says so and keeps everything typed, also after a reload', async ({
    page,
  }) => {
    const posts = await interceptSend(page, 500);
    await openFeedback(page);
    await fill(page, feedback);
    await submit(page);

    const { failure } = edition('en').feedbackFormCopy;
    await expect(page.getByRole('alert').filter({ hasText: failure.description })).toBeVisible();
    expect(posts).toHaveLength(1);
    for (const name of ['name', 'email', 'message'] as const) {
      await expect(feedbackField(page, name)).toHaveValue(feedback[name]);
    }
    await openFeedback(page);
    for (const name of ['name', 'email', 'message'] as const) {
      await expect(feedbackField(page, name)).toHaveValue(feedback[name]);
    }
    // The consultation form keeps its own draft: the feedback does not fill it.
    await page.goto('/contact');
    const contactForm = page.getByRole('form', {
      name: edition('en').pages.contact.formSection.heading,
    });
    await contactForm.hover();
    await expect(page.locator('[data-contact-form]')).toHaveAttribute('data-ready', 'true');
    await expect(contactForm.getByRole('textbox').first()).toHaveValue('');
  });

  test('in Telugu, the inbox still reads it as website feedback, marked as from the Telugu site', async ({
    page,
  }) => {
    const posts = await interceptSend(page, 200);
    await openFeedback(page, 'te');
    await fill(page, feedback, 'te');
    await submit(page, 'te');
    const { success } = edition('te').feedbackFormCopy;
    await expect(page.getByRole('status').filter({ hasText: success.title })).toBeVisible();
    const body = posts[0]?.postDataJSON() as { template_params: Record<string, string> };
    expect(body.template_params.service).toBe('Website feedback (Telugu site)');
  });
});

test.describe('the feedback page without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('reads fully and offers the e-mail address instead of the form', async ({ page }) => {
    await page.goto('/feedback');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(headingOf('/feedback', 'en'));
    const { noScript } = edition('en').feedbackFormCopy;
    // Playwright's text search skips <noscript>, whose content shows here: read the paragraph.
    const note = page.getByRole('main').locator('noscript p');
    await expect(note).toBeVisible();
    expect(await note.evaluate((element) => element.textContent)).toContain(noScript.before);
    // The note's own mail link (the form's note for a failed script has one too, hidden here).
    await expect(note.locator(`a[href="mailto:${company.email}"]`)).toBeVisible();
  });
});
