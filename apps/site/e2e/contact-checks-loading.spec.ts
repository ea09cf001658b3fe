import { company } from '@lumenor/content';
import type { Page } from '@playwright/test';
import {
  emptyFormErrors,
  emptyValues,
  expectErrors,
  expectErrorToast,
  expectSuccessToast,
  expectValues,
  field,
  fillForm,
  interceptSend,
  openForm,
  spec,
  submitButton,
  submitLabel,
  valid,
  waitForForm,
} from './contact-form';
import { expect, pageSettled, test } from './fixtures';

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
    await page.goto('/contact');
    await waitForForm(page);
    const html = await page.content();
    expect(html).not.toMatch(/validation-[\w-]+\.js/);
    // Scrolling, reading and focus elsewhere show no intent to send.
    await page.getByRole('link', { name: company.email }).first().focus();
    await page.mouse.wheel(0, 400);
    await pageSettled(page);
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
    await expectErrors(page, emptyFormErrors);
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
