import {
  expectSuccessToast,
  field,
  interceptSend,
  openForm,
  serviceSelect,
  shownService,
  submitButton,
} from './contact-form';
import { expect, test } from './fixtures';

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
