import { company, contactFormCopy } from '@lumenor/content';
import type { Page, Request } from '@playwright/test';
import {
  expectSuccessToast,
  expectValues,
  fillForm,
  form,
  interceptSend,
  submitButton,
  valid,
} from './contact-form';
import { expect, test } from './fixtures';

/*
 * The contact form when its script fails: the page's one script (/islands/client-*.js) does not
 * load, or the form's own code does not (a flaky network, offline at the first touch, a deploy
 * since the page was cached). No visitor data goes into an address or to any server; the visitor
 * is told, with the mail link; what they typed stays; the form loads once the network is back.
 */

const note = (page: Page) => page.getByTestId('contact-form-unavailable');

/** Every request the page makes, to check that none carries what the visitor typed. */
function watchRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/** The requests among `requests` whose address or body holds one of the typed values. */
function carryingTypedValues(requests: readonly Request[]): string[] {
  const typed = [valid.name, valid.email, valid.phone, valid.message];
  return requests
    .filter((request) => {
      const text = `${decodeURIComponent(request.url().replace(/\+/g, ' '))} ${request.postData() ?? ''}`;
      return typed.some((value) => text.includes(value));
    })
    .map((request) => `${request.method()} ${request.url()}`);
}

test('without its script, a submit sends nothing anywhere, says so with the mail link, and keeps what was typed', async ({
  page,
}) => {
  await page.route(/\/islands\/client-[\w-]+\.js$/, (route) => route.abort());
  const requests = watchRequests(page);
  await page.goto('/contact');
  await fillForm(page, valid);
  await submitButton(page).click();
  await form(page).getByRole('textbox').first().press('Enter');

  await expect(note(page)).toBeVisible();
  await expect(note(page).getByRole('link', { name: company.email })).toHaveAttribute(
    'href',
    `mailto:${company.email}`,
  );
  await expect(note(page)).toContainText(contactFormCopy.unavailable.before);
  expect(new URL(page.url()).search).toBe('');
  await expectValues(page, valid);
  expect(carryingTypedValues(requests)).toEqual([]);
});

test("when the form's code does not load, it says so with the typed text in the mail link, and loads at the next touch once the network is back", async ({
  page,
}) => {
  test.slow(); // two loads of the form's code, a mail draft and a send
  let networkDown = true;
  await page.route(/\/islands\/contact-form\.island-[\w-]+\.js$/, (route) =>
    networkDown ? route.abort('internetdisconnected') : route.continue(),
  );
  const log = await interceptSend(page);
  const requests = watchRequests(page);
  await page.goto('/contact');
  await fillForm(page, valid);
  await submitButton(page).click();

  await expect(page.locator('is-land[data-island="contact-form"]')).toHaveAttribute(
    'data-load-failed',
  );
  await expect(note(page)).toBeVisible();
  await expectValues(page, valid);
  // The mail link opens an e-mail with what was typed (its own click is kept from leaving).
  const mailto = await note(page)
    .getByRole('link', { name: company.email })
    .evaluate((link: HTMLAnchorElement) => {
      link.addEventListener('click', (event) => event.preventDefault(), { once: true });
      link.click();
      return link.href;
    });
  const draft = new URL(mailto);
  expect(draft.pathname).toBe(company.email);
  expect(draft.searchParams.get('subject')).toBe(contactFormCopy.unavailable.subject);
  expect(draft.searchParams.get('body')).toContain(valid.message);
  expect(draft.searchParams.get('body')).toContain(valid.service);
  expect(new URL(page.url()).search).toBe('');
  expect(log.posts).toHaveLength(0);
  expect(carryingTypedValues(requests)).toEqual([]);

  // The network is back: the next touch loads the form, with what was typed, and it sends.
  networkDown = false;
  await form(page).getByRole('textbox').first().focus();
  await expect(page.locator('[data-contact-form]')).toHaveAttribute('data-ready', 'true');
  await expect(note(page)).toBeHidden();
  await expectValues(page, valid);
  await submitButton(page).click();
  await expectSuccessToast(page);
  expect(log.posts).toHaveLength(1);
});

test('offline at the first touch: nothing is sent, and the form loads by itself when the connection returns', async ({
  page,
  context,
}) => {
  const log = await interceptSend(page);
  await page.goto('/contact');
  await context.setOffline(true);
  await fillForm(page, valid);
  await submitButton(page).click();
  await expect(note(page)).toBeVisible();
  await expectValues(page, valid);
  expect(log.posts).toHaveLength(0);

  await context.setOffline(false);
  await expect(page.locator('[data-contact-form]')).toHaveAttribute('data-ready', 'true');
  await expect(note(page)).toBeHidden();
  await expectValues(page, valid);
  await submitButton(page).click();
  await expectSuccessToast(page);
  expect(log.posts).toHaveLength(1);
});
