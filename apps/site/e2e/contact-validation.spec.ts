import {
  chooseService,
  emptyFormErrors,
  expectErrors,
  field,
  fillForm,
  form,
  interceptSend,
  openForm,
  serviceSelect,
  spec,
  submitButton,
  valid,
  waitForForm,
} from './contact-form';
import { expect, test } from './fixtures';

// Validation, focus and announcements

test.describe('checking the form', () => {
  test('an empty submit shows every error, focuses the first invalid field, sends nothing', async ({
    page,
  }) => {
    const log = await interceptSend(page);
    await openForm(page);
    await expectErrors(page, {});
    await submitButton(page).click();
    await expectErrors(page, emptyFormErrors);
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
    await expectErrors(page, emptyFormErrors);
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
