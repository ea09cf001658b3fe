import type { Page } from '@playwright/test';

/** A Content-Security-Policy violation, as the page reported it. */
export interface Violation {
  directive: string;
  blockedURI: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations: Violation[];
  }
}

/**
 * Watches a page for CSP violations from before its first script runs, and for console errors.
 * Call before `goto`; read the violations with `cspViolations`.
 */
export async function watchPage(page: Page): Promise<{ consoleErrors: string[] }> {
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

export function cspViolations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => window.__cspViolations);
}
