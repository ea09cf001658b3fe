import { company, contactFormCopy, layoutCopy, pages } from '@lumenor/content';
import type { Locator, Page, Request, Route } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The consultation form end to end (issue 5; SPEC §4, §5, §7, §8). The EmailJS call is always
 * intercepted: no test reaches the real service. Expected texts are written out from the spec
 * rather than read from the copy, so a changed message fails here.
 */

const endpoint = 'https://api.emailjs.com/api/v1.0/email/send';

const spec = {
  nameMin: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  service: 'Please select a service',
  messageMin: 'Message must be at least 10 characters',
  pending: 'Submitting...',
  successTitle: 'Form submitted successfully!',
  successText: "We'll get back to you as soon as possible.",
  errorTitle: 'Error',
  errorText: 'There was a problem submitting your form. Please try again later.',
} as const;
const allMessages = [spec.nameMin, spec.email, spec.service, spec.messageMin];

const labels = contactFormCopy.fields;
const submitLabel = contactFormCopy.submitLabel;

type Values = { name: string; email: string; phone: string; service: string; message: string };
type Field = keyof Values;

const valid: Values = {
  name: 'Priya Reddy',
  email: 'priya.reddy@ap.gov.in',
  phone: '+91 98480 12345',
  service: 'AI & Machine Learning Solutions',
  message: 'We need a grievance dashboard for 13 districts of Andhra Pradesh.',
};

// ---------------------------------------------------------------------------------------------
// Helpers

function form(page: Page): Locator {
  return page.getByRole('form', { name: pages.contact.formSection.heading });
}

function field(page: Page, name: Exclude<Field, 'service'>): Locator {
  const label = labels[name].label;
  return form(page).getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}`) });
}

/** The service field: a native select (role combobox). */
function serviceSelect(page: Page): Locator {
  return form(page).getByRole('combobox', { name: new RegExp(escapeRegExp(labels.service.label)) });
}

/** The option the service select shows (the placeholder while nothing is chosen). */
function shownService(page: Page): Locator {
  return serviceSelect(page).locator('option:checked');
}

function submitButton(page: Page): Locator {
  return form(page).getByRole('button', { name: new RegExp(`^(${submitLabel}|${spec.pending})`) });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function openForm(page: Page) {
  await page.goto('/contact');
  await waitForForm(page);
}

/**
 * The form's island hydrates when a visitor reaches for it (pointer, focus or touch); the draft is
 * restored then. Tests of what a quick visitor does before that skip this.
 */
async function waitForForm(page: Page) {
  await form(page).hover();
  await expect(page.locator('[data-contact-form]')).toHaveAttribute('data-ready', 'true');
  await expect(submitButton(page)).toBeEnabled();
}

async function chooseService(page: Page, label: string) {
  await serviceSelect(page).selectOption({ label });
  await expect(shownService(page)).toHaveText(label);
}

async function fillForm(page: Page, values: Partial<Values>) {
  for (const name of ['name', 'email', 'phone', 'message'] as const) {
    const value = values[name];
    if (value !== undefined) await field(page, name).fill(value);
  }
  if (values.service) await chooseService(page, values.service);
}

type SendLog = { posts: Request[] };

/** Intercepts the EmailJS call; `respond` decides what each POST gets. */
async function interceptSend(
  page: Page,
  respond: (route: Route) => Promise<void> = (route) => fulfil(route, 200, 'OK'),
): Promise<SendLog> {
  const log: SendLog = { posts: [] };
  await page.route(endpoint, async (route) => {
    if (route.request().method() === 'POST') log.posts.push(route.request());
    await respond(route);
  });
  return log;
}

function fulfil(route: Route, status: number, body: string) {
  return route.fulfill({
    status,
    contentType: 'text/plain',
    headers: { 'Access-Control-Allow-Origin': '*' },
    body,
  });
}

function toast(page: Page): Locator {
  return page
    .getByRole('region', { name: layoutCopy.toastRegionLabel })
    .locator('[role="alert"], [role="status"]')
    .filter({ hasText: /Form submitted successfully!|Error/ });
}

/** A success is announced politely (status); an error assertively (alert), and it stays. */
async function expectSuccessToast(page: Page) {
  const alert = page.getByRole('status').filter({ hasText: spec.successTitle });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(spec.successText);
}

async function expectErrorToast(page: Page) {
  const alert = page.getByRole('alert').filter({ hasText: spec.errorText });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(spec.errorTitle);
}

async function expectValues(page: Page, values: Values) {
  await expect(field(page, 'name')).toHaveValue(values.name);
  // type=email: the browser's value sanitisation drops surrounding white space and line breaks.
  await expect(field(page, 'email')).toHaveValue(values.email.replace(/[\r\n]/g, '').trim());
  await expect(field(page, 'phone')).toHaveValue(values.phone);
  await expect(field(page, 'message')).toHaveValue(values.message);
  await expect(shownService(page)).toHaveText(values.service || (labels.service.placeholder ?? ''));
}

const emptyValues: Values = { name: '', email: '', phone: '', service: '', message: '' };

/** Each field's error, or that it has none: shown as text and linked to the field. */
async function expectErrors(page: Page, errors: Partial<Record<Field, string>>) {
  for (const name of ['name', 'email', 'phone', 'message'] as const) {
    const message = errors[name];
    const input = field(page, name);
    if (message) {
      await expect(input).toHaveAttribute('aria-invalid', 'true');
      await expect(input).toHaveAccessibleDescription(new RegExp(escapeRegExp(message)));
    } else {
      await expect(input).not.toHaveAttribute('aria-invalid', 'true');
    }
  }
  if (errors.service) {
    await expect(serviceSelect(page)).toHaveAccessibleDescription(
      new RegExp(escapeRegExp(errors.service)),
    );
  }
  for (const message of allMessages) {
    const expected = Object.values(errors).filter((text) => text === message).length;
    await expect(form(page).getByText(message, { exact: true })).toHaveCount(expected);
  }
}

// ---------------------------------------------------------------------------------------------
// Sending

test.describe('sending a request', () => {
  test('success: the payload, the toast, the reset and the cleared draft', async ({ page }) => {
    const log = await interceptSend(page);
    await openForm(page);
    await fillForm(page, {
      ...valid,
      name: `  ${valid.name} `,
      email: ` ${valid.email}`,
    });
    await submitButton(page).click();

    await expectSuccessToast(page);
    expect(log.posts).toHaveLength(1);
    const request = log.posts[0] as Request;
    expect(request.method()).toBe('POST');
    expect(request.headers()['content-type']).toBe('application/json');
    const body = request.postDataJSON() as Record<string, unknown>;
    expect(Object.keys(body).sort()).toEqual([
      'service_id',
      'template_id',
      'template_params',
      'user_id',
    ]);
    expect(typeof body.service_id).toBe('string');
    expect(typeof body.template_id).toBe('string');
    expect(typeof body.user_id).toBe('string');
    const params = body.template_params as Record<string, unknown>;
    expect(Object.keys(params).sort()).toEqual([
      'from_email',
      'from_name',
      'from_phone',
      'message',
      'service',
      'to_email',
    ]);
    expect(params.from_name).toBe('Priya Reddy');
    expect(params.from_email).toBe('priya.reddy@ap.gov.in');
    expect(params.from_phone).toBe('+91 98480 12345');
    expect(params.service).toBe('AI & Machine Learning Solutions');
    expect(params.message).toBe(valid.message);
    expect(params.to_email).toBe(company.email);

    await expectValues(page, emptyValues);
    await expect(submitButton(page)).toHaveText(submitLabel);
    expect(
      await page.evaluate(() => sessionStorage.getItem('lumenor:contact-draft:v1')),
    ).toBeNull();
  });

  test("an empty phone is sent as 'Not provided'", async ({ page }) => {
    const log = await interceptSend(page);
    await openForm(page);
    await fillForm(page, { ...valid, phone: '' });
    await submitButton(page).click();
    await expectSuccessToast(page);
    const body = log.posts[0]?.postDataJSON() as { template_params: Record<string, string> };
    expect(body.template_params.from_phone).toBe('Not provided');
  });

  test('each service is sent by its label', async ({ page }) => {
    const log = await interceptSend(page);
    await openForm(page);
    const services = [
      'Custom Software Development',
      'AI & Machine Learning Solutions',
      'Cloud Migration & DevOps',
      'Cybersecurity & Compliance',
      'Customized Dashboards & Analytics',
      'Other Services',
    ];
    for (const [index, service] of services.entries()) {
      await fillForm(page, { ...valid, service });
      await submitButton(page).click();
      await expect.poll(() => log.posts.length).toBe(index + 1);
      await expect(field(page, 'name')).toHaveValue('');
      const body = log.posts[index]?.postDataJSON() as {
        template_params: Record<string, string>;
      };
      expect(body.template_params.service).toBe(service);
    }
  });

  for (const status of [400, 403, 429, 500]) {
    test(`HTTP ${status}: error logged, destructive toast, values kept`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      const log = await interceptSend(page, (route) => fulfil(route, status, 'Bad request'));
      await openForm(page);
      await fillForm(page, valid);
      await submitButton(page).click();

      await expectErrorToast(page);
      await expect(page.getByRole('alert').filter({ hasText: spec.successTitle })).toHaveCount(0);
      expect(log.posts).toHaveLength(1);
      await expectValues(page, valid);
      await expect(submitButton(page)).toHaveText(submitLabel);
      await expect(submitButton(page)).toBeEnabled();
      expect(errors.some((text) => text.includes(`EmailJS answered ${status}`))).toBe(true);
      // The draft is still there: a reload brings the values back.
      await page.reload();
      await waitForForm(page);
      await expectValues(page, valid);
    });
  }

  test('an error toast stays until dismissed, and its Dismiss button is the next Tab stop', async ({
    page,
  }) => {
    await page.clock.install();
    await interceptSend(page, (route) => fulfil(route, 500, 'Server error'));
    await openForm(page);
    await fillForm(page, valid);
    await submitButton(page).click();
    await expectErrorToast(page);
    await page.clock.fastForward(60_000);
    await expectErrorToast(page);
    await submitButton(page).focus();
    await page.keyboard.press('Tab');
    const dismiss = page.getByRole('button', { name: layoutCopy.dismissLabel });
    await expect(dismiss).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toast(page)).toHaveCount(0);
  });

  test('a network failure takes the failure path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const log = await interceptSend(page, (route) => route.abort('internetdisconnected'));
    await openForm(page);
    await fillForm(page, valid);
    await submitButton(page).click();
    await expectErrorToast(page);
    expect(log.posts).toHaveLength(1);
    await expectValues(page, valid);
    await expect(submitButton(page)).toHaveText(submitLabel);
    expect(errors.some((text) => /TypeError|Failed to fetch/.test(text))).toBe(true);
  });

  test('a request that hangs is aborted after 15 s and takes the failure path', async ({
    page,
  }) => {
    await page.clock.install();
    const hanging: Route[] = [];
    const log = await interceptSend(page, async (route) => {
      hanging.push(route);
    });
    await openForm(page);
    await fillForm(page, valid);
    // From here on time moves only when the test says so: the toast's own 5 s timer then cannot
    // close it on a slow machine before it is checked.
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 5_000);
    await submitButton(page).click();
    await expect.poll(() => log.posts.length).toBe(1);
    await expect(submitButton(page)).toHaveText(spec.pending);

    await page.clock.fastForward(14_000);
    await expect(submitButton(page)).toHaveText(spec.pending);
    await expect(toast(page)).toHaveCount(0);

    await page.clock.fastForward(1_500);
    // The first toast loads the toast queue and UI lazily; React reveals it on a timer of its
    // own, which the paused clock has to let run: a little at a time, while the chunks arrive in
    // real time, far from the toast's 5 s auto-close.
    await expect
      .poll(
        async () => {
          await page.clock.runFor(100);
          return toast(page).count();
        },
        { timeout: 15_000 },
      )
      .toBe(1);
    await expectErrorToast(page);
    await expect(submitButton(page)).toHaveText(submitLabel);
    await expectValues(page, valid);
    expect(log.posts).toHaveLength(1);
    for (const route of hanging) await route.abort().catch(() => undefined);
  });

  test('pending: the button is disabled, reads Submitting... and the state is announced', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const log = await interceptSend(page, async (route) => {
      await released;
      await fulfil(route, 200, 'OK');
    });
    await openForm(page);
    await fillForm(page, valid);
    await submitButton(page).click();

    await expect(submitButton(page)).toHaveText(spec.pending);
    await expect(submitButton(page)).toBeDisabled();
    await expect(page.getByTestId('contact-form-status')).toHaveText(spec.pending);
    // Pressing again while pending sends nothing more.
    await submitButton(page).click({ force: true });
    await field(page, 'name').press('Enter');
    await expectValues(page, valid);

    release();
    await expectSuccessToast(page);
    await expect(submitButton(page)).toHaveText(submitLabel);
    await expect(page.getByTestId('contact-form-status')).toHaveText('');
    expect(log.posts).toHaveLength(1);
  });

  test('a double submission sends one request', async ({ page }) => {
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const log = await interceptSend(page, async (route) => {
      await released;
      await fulfil(route, 200, 'OK');
    });
    await openForm(page);
    await fillForm(page, valid);
    // Two submits in the same tick, before React re-renders the button as pending.
    await form(page).evaluate((element) => {
      const formElement = element as HTMLFormElement;
      formElement.requestSubmit();
      formElement.requestSubmit();
      formElement.requestSubmit();
    });
    await expect(submitButton(page)).toHaveText(spec.pending);
    release();
    await expectSuccessToast(page);
    expect(log.posts).toHaveLength(1);
  });

  test('a filled honeypot pretends success and sends nothing', async ({ page }) => {
    const log = await interceptSend(page);
    await openForm(page);
    await fillForm(page, valid);
    const trap = form(page).locator('input[name="website"]');
    await expect(trap).toHaveAttribute('tabindex', '-1');
    await expect(trap).toHaveAttribute('autocomplete', 'off');
    await expect(
      form(page).locator('[aria-hidden="true"]:has(> input[name="website"])'),
    ).toHaveCount(1);
    await trap.evaluate((input) => {
      (input as HTMLInputElement).value = 'https://cheap-pills.example';
    });
    await submitButton(page).click();
    await expectSuccessToast(page);
    await expectValues(page, emptyValues);
    expect(log.posts).toHaveLength(0);
  });

  test('the honeypot is out of reach: not in the tab order or the accessibility tree', async ({
    page,
  }) => {
    await openForm(page);
    await expect(form(page).getByRole('textbox')).toHaveCount(4);
    await expect(page.getByRole('textbox', { name: contactFormCopy.honeypotLabel })).toHaveCount(0);
    await expect(form(page).locator('input[name="website"]')).toHaveAttribute('tabindex', '-1');
  });
});

// ---------------------------------------------------------------------------------------------
// The checks (valibot, the messages, the payload and the sending) load on the first focus or press
// inside the form, not with the page.

const checksChunk = /\/islands\/validation-[\w-]+\.js$/;

/** Holds the checks' chunk until `release` is called. */
async function holdChecks(page: Page) {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const requests: string[] = [];
  await page.route(checksChunk, async (route) => {
    requests.push(route.request().url());
    await released;
    await route.continue();
  });
  return { requests, release };
}

test.describe('loading the checks on demand', () => {
  test('the page loads without them; the first focus in the form fetches them', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      if (checksChunk.test(new URL(request.url()).pathname)) requests.push(request.url());
    });
    await page.goto('/contact', { waitUntil: 'networkidle' });
    await waitForForm(page);
    const html = await page.content();
    expect(html).not.toMatch(/validation-[\w-]+\.js/);
    // Scrolling, reading and focus elsewhere show no intent to send.
    await page.getByRole('link', { name: company.email }).first().focus();
    await page.mouse.wheel(0, 400);
    await page.waitForLoadState('networkidle');
    expect(requests).toEqual([]);

    await field(page, 'name').focus();
    await expect.poll(() => requests.length).toBe(1);
  });

  test('a submit before they arrive waits in the pending state, then sends once', async ({
    page,
  }) => {
    const log = await interceptSend(page);
    const checks = await holdChecks(page);
    await openForm(page);
    await fillForm(page, valid);
    await expect.poll(() => checks.requests.length).toBe(1);
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText(spec.pending);
    await expect(submitButton(page)).toBeDisabled();
    await expect(page.getByTestId('contact-form-status')).toHaveText(spec.pending);
    // Pressing again while waiting sends nothing more.
    await field(page, 'name').press('Enter');
    expect(log.posts).toHaveLength(0);

    checks.release();
    await expectSuccessToast(page);
    expect(log.posts).toHaveLength(1);
    const body = log.posts[0]?.postDataJSON() as { template_params: Record<string, string> };
    expect(body.template_params).toMatchObject({
      from_name: valid.name,
      service: valid.service,
      message: valid.message,
    });
    await expectValues(page, emptyValues);
    expect(checks.requests).toHaveLength(1);
  });

  test('an invalid submit before they arrive shows the errors once they are there', async ({
    page,
  }) => {
    const log = await interceptSend(page);
    const checks = await holdChecks(page);
    await openForm(page);
    await submitButton(page).click();
    await expect(submitButton(page)).toHaveText(spec.pending);
    await expectErrors(page, {});

    checks.release();
    await expectErrors(page, {
      name: spec.nameMin,
      email: spec.email,
      service: spec.service,
      message: spec.messageMin,
    });
    await expect(field(page, 'name')).toBeFocused();
    await expect(submitButton(page)).toHaveText(submitLabel);
    // Errors then follow the corrections, as always.
    await field(page, 'name').fill('Priya');
    await expectErrors(page, {
      email: spec.email,
      service: spec.service,
      message: spec.messageMin,
    });
    expect(log.posts).toHaveLength(0);
  });

  test('if they fail to load: failure toast, values kept, and the next submit tries again', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const log = await interceptSend(page);
    let failing = true;
    let attempts = 0;
    await page.route(checksChunk, async (route) => {
      attempts += 1;
      if (failing) await route.abort('internetdisconnected');
      else await route.continue();
    });
    await openForm(page);
    await fillForm(page, valid);
    await submitButton(page).click();

    await expectErrorToast(page);
    await expect(submitButton(page)).toHaveText(submitLabel);
    await expect(submitButton(page)).toBeEnabled();
    await expectValues(page, valid);
    expect(log.posts).toHaveLength(0);
    expect(errors.length).toBeGreaterThan(0);
    // The draft is kept as well.
    expect(
      await page.evaluate(() => sessionStorage.getItem('lumenor:contact-draft:v1')),
    ).not.toBeNull();

    failing = false;
    const failedAttempts = attempts;
    await submitButton(page).click();
    await expectSuccessToast(page);
    expect(attempts).toBeGreaterThan(failedAttempts);
    expect(log.posts).toHaveLength(1);
    await expectValues(page, emptyValues);
  });
});

// ---------------------------------------------------------------------------------------------
// Validation, focus and announcements

test.describe('checking the form', () => {
  test('an empty submit shows every error, focuses the first invalid field, sends nothing', async ({
    page,
  }) => {
    const log = await interceptSend(page);
    await openForm(page);
    await expectErrors(page, {});
    await submitButton(page).click();
    await expectErrors(page, {
      name: spec.nameMin,
      email: spec.email,
      service: spec.service,
      message: spec.messageMin,
    });
    await expect(field(page, 'name')).toBeFocused();
    expect(log.posts).toHaveLength(0);
  });

  test('focus moves to the first invalid field in form order', async ({ page }) => {
    const log = await interceptSend(page);
    await openForm(page);
    await fillForm(page, { ...valid, email: 'not-an-address', message: 'short' });
    await submitButton(page).click();
    await expect(field(page, 'email')).toBeFocused();

    await field(page, 'email').fill(valid.email);
    await submitButton(page).click();
    await expect(field(page, 'message')).toBeFocused();

    // A fresh form where only the service is missing (a chosen service cannot be unchosen).
    await page.evaluate(() => sessionStorage.clear());
    await page.reload();
    await waitForForm(page);
    await fillForm(page, { ...valid, service: '' });
    await submitButton(page).click();
    await expect(serviceSelect(page)).toBeFocused();
    await expectErrors(page, { service: spec.service });
    expect(log.posts).toHaveLength(0);
  });

  test('errors follow the corrections after a failed submit', async ({ page }) => {
    await interceptSend(page);
    await openForm(page);
    await field(page, 'name').fill('A');
    // Before the first submit, nothing is flagged while typing.
    await expectErrors(page, {});
    await submitButton(page).click();
    await expectErrors(page, {
      name: spec.nameMin,
      email: spec.email,
      service: spec.service,
      message: spec.messageMin,
    });
    await field(page, 'name').fill('Al');
    await field(page, 'email').fill('al@');
    await expectErrors(page, {
      email: spec.email,
      service: spec.service,
      message: spec.messageMin,
    });
    await field(page, 'email').pressSequentially('ts.gov.in');
    await chooseService(page, 'Other Services');
    await expectErrors(page, { message: spec.messageMin });
    await field(page, 'message').fill('123456789');
    await expectErrors(page, { message: spec.messageMin });
    await field(page, 'message').press('0');
    await expectErrors(page, {});
  });

  test('the message box is at least 120 px tall and counts characters near the limit', async ({
    page,
  }) => {
    await openForm(page);
    const box = await field(page, 'message').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(120);
    await expect(field(page, 'message')).toHaveAttribute('maxlength', '5000');
    await field(page, 'message').fill('a'.repeat(4_900));
    await expect(form(page).getByTestId('character-count')).toHaveText('4,900 of 5,000 characters');
    await field(page, 'message').fill('a'.repeat(10_000));
    await expect(field(page, 'message')).toHaveValue('a'.repeat(5_000));
    await expect(form(page).getByTestId('character-count')).toHaveText('5,000 of 5,000 characters');
  });

  test('HTML and script text stay text', async ({ page }) => {
    page.on('dialog', () => {
      throw new Error('a dialog opened: typed text was run as script');
    });
    await interceptSend(page);
    await openForm(page);
    const html = '<img src=x onerror="alert(1)"><b>bold</b>';
    await fillForm(page, { name: html, email: '<script>alert(1)</script>', message: html });
    await submitButton(page).click();
    await expectErrors(page, { email: spec.email, service: spec.service });
    await expect(field(page, 'name')).toHaveValue(html);
    await expect(form(page).locator('b, img, script')).toHaveCount(0);
  });
});

// ---------------------------------------------------------------------------------------------
// The table of bad and unusual inputs. Each row starts from a valid request and changes some
// fields; `errors` is the exact set of messages shown, and a row with errors never sends.

type Row = {
  title: string;
  patch: Partial<Values>;
  errors: Partial<Record<Field, string>>;
  /** For rows that are accepted: template_params that must be sent. */
  sent?: Partial<Record<string, string>>;
  /** The value a field holds after typing, when the browser caps it. */
  capped?: Partial<Values>;
};

const tenThousand = 'a'.repeat(10_000);
const nineChars = '123456789';

const rows: Row[] = [
  {
    title: 'everything empty',
    patch: emptyValues,
    errors: {
      name: spec.nameMin,
      email: spec.email,
      service: spec.service,
      message: spec.messageMin,
    },
  },
  {
    title: 'white space only in every box',
    patch: { name: '   ', email: '  ', phone: '   ', service: '', message: '\n\n  \t  \n' },
    errors: {
      name: spec.nameMin,
      email: spec.email,
      service: spec.service,
      message: spec.messageMin,
    },
  },
  { title: 'empty name', patch: { name: '' }, errors: { name: spec.nameMin } },
  { title: 'white space name', patch: { name: '     ' }, errors: { name: spec.nameMin } },
  { title: 'one-character name', patch: { name: 'A' }, errors: { name: spec.nameMin } },
  {
    title: 'one character padded with spaces',
    patch: { name: '  A  ' },
    errors: { name: spec.nameMin },
  },
  { title: 'one emoji as name', patch: { name: '👍🏽' }, errors: { name: spec.nameMin } },
  { title: 'one Telugu letter as name', patch: { name: 'రా' }, errors: { name: spec.nameMin } },
  { title: 'empty e-mail', patch: { email: '' }, errors: { email: spec.email } },
  { title: 'white space e-mail', patch: { email: '   ' }, errors: { email: spec.email } },
  { title: 'e-mail without @', patch: { email: 'priya.ap.gov.in' }, errors: { email: spec.email } },
  {
    title: 'e-mail without local part',
    patch: { email: '@ap.gov.in' },
    errors: { email: spec.email },
  },
  { title: 'e-mail without domain', patch: { email: 'priya@' }, errors: { email: spec.email } },
  {
    title: 'e-mail with two @',
    patch: { email: 'priya@@ap.gov.in' },
    errors: { email: spec.email },
  },
  {
    title: 'e-mail without top-level domain',
    patch: { email: 'priya@ap' },
    errors: { email: spec.email },
  },
  {
    title: 'e-mail with empty domain label',
    patch: { email: 'priya@ap..gov.in' },
    errors: { email: spec.email },
  },
  {
    title: 'e-mail with double dot in local part',
    patch: { email: 'priya..r@ap.gov.in' },
    errors: { email: spec.email },
  },
  {
    title: 'e-mail with a space',
    patch: { email: 'priya reddy@ap.gov.in' },
    errors: { email: spec.email },
  },
  {
    title: 'e-mail with display name',
    patch: { email: 'Priya <priya@ap.gov.in>' },
    errors: { email: spec.email },
  },
  {
    title: 'two e-mail addresses',
    patch: { email: 'priya@ap.gov.in,ravi@ts.gov.in' },
    errors: { email: spec.email },
  },
  {
    title: 'e-mail with Telugu local part',
    patch: { email: 'ప్రియ@ap.gov.in' },
    errors: { email: spec.email },
  },
  {
    title: 'e-mail with one-letter top-level domain',
    patch: { email: 'priya@ap.gov.i' },
    errors: { email: spec.email },
  },
  {
    title: 'script as e-mail',
    patch: { email: '<script>alert(1)</script>' },
    errors: { email: spec.email },
  },
  { title: 'no service chosen', patch: { service: '' }, errors: { service: spec.service } },
  { title: 'empty message', patch: { message: '' }, errors: { message: spec.messageMin } },
  {
    title: 'white space message',
    patch: { message: '          ' },
    errors: { message: spec.messageMin },
  },
  {
    title: '9-character message',
    patch: { message: nineChars },
    errors: { message: spec.messageMin },
  },
  {
    title: '9 characters padded to 15 with spaces',
    patch: { message: `   ${nineChars}   ` },
    errors: { message: spec.messageMin },
  },
  {
    title: 'five emoji (10 code units, 5 characters)',
    patch: { message: '🙂🙂🙂🙂🙂' },
    errors: { message: spec.messageMin },
  },
  {
    title: 'short Telugu message (4 characters)',
    patch: { message: 'నమస్కారం' },
    errors: { message: spec.messageMin },
  },
  {
    title: 'short right-to-left message',
    patch: { message: 'مرحبا بكم' },
    errors: { message: spec.messageMin },
  },
  {
    title: '10,000-character message with an empty name: capped at 5,000, only the name fails',
    patch: { name: '', message: tenThousand },
    capped: { message: 'a'.repeat(5_000) },
    errors: { name: spec.nameMin },
  },
  {
    title: 'HTML name and script e-mail',
    patch: { name: '<b>Ravi</b>', email: '"><script>alert(1)</script>' },
    errors: { email: spec.email },
  },
  // Accepted: unusual but valid, sent exactly as typed (trimmed).
  {
    title: 'two-character name and 10-character message are enough',
    patch: { name: 'Al', message: '1234567890' },
    errors: {},
    sent: { from_name: 'Al', message: '1234567890' },
  },
  {
    title: '10,000-character message is capped at 5,000 and sent',
    patch: { message: tenThousand },
    capped: { message: 'a'.repeat(5_000) },
    errors: {},
    sent: { message: 'a'.repeat(5_000) },
  },
  {
    title: 'HTML and script text is sent as text',
    patch: { name: '<b>Ravi</b>', message: '<script>alert("x")</script> please call us' },
    errors: {},
    sent: { from_name: '<b>Ravi</b>', message: '<script>alert("x")</script> please call us' },
  },
  {
    title: 'Telugu text',
    patch: { name: 'రాము నాయుడు', message: 'మా జిల్లాకు ఒక డాష్‌బోర్డ్ కావాలి' },
    errors: {},
    sent: { from_name: 'రాము నాయుడు', message: 'మా జిల్లాకు ఒక డాష్‌బోర్డ్ కావాలి' },
  },
  {
    title: 'emoji text',
    patch: { name: 'Ravi 👍🏽', message: 'Dashboards please 📊📈 for every district' },
    errors: {},
    sent: { from_name: 'Ravi 👍🏽', message: 'Dashboards please 📊📈 for every district' },
  },
  {
    title: 'right-to-left text',
    patch: { name: 'سارا أحمد', message: 'نحتاج إلى لوحة معلومات للمنطقة' },
    errors: {},
    sent: { from_name: 'سارا أحمد', message: 'نحتاج إلى لوحة معلومات للمنطقة' },
  },
  {
    title: 'surrounding white space is trimmed',
    patch: {
      name: '  Priya Reddy  ',
      email: '  priya@ap.gov.in ',
      phone: '   ',
      message: `\n ${valid.message} \n`,
    },
    errors: {},
    sent: {
      from_name: 'Priya Reddy',
      from_email: 'priya@ap.gov.in',
      from_phone: 'Not provided',
      message: valid.message,
    },
  },
];

test.describe('bad and unusual inputs', () => {
  test('the table has at least 25 rejected rows', () => {
    expect(rows.filter((row) => Object.keys(row.errors).length > 0).length).toBeGreaterThanOrEqual(
      25,
    );
  });

  for (const row of rows) {
    test(`${row.title}`, async ({ page }) => {
      page.on('dialog', () => {
        throw new Error('a dialog opened: typed text was run as script');
      });
      const log = await interceptSend(page);
      await openForm(page);
      const values = { ...valid, ...row.patch };
      await fillForm(page, values);
      for (const [name, value] of Object.entries(row.capped ?? {})) {
        await expect(field(page, name as Exclude<Field, 'service'>)).toHaveValue(value);
      }
      await submitButton(page).click();

      if (Object.keys(row.errors).length > 0) {
        await expectErrors(page, row.errors);
        await expect(toast(page)).toHaveCount(0);
        // Nothing typed is lost.
        await expectValues(page, { ...values, ...row.capped });
      } else {
        await expectSuccessToast(page);
        const body = log.posts[0]?.postDataJSON() as { template_params: Record<string, string> };
        expect(body.template_params).toMatchObject(row.sent ?? {});
      }
      await expect(form(page).locator('b, img, script')).toHaveCount(0);
      expect(log.posts).toHaveLength(Object.keys(row.errors).length > 0 ? 0 : 1);
    });
  }
});

// ---------------------------------------------------------------------------------------------
// The draft, the keyboard and no JavaScript

test.describe('never losing what was typed', () => {
  test('the draft survives a reload and is cleared by a successful send', async ({ page }) => {
    const log = await interceptSend(page);
    await openForm(page);
    await fillForm(page, valid);
    await page.reload();
    await waitForForm(page);
    await expectValues(page, valid);

    await submitButton(page).click();
    await expectSuccessToast(page);
    expect(log.posts).toHaveLength(1);
    await page.reload();
    await waitForForm(page);
    await expectValues(page, emptyValues);
  });

  test('a partial draft (no service yet) is restored as typed', async ({ page }) => {
    await openForm(page);
    await field(page, 'name').fill('రాము');
    await field(page, 'message').fill('Half-written request, with emoji 📊');
    await page.reload();
    await waitForForm(page);
    await expectValues(page, {
      ...emptyValues,
      name: 'రాము',
      message: 'Half-written request, with emoji 📊',
    });
  });

  test('restoring the draft does not break hydration', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/hydrat/i.test(message.text())) problems.push(message.text());
    });
    await openForm(page);
    await fillForm(page, valid);
    await page.reload();
    await waitForForm(page);
    await expectValues(page, valid);
    expect(problems).toEqual([]);
  });
});

test('keyboard only: fill in and send the request', async ({ page }) => {
  const log = await interceptSend(page);
  await openForm(page);
  // Skip link, then Tab into the form.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  for (let step = 0; step < 80; step += 1) {
    if (await field(page, 'name').evaluate((input) => input === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(field(page, 'name')).toBeFocused();
  await page.keyboard.type('Priya Reddy');
  await page.keyboard.press('Tab');
  await expect(field(page, 'email')).toBeFocused();
  await page.keyboard.type('priya.reddy@ap.gov.in');
  await page.keyboard.press('Tab');
  await expect(field(page, 'phone')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(serviceSelect(page)).toBeFocused();
  // Options in spec order after the placeholder: custom-software, ai-ml, ...; arrow keys on the
  // closed native select move the choice, so two presses choose the second.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(shownService(page)).toHaveText('AI & Machine Learning Solutions');
  await expect(serviceSelect(page)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(field(page, 'message')).toBeFocused();
  await page.keyboard.type('Keyboard-only request for a district dashboard.');
  await page.keyboard.press('Tab');
  await expect(submitButton(page)).toBeFocused();
  await page.keyboard.press('Enter');

  await expectSuccessToast(page);
  expect(log.posts).toHaveLength(1);
  const body = log.posts[0]?.postDataJSON() as { template_params: Record<string, string> };
  expect(body.template_params).toMatchObject({
    from_name: 'Priya Reddy',
    from_email: 'priya.reddy@ap.gov.in',
    from_phone: 'Not provided',
    service: 'AI & Machine Learning Solutions',
    message: 'Keyboard-only request for a district dashboard.',
  });
});

test('without JavaScript the page names the inbox and the form cannot send', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/contact');
  // The office details: the inbox as a mail link, and the postal address.
  await expect(page.locator(`main a[href="mailto:${company.email}"]`).first()).toBeVisible();
  await expect(page.locator('main')).toContainText(company.address.streetAddress);
  // The form cannot send without script, so it is not shown at all.
  await expect(page.locator('[data-contact-form]')).toBeHidden();
  await context.close();

  // The form's own noscript note, in the HTML as served. (Chromium with script disabled through
  // the DevTools protocol still parses <noscript> as text, so it is checked in the markup.)
  const html = await (await request.get('/contact')).text();
  const noscript = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? '';
  expect(noscript).toContain(contactFormCopy.noScript.before);
  expect(noscript).toContain(`href="mailto:${company.email}"`);
  expect(noscript).toContain(contactFormCopy.noScript.after);
});
