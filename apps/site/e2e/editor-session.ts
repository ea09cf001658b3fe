import { type ChildProcess, spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { type CmsMode, cmsConfigFile, localBackendPort } from '@lumenor/editor/cms-config';
import { freePort } from '@lumenor/editor/review-gate';
import { expect, type Page } from '@playwright/test';

/**
 * A writer's session at /admin, shared by the editor's end-to-end tests: the built page (under its
 * own policy) with the configuration `pnpm run edit` serves (local backend, no sign-in), and
 * decap-server on 127.0.0.1 pointed at a temporary folder laid out like the repository, so the
 * real files are never touched. The page's calls to the backend's usual address are passed to the
 * test's server; any request beyond this machine is recorded, and fails the tests that check it.
 */

const require = createRequire(import.meta.url);

/**
 * Starts decap-server on a free port of 127.0.0.1, saving into `repository`: as files, or as
 * commits and review branches of the git repository there (`MODE: 'git'`).
 */
export async function startBackend(repository: string, env: { MODE?: 'fs' | 'git' } = {}) {
  const port = await freePort();
  const backend: ChildProcess = spawn(
    process.execPath,
    [require.resolve('decap-server/dist/index.js')],
    {
      env: {
        ...process.env,
        PORT: String(port),
        BIND_HOST: '127.0.0.1',
        GIT_REPO_DIRECTORY: repository,
        ...env,
      },
      stdio: 'pipe',
    },
  );
  await new Promise<void>((resolve, reject) => {
    backend.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('listening')) resolve();
    });
    backend.on('exit', (code) => reject(new Error(`decap-server stopped (${code})`)));
  });
  return { port, stop: () => backend.kill() };
}

/**
 * Opens /admin/ and signs in to the local backend at `backendPort`. The configuration is made on
 * each load, as the dev server makes it, from the files of `contentRoot` (the package's folder in
 * the test's copy; the package's own when not given), in `mode` ('local-review': with review).
 */
export async function openEditor(
  page: Page,
  backendPort: number,
  external: string[],
  contentRoot?: string,
  mode: Extract<CmsMode, 'local' | 'local-review'> = 'local',
) {
  await page.route(
    (url) => !['127.0.0.1', 'localhost'].includes(url.hostname),
    (route) => {
      external.push(route.request().url());
      return route.abort();
    },
  );
  await page.route('**/admin/config.yml', (route) =>
    route.fulfill({ contentType: 'text/yaml', body: cmsConfigFile(mode, {}, contentRoot) }),
  );
  await page.route(`http://localhost:${localBackendPort}/**`, async (route) => {
    const url = route
      .request()
      .url()
      .replace(`localhost:${localBackendPort}`, `127.0.0.1:${backendPort}`);
    // The backend closes a keep-alive connection after 5 s idle; a request sent on it as it closes
    // is reset unread (ECONNRESET), which Playwright retries when asked.
    // A request the page gave up (it left the list while the list loaded, or the test ended) has
    // no answer to pass on.
    const gone = (error: Error) => {
      if (!/disposed|closed|ended/i.test(error.message)) throw error;
    };
    const response = await route.fetch({ url, maxRetries: 1 }).catch(gone);
    if (response) await route.fulfill({ response }).catch(gone);
  });
  await page.goto('/admin/');
  await page.getByRole('button', { name: 'Login' }).click({ force: true, timeout: 90_000 });
}

/** The English (0) or Telugu (1) pane's field. */
export const field = (page: Page, name: string | RegExp, locale: 0 | 1 = 0) =>
  page.getByRole('textbox', { name }).nth(locale);

/** Presses Publish, then Publish now, and waits until `saved` says the files are written. */
export async function publishNow(page: Page, saved: () => boolean) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect.poll(saved, { timeout: 60_000 }).toBe(true);
}

/** Picks `option` in the form's select named `name` (the first, the English pane's). */
export async function choose(page: Page, name: string, option: string) {
  await page.getByRole('combobox', { name }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Writes `markdown` into the body of the English (0) or Telugu (1) pane, as Markdown. */
export async function writeBody(page: Page, markdown: string, locale: 0 | 1) {
  // The toolbar's switch from "Rich Text" to "Markdown": the text is written as Markdown.
  // The editor remembers the mode; in Markdown mode the formatting buttons are off.
  const toggle = page.getByText('Rich Text', { exact: true }).nth(locale).locator('..');
  const bold = page.getByRole('button', { name: 'Bold' }).nth(locale);
  if (await bold.isEnabled()) await toggle.getByRole('switch').click();
  await expect(bold).toBeDisabled();
  const editor = page.locator('[data-slate-editor="true"]').nth(locale);
  await editor.click();
  await editor.fill(markdown);
}
