import { allPagePaths, layoutCopy, legacyCategoryRedirects } from '@lumenor/content';
import type { Page } from '@playwright/test';
import { findInlineContent, hashSource } from '../scripts/security/inline-content';
import { expect, islandReady, test } from './fixtures';

/**
 * The production server (server/serve.mjs, started by playwright.config.ts) sends the headers of
 * the build's `_headers` file. Every route must load under them without a single CSP violation or
 * console error.
 */

interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations: Violation[];
  }
}

/** Listens to CSP violations from before the first script of the page runs. */
async function watchPage(page: Page): Promise<{ consoleErrors: string[] }> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push({
        directive: event.effectiveDirective,
        blockedURI: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || /Content.Security.Policy/i.test(message.text())) {
      consoleErrors.push(message.text());
    }
  });
  return { consoleErrors };
}

async function expectNoViolations(page: Page, consoleErrors: string[]): Promise<void> {
  const violations = await page.evaluate(() => window.__cspViolations);
  expect(violations, 'CSP violations').toEqual([]);
  expect(consoleErrors, 'console errors').toEqual([]);
}

test.describe('every route under the production headers', () => {
  for (const path of allPagePaths()) {
    test(`${path} loads with no CSP violation or console error`, async ({ page }) => {
      const { consoleErrors } = await watchPage(page);
      const response = await page.goto(path, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      // The header's island loads and hydrates under the policy too.
      await page.getByRole('banner').hover();
      await islandReady(page, 'header');
      await expectNoViolations(page, consoleErrors);
    });
  }
});

test('the contact form hydrates, checks and shows a toast with no CSP violation', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { consoleErrors } = await watchPage(page);
  await page.goto('/contact', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: layoutCopy.openMenu }).click();
  await expect(page.locator('[popover]:popover-open')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Send Request' }).click();
  await islandReady(page, 'contact-form');
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expectNoViolations(page, consoleErrors);
});

test.describe('response headers', () => {
  test('an HTML page carries the CSP with the hash of each of its inline scripts', async ({
    request,
  }) => {
    const response = await request.get('/');
    expect(response.status()).toBe(200);
    const headers = response.headers();
    const csp = headers['content-security-policy'] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain("'unsafe-eval'");
    const inline = findInlineContent(await response.text());
    expect(inline.executableScripts.length).toBeGreaterThan(0);
    for (const script of inline.executableScripts) expect(scriptSrc).toContain(hashSource(script));
    expect(csp).toContain("connect-src 'self' https://api.emailjs.com");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'self'");
    expect(csp).toContain("form-action 'self'");
    expect(headers['strict-transport-security']).toBe(
      'max-age=63072000; includeSubDomains; preload',
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(headers['cache-control'] ?? '').not.toContain('immutable');
  });

  test('a hashed asset is cached for a year, immutable, and sent compressed', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    // The one script a page loads: the islands' entry.
    const asset = /<script type="module" src="(\/islands\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeDefined();
    const response = await request.get(String(asset), {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['content-encoding']).toBe('br');
    expect(headers['content-type']).toMatch(/javascript/);
    expect(headers['x-content-type-options']).toBe('nosniff');
  });

  test('the host configuration files are not served', async ({ request }) => {
    for (const file of ['/_headers', '/_redirects']) {
      expect((await request.get(file)).status(), file).toBe(404);
    }
  });
});

test('an unknown path answers 404 with the not-found page, under its own policy', async ({
  page,
}) => {
  const { consoleErrors } = await watchPage(page);
  const response = await page.goto('/no-such-page/anywhere', { waitUntil: 'networkidle' });
  expect(response?.status()).toBe(404);
  expect(response?.headers()['x-frame-options']).toBe('DENY');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expectNoViolations(
    page,
    consoleErrors.filter((text) => !/404 \(Not Found\)/.test(text)),
  );
});

test('an old-rule blog category slug redirects permanently to the canonical one', async ({
  request,
}) => {
  const redirect = legacyCategoryRedirects().find(({ from }) => !/\s/.test(from));
  expect(redirect).toBeDefined();
  const response = await request.get(String(redirect?.from), { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(redirect?.to);
  const target = await request.get(String(redirect?.to));
  expect(target.status()).toBe(200);
});
