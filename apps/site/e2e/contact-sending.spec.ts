import { company, contactFormCopy, layoutCopy } from '@lumenor/content';
import type { Request, Route } from '@playwright/test';
import {
  emptyValues,
  expectErrorToast,
  expectSuccessToast,
  expectValues,
  field,
  fillForm,
  form,
  fulfil,
  interceptHeldSend,
  interceptSend,
  openForm,
  spec,
  submitButton,
  submitLabel,
  toast,
  valid,
  waitForForm,
} from './contact-form';
import { expect, test } from './fixtures';

test.describe('sending a request', () => {
  // That the draft is cleared too: contact-draft.spec.ts.
  test('success: the payload, the toast and the reset', async ({ page }) => {
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
  });

  // Any status outside 200-299 takes this path (each kind: app/lib/email.test.ts).
  test('an HTTP error: error logged, destructive toast, values kept', async ({ page }) => {
    const status = 429;
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

  test('a success toast stays too until dismissed, its Dismiss button the next Tab stop', async ({
    page,
  }) => {
    await page.clock.install();
    await interceptSend(page);
    await openForm(page);
    await fillForm(page, valid);
    await submitButton(page).click();
    await expectSuccessToast(page);
    // Focus stays on the button it was on, so the toast's Dismiss is one Tab away.
    await expect(submitButton(page)).toBeFocused();
    await page.clock.fastForward(10 * 60_000);
    await expectSuccessToast(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: layoutCopy.dismissLabel })).toBeFocused();
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
    // From here on time moves only when the test says so: the 15 s abort then cannot come early
    // or late on a slow machine.
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
    // real time.
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
    const log = await interceptHeldSend(page);
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

    log.release();
    await expectSuccessToast(page);
    await expect(submitButton(page)).toHaveText(submitLabel);
    await expect(page.getByTestId('contact-form-status')).toHaveText('');
    expect(log.posts).toHaveLength(1);
  });

  test('a double submission sends one request', async ({ page }) => {
    const log = await interceptHeldSend(page);
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
    log.release();
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
