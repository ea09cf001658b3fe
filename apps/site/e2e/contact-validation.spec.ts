import {
  chooseService,
  emptyFormErrors,
  expectErrors,
  expectSuccessToast,
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

  test('the message box is at least 120 px tall; text pasted past the limit is kept, counted and not sent', async ({
    page,
  }) => {
    const log = await interceptSend(page);
    await openForm(page);
    const box = await field(page, 'message').boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(120);
    await expect(field(page, 'message')).not.toHaveAttribute('maxlength');
    await field(page, 'message').fill('a'.repeat(4_900));
    const count = form(page).getByTestId('character-count');
    await expect(count).toHaveText('4,900 of 5,000 characters');
    await fillForm(page, { ...valid, message: 'a'.repeat(5_025) });
    // Nothing is cut: the count says by how much it is over, and the box is marked invalid.
    await expect(field(page, 'message')).toHaveValue('a'.repeat(5_025));
    await expect(count).toHaveText('You have 25 characters too many');
    await expect(field(page, 'message')).toHaveAttribute('aria-invalid', 'true');
    await submitButton(page).click();
    await expectErrors(page, { message: spec.messageMax });
    await expect(field(page, 'message')).toBeFocused();
    expect(log.posts).toHaveLength(0);
    // Cut to fit, it sends.
    await field(page, 'message').press('End');
    for (let index = 0; index < 25; index += 1) await field(page, 'message').press('Backspace');
    await expect(count).toHaveText('5,000 of 5,000 characters');
    await submitButton(page).click();
    await expectSuccessToast(page);
    expect(log.posts).toHaveLength(1);
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
