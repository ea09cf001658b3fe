import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  blogPostPath,
  defaultBlogPostsDirectory,
  editorCopyByLocale,
  loadBlogPosts,
  localizedPath,
} from '@lumenor/content';
import { cmsPaths } from '@lumenor/editor/cms-config';
import { startReviewGate } from '@lumenor/editor/review-gate';
import { expect, type Page, test } from '@playwright/test';
import { publicationOf, renderPages } from '../scripts/render-pages';
import { choose, field, openEditor, startBackend, writeBody } from './editor-session';

/**
 * Production's review flow at /admin (Decap's editorial workflow), as `pnpm run edit:review` runs
 * it: decap-server in git mode on a temporary git repository holding a copy of the articles on
 * `main`, behind the review gate that runs the content checks before a publish
 * (@lumenor/editor's review-gate.ts, as branch protection does on GitHub). A writer saves a new article in
 * both languages, a draft, on its branch `cms/posts/<id>`: the preview site of the branch shows it
 * with the draft notice and `noindex`. The writer sends it to review; the Workflow tab shows its
 * card under "In review"; a reviewer moves it to Ready, but Publish is refused while the checks
 * fail (a link to no page of the site); corrected, it is published, which merges its branch into
 * `main`, and the production site shows it with no notice. The sites are the article's pages
 * rendered with the build's server bundle (scripts/render-pages.ts), not whole builds.
 *
 * With EDITOR_SCREENSHOTS_DIR set (as for editor.spec.ts), it also saves the writer's guide's
 * pictures of the review flow there.
 */

const repository = mkdtempSync(path.join(tmpdir(), 'lumenor-editor-review-'));
const contentRoot = path.join(repository, path.dirname(cmsPaths.posts));
const postsDirectory = path.join(repository, cmsPaths.posts);
const uploads = path.join(repository, '..', `${path.basename(repository)}-uploads`);
const screenshots = process.env.EDITOR_SCREENSHOTS_DIR;
let backend: Awaited<ReturnType<typeof startBackend>> | undefined;
let gate: Awaited<ReturnType<typeof startReviewGate>> | undefined;

const id = 'meters-that-read-themselves';
const title = 'Meters That Read Themselves';
const date = '2025-06-20';
// The writer's slip: a link to an address of the site that is no page (the form accepts any
// address starting with '/'); the content checks refuse it, the correction passes.
const brokenLink = '/services/water-meters';
const correctLink = '/services/smart-cities';
const englishBody = (link: string) =>
  Array.from(
    { length: 5 },
    (_, index) =>
      `Paragraph ${index + 1}. A meter that reads itself spares the ward office a monthly round of visits and spares residents a surprise bill. Each reading arrives within the hour, and the engineer sees at once where the night flow rises, which is where a pipe has started to leak under the road.${index === 0 ? ` Read how [we build smart city services](${link}).` : ''}`,
  ).join('\n\n');
const texts = {
  en: {
    excerpt:
      'Smart water meters send their readings every hour, so a ward office sees a leak on the day it starts, not at the end of the month.',
    imageAlt: 'A drawing of a water meter sending its reading to a ward office.',
    body: englishBody(brokenLink),
  },
  te: {
    title: 'తమ రీడింగ్‌ను తామే పంపే మీటర్లు',
    excerpt:
      'స్మార్ట్ నీటి మీటర్లు ప్రతి గంటకు రీడింగ్ పంపుతాయి, కాబట్టి వార్డు కార్యాలయం నెలాఖరులో కాకుండా లీక్ మొదలైన రోజే దాన్ని చూస్తుంది.',
    imageAlt: 'వార్డు కార్యాలయానికి రీడింగ్ పంపుతున్న నీటి మీటరు బొమ్మ.',
    body: Array.from(
      { length: 5 },
      (_, index) =>
        `${index + 1}వ పేరా. తన రీడింగ్‌ను తానే పంపే మీటరు వార్డు కార్యాలయానికి నెలవారీ తనిఖీలను, నివాసితులకు అనుకోని బిల్లును తప్పిస్తుంది. ప్రతి రీడింగ్ గంటలోపే చేరుతుంది, రాత్రి ప్రవాహం ఎక్కడ పెరుగుతుందో ఇంజనీరు వెంటనే చూస్తారు, అక్కడే రోడ్డు కింద పైపు కారడం మొదలైందని తెలుసుకుంటారు. ఇలా ప్రతి లీక్ త్వరగా సరిదిద్దబడుతుంది, నీరు వృథా కాదు, అధికారులు ఖర్చులను సరిగ్గా ప్రణాళిక చేయగలుగుతారు.`,
    ).join('\n\n'),
  },
};
const drawing = path.join(uploads, `${id}.svg`);
const postWords = editorCopyByLocale.en.posts.fields;

const git = (...args: string[]) =>
  execFileSync('git', ['-C', repository, ...args], { encoding: 'utf8' });

test.describe.configure({ mode: 'serial' });
// The writer's part takes under a minute on a quiet machine; many times that on a busy one.
test.setTimeout(600_000);

test.beforeAll(async () => {
  // The repository's articles on `main`, as the editor finds them in production.
  cpSync(defaultBlogPostsDirectory(), postsDirectory, { recursive: true });
  mkdirSync(path.join(repository, cmsPaths.media), { recursive: true });
  writeFileSync(path.join(repository, cmsPaths.media, '.gitkeep'), '');
  git('init', '--quiet', '--initial-branch=main');
  git('config', 'user.name', 'Test Reviewer');
  git('config', 'user.email', 'reviewer@example.com');
  git('config', 'commit.gpgsign', 'false');
  git('add', '.');
  git('commit', '--quiet', '-m', 'The articles');
  mkdirSync(uploads, { recursive: true });
  writeFileSync(
    drawing,
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="#0b3d63"/><circle cx="600" cy="337" r="200" fill="#2bb3a3"/></svg>',
  );
  backend = await startBackend(repository, { MODE: 'git' });
  gate = await startReviewGate({ port: 0, backendPort: backend.port, repository });
});

test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test.afterAll(() => {
  gate?.stop();
  backend?.stop();
  rmSync(repository, { recursive: true, force: true });
  rmSync(uploads, { recursive: true, force: true });
});

/** Saves a picture of the writer's guide: the top `height` pixels of the screen, as seen. */
async function screenshot(page: Page, name: string, height = 520) {
  if (!screenshots) return;
  const clip = { x: 0, y: 0, width: page.viewportSize()?.width ?? 1280, height };
  await page.screenshot({ path: path.join(screenshots, name), clip, scale: 'css' });
}

/** The column of the Workflow tab named `name`, holding its cards. */
const column = (page: Page, name: string) =>
  page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name, exact: true }) })
    .last();

/** The Workflow tab's card of the article. */
const card = (page: Page, columnName: string) =>
  column(page, columnName).locator(`a[href*="/collections/posts/entries/${id}"]`);

/**
 * The article's pages as the site built from `ref` shows them (`preview`: the preview site),
 * rendered with its two files and its illustration as they are on `ref`.
 */
async function articleAt(ref: string, preview: boolean) {
  const folder = mkdtempSync(path.join(tmpdir(), 'lumenor-editor-review-site-'));
  try {
    const posts = path.join(folder, 'posts');
    mkdirSync(posts);
    for (const locale of ['en', 'te']) {
      const name = `${id}.${locale}.md`;
      writeFileSync(path.join(posts, name), git('show', `${ref}:${cmsPaths.posts}/${name}`));
    }
    const image = `${cmsPaths.mediaUrl}/${path.basename(drawing)}`;
    mkdirSync(path.join(folder, 'public', cmsPaths.mediaUrl), { recursive: true });
    writeFileSync(
      path.join(folder, 'public', image),
      execFileSync('git', [
        '-C',
        repository,
        'show',
        `${ref}:${cmsPaths.media}/${path.basename(image)}`,
      ]),
    );
    const paths = (['en', 'te'] as const).map((locale) => localizedPath(blogPostPath(id), locale));
    const pages = await renderPages(paths, {
      LUMENOR_EXTRA_POSTS_DIR: posts,
      ...(preview ? { SITE_PREVIEW: '1' } : {}),
    });
    return paths.map((sitePath) => ({
      status: pages[sitePath]?.status,
      ...publicationOf(pages[sitePath]?.html ?? ''),
    }));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function openWorkflow(page: Page) {
  await page.goto('/admin/#/workflow');
  await expect(page.getByRole('heading', { name: 'In Review', exact: true })).toBeVisible({
    timeout: 60_000,
  });
}

test('a writer sends an article to review; a reviewer publishes it into main, with no draft', async ({
  page,
}) => {
  const external: string[] = [];
  await openEditor(page, gate?.port ?? 0, external, contentRoot, 'local-review');

  // The writer writes the article in both languages, with its illustration, and saves it.
  await page.goto('/admin/#/collections/posts/new');
  await expect(field(page, 'Title')).toHaveValue('', { timeout: 60_000 });
  await field(page, 'Title').fill(title);
  await field(page, 'Title', 1).fill(texts.te.title);
  await field(page, postWords.excerpt.label).fill(texts.en.excerpt);
  await field(page, postWords.excerpt.label, 1).fill(texts.te.excerpt);
  await page
    .getByRole('textbox', { name: /^Publication date/ })
    .first()
    .fill(date);
  await choose(page, 'Author', 'Anjali Varma');
  await choose(page, 'Category', 'Smart Cities');
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  await page.locator('input[type="file"]').setInputFiles(drawing);
  await expect(page.getByText(path.basename(drawing)).first()).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await field(page, postWords.imageAlt.label).fill(texts.en.imageAlt);
  await field(page, postWords.imageAlt.label, 1).fill(texts.te.imageAlt);
  await writeBody(page, texts.en.body, 0);
  await writeBody(page, texts.te.body, 1);
  // Kept a draft at first (the article's own switch), then saved.
  const draftSwitch = page.getByRole('switch', { name: /^Draft/ }).first();
  await draftSwitch.click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page).toHaveURL(/#\/collections\/posts\/entries\//, { timeout: 60_000 });

  // Saved on its own branch, never on main.
  const branch = `cms/posts/${id}`;
  await expect.poll(() => git('branch', '--list', branch).trim(), { timeout: 60_000 }).not.toBe('');
  expect(git('ls-tree', '--name-only', 'main', `${cmsPaths.posts}/`)).not.toContain(id);

  // The preview site of its branch, rendered beside the writer's next steps (the files are read
  // at once, as saved now: a draft).
  const draftPreview = articleAt(branch, true);
  draftPreview.catch(() => {}); // awaited below

  // Its card is under Drafts, its name saying it is a draft; the writer opens it, turns the
  // switch off (the file keeps `draft: false`) and saves.
  await openWorkflow(page);
  const inDrafts = card(page, 'Drafts');
  await expect(inDrafts.getByRole('heading')).toHaveText(
    `${title} (${date}) — ${editorCopyByLocale.en.posts.draftSuffix}`,
    { timeout: 60_000 },
  );
  await inDrafts.click();
  await expect(field(page, 'Title')).toHaveValue(title, { timeout: 60_000 });
  await draftSwitch.click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(() => git('show', `${branch}:${cmsPaths.posts}/${id}.en.md`), { timeout: 60_000 })
    .toMatch(/^draft: false$/m);

  // The writer sends it to review.
  await page.getByRole('button', { name: /^Status: / }).click();
  await screenshot(page, 'editor-status.png', 165);
  await page.getByRole('menuitem', { name: 'In review' }).click();
  await expect
    .poll(() => git('config', `branch.${branch}.description`).trim(), { timeout: 60_000 })
    .toBe('decap-cms/pending_review');

  // Its card is under "In review", named by its title and date.
  await openWorkflow(page);
  const inReview = card(page, 'In Review');
  await expect(inReview).toBeVisible({ timeout: 60_000 });
  // Decap's filters take single-quoted arguments: with double quotes the summary printed the
  // raw value ("(2025-06-24)false").
  await expect(inReview.getByRole('heading')).toHaveText(`${title} (${date})`);
  // Not the body's raw Markdown (@lumenor/editor's editor.css).
  await expect(inReview.getByText('Paragraph 1.')).toBeHidden();
  await screenshot(page, 'workflow-in-review.png');

  // The preview site of the branch showed the draft in both languages, with its notice, unindexed.
  expect(await draftPreview).toEqual(
    ['en', 'te'].map(() => ({
      status: 200,
      notice: expect.objectContaining({ status: 'draft', beforeTitle: true }),
      robots: 'noindex',
    })),
  );

  // A reviewer opens it, marks it Ready, and publishes it from the Workflow tab.
  await inReview.click();
  await expect(field(page, 'Title')).toHaveValue(title, { timeout: 60_000 });
  await page.getByRole('button', { name: /^Status: / }).click();
  await page.getByRole('menuitem', { name: 'Ready' }).click();
  await expect
    .poll(() => git('config', `branch.${branch}.description`).trim(), { timeout: 60_000 })
    .toBe('decap-cms/pending_publish');
  await openWorkflow(page);
  const ready = card(page, 'Ready');
  await expect(ready).toBeVisible({ timeout: 60_000 });
  await screenshot(page, 'workflow-ready.png');
  const publish = async () => {
    page.once('dialog', (dialog) => dialog.accept());
    await column(page, 'Ready')
      .getByRole('button', { name: /Publish/ })
      .click();
  };
  await publish();

  // Refused: the content checks fail on its branch (as branch protection refuses the merge on
  // GitHub), and Decap says why; nothing reaches main.
  const refusal = page.getByText(/^Failed to publish: .*content checks/);
  await expect(refusal).toBeVisible({ timeout: 120_000 });
  await expect(refusal).toContainText(`the link to '${brokenLink}' leads to no page of the site`);
  if (screenshots) await expect(refusal).toBeInViewport({ ratio: 1 }); // slid in whole
  await screenshot(page, 'workflow-publish-refused.png');
  expect(git('branch', '--list', branch).trim()).not.toBe('');
  expect(git('ls-tree', '--name-only', 'main', `${cmsPaths.posts}/`)).not.toContain(id);

  // The writer corrects the link and saves; the reviewer publishes it again.
  await ready.click();
  await expect(field(page, 'Title')).toHaveValue(title, { timeout: 60_000 });
  await writeBody(page, englishBody(correctLink), 0);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(() => git('show', `${branch}:${cmsPaths.posts}/${id}.en.md`), { timeout: 60_000 })
    .toContain(`(${correctLink})`);
  await openWorkflow(page);
  await expect(card(page, 'Ready')).toBeVisible({ timeout: 60_000 });
  await publish();

  // Merged into main, its branch gone.
  await expect.poll(() => git('branch', '--list', branch).trim(), { timeout: 60_000 }).toBe('');
  const production = articleAt('main', false); // rendered while main's files are checked
  production.catch(() => {}); // awaited below
  const files = git('ls-tree', '--name-only', 'main', `${cmsPaths.posts}/`).split('\n');
  expect(files).toEqual(
    expect.arrayContaining([`${cmsPaths.posts}/${id}.en.md`, `${cmsPaths.posts}/${id}.te.md`]),
  );
  for (const locale of ['en', 'te'] as const) {
    const file = git('show', `main:${cmsPaths.posts}/${id}.${locale}.md`);
    expect(file).not.toMatch(/^draft:\s*true/m);
  }

  // main, as the production build reads it: every article valid, and this one published (not
  // a draft, not scheduled) in both languages.
  expect(git('rev-parse', '--abbrev-ref', 'HEAD').trim()).toBe('main');
  for (const locale of ['en', 'te'] as const) {
    const posts = loadBlogPosts({ directories: [postsDirectory], locale, include: 'published' });
    expect(posts.map((post) => post.id)).toContain(id);
  }
  // The production site built from main shows it in both languages, with no notice, indexed.
  expect(await production).toEqual(
    ['en', 'te'].map(() => ({ status: 200, notice: undefined, robots: undefined })),
  );
  expect(external).toEqual([]);
});
