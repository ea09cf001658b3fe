import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { servicesRecords } from '@lumenor/content';
import { translationStatus } from '@lumenor/content/translations';
import { cmsPaths } from '@lumenor/editor/cms-config';
import { expect, test } from '@playwright/test';
import { openEditor, publishNow, startBackend } from './editor-session';

/**
 * A writer changes a sentence of a page at /admin (Page words: editor-session.ts, decap-server on
 * a copy of the package's messages files): the English file changes in that text alone, the
 * build's records show it, and `translations:check` lists the Telugu text as behind its English.
 */

const repository = mkdtempSync(path.join(tmpdir(), 'lumenor-editor-words-'));
const contentRoot = path.join(repository, 'packages/content');
const messagesDirectory = path.join(repository, cmsPaths.messages);
let backend: Awaited<ReturnType<typeof startBackend>> | undefined;

test.beforeAll(async () => {
  mkdirSync(messagesDirectory, { recursive: true });
  cpSync(
    path.join(import.meta.dirname, '../../../packages/content/data/messages'),
    messagesDirectory,
    {
      recursive: true,
    },
  );
  backend = await startBackend(repository);
});

test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test.afterAll(() => {
  backend?.stop();
  rmSync(repository, { recursive: true, force: true });
});

const read = (locale: 'en' | 'te') =>
  readFileSync(path.join(messagesDirectory, 'services', `services.${locale}.json`), 'utf8');

test('a service’s title changed in English shows in the records and leaves its Telugu behind', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const [english, telugu] = [read('en'), read('te')];
  const external: string[] = [];
  await openEditor(page, backend?.port ?? 0, external, contentRoot);
  await page.goto('/admin/#/collections/words-services/entries/services');
  // The first text of the English pane: the first service's title.
  const title = page.getByRole('textbox', { name: 'title' }).first();
  await expect(title).toHaveValue('Custom Software Development', { timeout: 60_000 });
  await title.fill('Custom Software Development Services');
  await publishNow(page, () => read('en') !== english);

  const saved = JSON.parse(read('en'));
  expect(servicesRecords('en', saved).services[0]?.title).toBe(
    'Custom Software Development Services',
  );
  // Only that text changed; the Telugu file is as it was, its stamp too.
  expect(
    read('en').replace('Custom Software Development Services', 'Custom Software Development'),
  ).toBe(english);
  expect(read('te')).toBe(telugu);
  expect(
    translationStatus(contentRoot).map(({ file, field, lag }) => `${file} ${field} ${lag}`),
  ).toEqual(['data/messages/services/services.te.json services.custom-software.title changed']);
  expect(external).toEqual([]);
});
