import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  blogFrontmatterSchema,
  blogPhotoMinWidth,
  editorCopyByLocale,
  loadBlogPosts,
  minParagraphs,
  minParagraphWords,
} from '@lumenor/content';
import { translationsAwaited } from '@lumenor/content/translations';
import { cmsPaths, requirementOf } from '@lumenor/editor/cms-config';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { phoneImageBudget } from '../app/lib/photos';
import { field, openEditor, startBackend, writeBody } from './editor-session';

/**
 * A writer at /admin (the built page) with the local backend, decap-server on 127.0.0.1 over a
 * temporary folder laid out like the repository, tries each input the build would refuse: the
 * form refuses to save each one, with a message in each pane's language next to the field, and
 * writes nothing. Then an article in English alone, marked as awaiting its Telugu translation:
 * saved, and read by the build's own loader in both languages.
 */

const repository = mkdtempSync(path.join(tmpdir(), 'lumenor-editor-rules-'));
const contentRoot = path.join(repository, 'packages/content');
const postsDirectory = path.join(repository, cmsPaths.posts);
const mediaDirectory = path.join(repository, cmsPaths.media);
const uploads = path.join(repository, 'uploads');
let backend: Awaited<ReturnType<typeof startBackend>> | undefined;
/** Addresses outside this machine the editor asked for (refused). */
const external: string[] = [];

const en = editorCopyByLocale.en;
const te = editorCopyByLocale.te;
const words = en.posts.fields;
const drawing = path.join(uploads, 'ward-drawing.svg');
const narrowPhoto = path.join(uploads, 'narrow-photo.jpg');
const noisyPhoto = path.join(uploads, 'noisy-photo.png');

test.describe.configure({ mode: 'serial' });
// A minute on a quiet machine; many times that on a busy one.
test.setTimeout(600_000);

test.beforeAll(async () => {
  for (const directory of [postsDirectory, mediaDirectory, uploads]) {
    mkdirSync(directory, { recursive: true });
  }
  // A drawing, as a designer hands it over.
  writeFileSync(
    drawing,
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="#0b3d63"/></svg>',
  );
  // A photo too narrow for the article's column, and one wide enough but all grain: no
  // compression brings the copy a phone loads within its budget.
  await sharp({ create: { width: 400, height: 300, channels: 3, background: '#2bb3a3' } })
    .jpeg()
    .toFile(narrowPhoto);
  await sharp({
    create: {
      width: 1600,
      height: 900,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 128, sigma: 90 },
    },
  })
    .png()
    .toFile(noisyPhoto);
  backend = await startBackend(repository);
});

test.afterAll(() => {
  backend?.stop();
  rmSync(repository, { recursive: true, force: true });
});

async function openNewArticle(page: Page) {
  await openEditor(page, backend?.port ?? 0, external);
  await page.goto('/admin/#/collections/posts/new');
  await expect(page.getByRole('button', { name: 'Writing in TE' })).toBeVisible({
    timeout: 60_000,
  });
}

/** A message of the form, exactly as the copy words it. */
const message = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Saving is refused: the editor's notice says so, and no article file is written. */
async function saveRefused(page: Page) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect(page.getByText(/^This cannot be saved yet/).first()).toBeVisible();
  await expect(page.getByText(/missed a required field/)).toHaveCount(0);
  expect(readdirSync(postsDirectory)).toEqual([]);
}

/** Whether a message sits in the Telugu pane (right of the English one). */
async function inTeluguPane(page: Page, text: string) {
  const pane = await field(page, words.title.label, 1).boundingBox();
  const box = await message(page, text).boundingBox();
  return Boolean(pane && box && box.x >= pane.x - 1);
}

/** Uploads an illustration through the media library and chooses it (it is listed selected). */
async function chooseIllustration(page: Page, file: string) {
  await page
    .getByRole('button', { name: /^Choose (an|different) image$/ })
    .first()
    .click();
  await page.locator('input[type="file"]').setInputFiles(file);
  await expect(page.getByText(path.basename(file)).first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Choose selected' }).click({ timeout: 30_000 });
}

const paragraph = (index: number) =>
  `Paragraph ${index} of an article written in English first. Every ward of a growing town deserves water at a steady pressure for the hours it was promised, and engineers need clear numbers to plan the work, the budget and the repairs that keep the supply flowing each day of the year.`;

test('the form refuses what the build would refuse, in each pane’s language, and saves English first', async ({
  page,
}) => {
  const pageErrors: Error[] = [];
  page.on('pageerror', (error) => pageErrors.push(error));
  await openNewArticle(page);

  // Nothing filled in: every field the build needs says so, text fields in each language.
  await saveRefused(page);
  const required = (copy: typeof en, name: 'title' | 'excerpt' | 'imageAlt' | 'body') =>
    copy.messages.required.replace('{field}', copy.posts.fields[name].label);
  for (const name of ['title', 'excerpt', 'imageAlt', 'body'] as const) {
    await expect(message(page, required(en, name))).toHaveCount(1);
    await expect(message(page, required(te, name))).toHaveCount(1);
    expect(await inTeluguPane(page, required(te, name)), name).toBe(true);
    expect(await inTeluguPane(page, required(en, name)), name).toBe(false);
  }
  for (const name of ['date', 'author', 'category'] as const) {
    const text = en.messages.choose.replace('{field}', words[name].label);
    await expect(message(page, text).first()).toBeVisible();
  }
  await expect(message(page, en.messages.imageRequired).first()).toBeVisible();
  // No field the build requires says "optional".
  for (const name of ['title', 'date', 'author', 'category', 'image', 'body'] as const) {
    const label = page.locator('label').filter({ hasText: words[name].label }).first();
    await expect(label, name).not.toContainText('optional');
  }

  // A title too long: its own message, not Decap's "missed a required field".
  const maxTitle = requirementOf<number>(blogFrontmatterSchema.entries.title, 'max_length') ?? 0;
  await field(page, words.title.label).fill('W'.repeat(maxTitle + 1));
  await saveRefused(page);
  await expect(message(page, en.messages.titleTooLong(maxTitle))).toHaveCount(1);

  // A body of one paragraph.
  await writeBody(page, paragraph(1), 0);
  await saveRefused(page);
  const tooFewParagraphs = en.messages
    .bodyParagraphs(minParagraphs, minParagraphWords)
    .replace('{found}', '1');
  await expect(message(page, tooFewParagraphs)).toHaveCount(1);

  // A photo narrower than the article's column, then one no compression brings within a phone's
  // budget: each refused as soon as it is chosen, and again on saving.
  await chooseIllustration(page, narrowPhoto);
  const tooNarrow = en.messages.imageTooNarrow(blogPhotoMinWidth).replace('{width}', '400');
  await expect(message(page, tooNarrow).first()).toBeVisible({ timeout: 30_000 });
  await saveRefused(page);
  await chooseIllustration(page, noisyPhoto);
  const tooHeavy = en.messages.imageTooHeavy(Math.round(phoneImageBudget / 1024));
  await expect(message(page, tooHeavy).first()).toBeVisible({ timeout: 60_000 });
  await saveRefused(page);

  // English first: every English field right, one of the drawings, the Telugu pane left empty
  // and the article marked as awaiting its translation.
  // (Emptied first: typing over a value the form has refused can keep part of it.)
  await field(page, words.title.label).clear();
  await field(page, words.title.label).fill('Ward Water Audits, Written in English First');
  await expect(field(page, words.title.label)).toHaveValue(
    'Ward Water Audits, Written in English First',
  );
  await field(page, words.excerpt.label).fill(
    'A ward water audit shows where water is lost and where pressure falls short, using the records a town keeps.',
  );
  await page
    .getByRole('textbox', { name: /^Publication date/ })
    .first()
    .fill('2025-06-20');
  await page.getByRole('combobox', { name: 'Author' }).first().click();
  await page.getByRole('option').first().click();
  await page.getByRole('combobox', { name: 'Category' }).first().click();
  await page.getByRole('option', { name: 'Smart Cities', exact: true }).click();
  await chooseIllustration(page, drawing);
  await field(page, words.imageAlt.label).fill('A drawing of a ward’s water pipes and meters.');
  await writeBody(
    page,
    Array.from({ length: minParagraphs }, (_, index) => paragraph(index + 1)).join('\n\n'),
    0,
  );
  await page
    .getByRole('switch', { name: /^Awaiting its Telugu translation/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  const id = 'ward-water-audits-written-in-english-first';
  await expect
    .poll(() => existsSync(path.join(postsDirectory, `${id}.en.md`)), { timeout: 60_000 })
    .toBe(true);

  // The build's loader publishes it in English and leaves it out of the Telugu blog;
  // translations:check lists it as awaiting its translation.
  const read = (locale: 'en' | 'te') =>
    loadBlogPosts({ directories: [postsDirectory], locale, include: 'all' }).map((post) => post.id);
  expect(read('en')).toEqual([id]);
  expect(read('te')).toEqual([]);
  expect(translationsAwaited(contentRoot).map((item) => item.source)).toEqual([
    `posts/${id}.en.md`,
  ]);
  // Decap refuses a save by rejecting a promise with nothing, which the page reports unhandled:
  // those are the refusals above; any other error fails the test.
  expect(pageErrors.filter((error) => String(error?.message) !== 'undefined')).toEqual([]);
});
