import { company, edition, type Locale, localizedPath } from '@lumenor/content';
import type { Locator, Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The feedback form of the pages the Guidelines for Indian Government Websites expect, with its
 * EmailJS call intercepted. The pages' headings, links and dates are read from the built HTML
 * (built-site/gigw-pages.test.ts), the note in the form's place without JavaScript too
 * (built-site/contact-form.test.ts; the consultation form's page tried so in
 * no-javascript.spec.ts).
 */

const endpoint = 'https://api.emailjs.com/api/v1.0/email/send';

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
