import { contactFormCopy, layoutCopy, pages } from '@lumenor/content';
import type { Locator, Page, Request, Route } from '@playwright/test';
import { expect } from './fixtures';

/**
 * What the consultation form's end-to-end tests (contact-*.spec.ts) share. The EmailJS call is
 * always intercepted: no test reaches the real service. Expected texts (messages, states,
 * notifications) are written out here rather than read from the copy, so a changed message fails.
 */

const endpoint = 'https://api.emailjs.com/api/v1.0/email/send';

export const spec = {
  nameMin: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  service: 'Please select a service',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message must be at most 5000 characters',
  pending: 'Submitting...',
  successTitle: 'Form submitted successfully!',
  successText: "We'll get back to you as soon as possible.",
  errorTitle: 'Error',
  errorText: 'There was a problem submitting your form. Please try again later.',
} as const;
/** The error under each field of a form submitted empty (the phone is optional). */
export const emptyFormErrors = {
  name: spec.nameMin,
  email: spec.email,
  service: spec.service,
  message: spec.messageMin,
} as const;
const allMessages = Object.values(emptyFormErrors);

const labels = contactFormCopy.fields;
export const submitLabel = contactFormCopy.submitLabel;

export type Values = {
  name: string;
  email: string;
  phone: string;
  service: string;
  message: string;
};
export type Field = keyof Values;

export const valid: Values = {
  name: 'Priya Reddy',
  email: 'priya.reddy@ap.gov.in',
  phone: '+91 98480 12345',
  service: 'AI & Machine Learning Solutions',
  message: 'We need a grievance dashboard for 13 districts of Andhra Pradesh.',
};

// ---------------------------------------------------------------------------------------------
// Helpers

export function form(page: Page): Locator {
  return page.getByRole('form', { name: pages.contact.formSection.heading });
}

export function field(page: Page, name: Exclude<Field, 'service'>): Locator {
  const label = labels[name].label;
  return form(page).getByRole('textbox', { name: new RegExp(`^${escapeRegExp(label)}`) });
}

/** The service field: a native select (role combobox). */
export function serviceSelect(page: Page): Locator {
  return form(page).getByRole('combobox', { name: new RegExp(escapeRegExp(labels.service.label)) });
}

/** The option the service select shows (the placeholder while nothing is chosen). */
export function shownService(page: Page): Locator {
  return serviceSelect(page).locator('option:checked');
}

export function submitButton(page: Page): Locator {
  return form(page).getByRole('button', { name: new RegExp(`^(${submitLabel}|${spec.pending})`) });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export async function openForm(page: Page) {
  await page.goto('/contact');
  await waitForForm(page);
}

/**
 * The form's island hydrates when a visitor reaches for it (pointer, focus or touch); the draft is
 * restored then. Tests of what a quick visitor does before that skip this.
 */
export async function waitForForm(page: Page) {
  await form(page).hover();
  await expect(page.locator('[data-contact-form]')).toHaveAttribute('data-ready', 'true');
  await expect(submitButton(page)).toBeEnabled();
}

export async function chooseService(page: Page, label: string) {
  await serviceSelect(page).selectOption({ label });
  await expect(shownService(page)).toHaveText(label);
}

export async function fillForm(page: Page, values: Partial<Values>) {
  for (const name of ['name', 'email', 'phone', 'message'] as const) {
    const value = values[name];
    if (value !== undefined) await field(page, name).fill(value);
  }
  if (values.service) await chooseService(page, values.service);
}

type SendLog = { posts: Request[] };

/** Intercepts the EmailJS call; `respond` decides what each POST gets. */
export async function interceptSend(
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

/** Intercepts the EmailJS call and holds every POST until `release()`, then answers 200 OK. */
export async function interceptHeldSend(page: Page): Promise<SendLog & { release: () => void }> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const log = await interceptSend(page, async (route) => {
    await released;
    await fulfil(route, 200, 'OK');
  });
  return { posts: log.posts, release };
}

export function fulfil(route: Route, status: number, body: string) {
  return route.fulfill({
    status,
    contentType: 'text/plain',
    headers: { 'Access-Control-Allow-Origin': '*' },
    body,
  });
}

export function toast(page: Page): Locator {
  return page
    .getByRole('region', { name: layoutCopy.toastRegionLabel })
    .locator('[data-variant]')
    .filter({ hasText: /Form submitted successfully!|Error/ });
}

/** A success is announced politely (status); an error assertively (alert), and it stays. */
export async function expectSuccessToast(page: Page) {
  const alert = page.getByRole('status').filter({ hasText: spec.successTitle });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(spec.successText);
}

export async function expectErrorToast(page: Page) {
  const alert = page.getByRole('alert').filter({ hasText: spec.errorText });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText(spec.errorTitle);
}

export async function expectValues(page: Page, values: Values) {
  await expect(field(page, 'name')).toHaveValue(values.name);
  // type=email: the browser's value sanitisation drops surrounding white space and line breaks.
  await expect(field(page, 'email')).toHaveValue(values.email.replace(/[\r\n]/g, '').trim());
  await expect(field(page, 'phone')).toHaveValue(values.phone);
  await expect(field(page, 'message')).toHaveValue(values.message);
  await expect(shownService(page)).toHaveText(values.service || (labels.service.placeholder ?? ''));
}

export const emptyValues: Values = { name: '', email: '', phone: '', service: '', message: '' };

/** Each field's error, or that it has none: shown as text and linked to the field. */
export async function expectErrors(page: Page, errors: Partial<Record<Field, string>>) {
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
