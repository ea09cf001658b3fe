import type { Page } from '@playwright/test';
import {
  emptyFormErrors,
  emptyValues,
  expectErrors,
  expectSuccessToast,
  expectValues,
  type Field,
  field,
  fillForm,
  form,
  interceptSend,
  openForm,
  spec,
  submitButton,
  toast,
  type Values,
  valid,
} from './contact-form';
import { expect, test } from './fixtures';

// The table of bad and unusual inputs. Each row starts from a valid request and changes some
// fields; `errors` is the exact set of messages shown, and a row with errors never sends.

type Row = {
  title: string;
  patch: Partial<Values>;
  errors: Partial<Record<Field, string>>;
  /** For rows that are accepted: template_params that must be sent. */
  sent?: Partial<Record<string, string>>;
};

const tenThousand = 'a'.repeat(10_000);
const nineChars = '123456789';

const rows: Row[] = [
  {
    title: 'everything empty',
    patch: emptyValues,
    errors: emptyFormErrors,
  },
  {
    title: 'white space only in every box',
    patch: { name: '   ', email: '  ', phone: '   ', service: '', message: '\n\n  \t  \n' },
    errors: emptyFormErrors,
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
    title: '10,000-character message with an empty name: kept whole, both fail',
    patch: { name: '', message: tenThousand },
    errors: { name: spec.nameMin, message: spec.messageMax },
  },
  {
    title: 'ten zero-width spaces as message',
    patch: { message: '\u200B'.repeat(10) },
    errors: { message: spec.messageMin },
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
    title: 'a 5,000-character message, the limit, is sent whole',
    patch: { message: 'a'.repeat(5_000) },
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

  // Each part of the table runs in one page, row after row, as a visitor who keeps correcting
  // the form would: every row types each field again. No one can choose the service select's
  // placeholder again, so the rows without a service come first, before any is chosen.
  const withoutService = (row: Row) => ({ ...valid, ...row.patch }).service === '';
  const rejected = rows
    .filter((row) => Object.keys(row.errors).length > 0)
    .sort((a, b) => Number(withoutService(b)) - Number(withoutService(a)));
  const accepted = rows.filter((row) => Object.keys(row.errors).length === 0);

  async function fillRow(page: Page, row: Row): Promise<Values> {
    const values = { ...valid, ...row.patch };
    await fillForm(page, values);
    await submitButton(page).click();
    return values;
  }

  async function openTable(page: Page) {
    page.on('dialog', () => {
      throw new Error('a dialog opened: typed text was run as script');
    });
    const log = await interceptSend(page);
    await openForm(page);
    return log;
  }

  test('each rejected row shows exactly its errors, sends nothing and loses nothing typed', async ({
    page,
  }) => {
    test.setTimeout(rejected.length * 5_000);
    const log = await openTable(page);
    for (const row of rejected) {
      await test.step(row.title, async () => {
        const values = await fillRow(page, row);
        await expectErrors(page, row.errors);
        await expect(toast(page)).toHaveCount(0);
        // Nothing typed is lost.
        await expectValues(page, values);
        await expect(form(page).locator('b, img, script')).toHaveCount(0);
        expect(log.posts).toHaveLength(0);
      });
    }
  });

  test('each accepted row sends once, with its values as typed or trimmed', async ({ page }) => {
    test.setTimeout(accepted.length * 8_000);
    const log = await openTable(page);
    for (const [index, row] of accepted.entries()) {
      await test.step(row.title, async () => {
        await fillRow(page, row);
        await expect.poll(() => log.posts.length).toBe(index + 1);
        await expectSuccessToast(page);
        // A sent form is cleared, ready for the next row.
        await expect(field(page, 'name')).toHaveValue('');
        const body = log.posts[index]?.postDataJSON() as {
          template_params: Record<string, string>;
        };
        expect(body.template_params).toMatchObject(row.sent ?? {});
        await expect(form(page).locator('b, img, script')).toHaveCount(0);
      });
    }
  });
});
