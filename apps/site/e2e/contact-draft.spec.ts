import {
  emptyValues,
  expectSuccessToast,
  expectValues,
  field,
  fillForm,
  interceptSend,
  openForm,
  submitButton,
  valid,
  waitForForm,
} from './contact-form';
import { expect, test } from './fixtures';

test.describe('never losing what was typed', () => {
  test('the draft survives a reload, without breaking hydration, and is cleared by a successful send', async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (/hydrat/i.test(message.text())) problems.push(message.text());
    });
    const log = await interceptSend(page);
    await openForm(page);
    await fillForm(page, valid);
    await page.reload();
    await waitForForm(page);
    await expectValues(page, valid);
    expect(problems, 'hydration with the draft restored').toEqual([]);

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
});
