import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defaultBlogPostsDirectory, editorCopyByLocale, loadBlogPosts } from '@lumenor/content';
import { translationHash } from '@lumenor/content/stamps';
import { translationStatus } from '@lumenor/content/translations';
import { cmsPaths } from '@lumenor/editor/cms-config';
import { expect, type Page, test } from '@playwright/test';
import { field, openEditor, publishNow, startBackend } from './editor-session';

/**
 * A writer edits existing articles at /admin (editor-session.ts: the built page, decap-server on a
 * copy of the package's articles in a temporary folder): a save writes only what the writer
 * changed, keeps the Telugu twin's translation stamp, and opens and mends a file an older editor
 * wrote. What the saves leave is read as the build reads it (loadBlogPosts) and as
 * `translations:check` reads it (translationStatus).
 */

const repository = mkdtempSync(path.join(tmpdir(), 'lumenor-editor-saves-'));
const contentRoot = path.join(repository, path.dirname(cmsPaths.posts));
const postsDirectory = path.join(repository, cmsPaths.posts);
const mediaDirectory = path.join(repository, cmsPaths.media);
let backend: Awaited<ReturnType<typeof startBackend>> | undefined;

/** An article as an older editor saved it: its Telugu twin with the empty fields it wrote. */
const olderId = 'a-file-an-older-editor-wrote';
const olderTexts = {
  en: {
    title: 'Street Lights That Report Their Own Faults',
    excerpt:
      'Connected street lights tell the ward office which lamp has failed, so crews fix it before residents complain about a dark road.',
    imageAlt: 'A drawing of a street light sending a fault report to a ward office.',
    body: Array.from(
      { length: 5 },
      (_, index) =>
        `Paragraph ${index + 1}. A street light that reports its own fault saves the ward office a night patrol and saves residents a dark walk home. The controller on each pole sends a short message when the lamp fails, and the crew sees the pole on a map with the best route to it before the next evening comes.`,
    ).join('\n\n'),
  },
  te: {
    title: 'తమ లోపాలను తామే తెలిపే వీధి దీపాలు',
    excerpt:
      'అనుసంధానిత వీధి దీపాలు ఏ దీపం పనిచేయడం లేదో వార్డు కార్యాలయానికి తెలిపి, నివాసితులు ఫిర్యాదు చేయకముందే సిబ్బంది సరిచేసేలా చేస్తాయి.',
    imageAlt: 'వార్డు కార్యాలయానికి లోప సమాచారం పంపుతున్న వీధి దీపం బొమ్మ.',
    body: Array.from(
      { length: 5 },
      (_, index) =>
        `${index + 1}వ పేరా. తన లోపాన్ని తానే తెలిపే వీధి దీపం వార్డు కార్యాలయానికి రాత్రి గస్తీని, నివాసితులకు చీకటి దారిని తప్పిస్తుంది. ప్రతి స్తంభంపై ఉన్న నియంత్రిక దీపం ఆగిపోగానే చిన్న సందేశం పంపుతుంది, సిబ్బంది ఆ స్తంభాన్ని పటంలో చూసి మరుసటి సాయంత్రానికి ముందే అక్కడికి చేరే దారిని తెలుసుకుంటారు. ఇలా ప్రతి లోపం త్వరగా సరిదిద్దబడుతుంది, పౌరులు కూడా సురక్షితంగా ఇంటికి చేరుకుంటారు, అధికారులు ఖర్చులను సరిగ్గా ప్రణాళిక చేయగలుగుతారు.`,
    ).join('\n\n'),
  },
};
const olderArticle = (locale: 'en' | 'te') => {
  const { title, excerpt, imageAlt, body } = olderTexts[locale];
  const stamp = Object.entries(olderTexts.en).map(
    ([name, text]) => `  ${name}: '${translationHash(text)}'`,
  );
  return [
    '---',
    `title: ${title}`,
    `excerpt: ${excerpt}`,
    'date: 2025-03-02',
    'author: anjali',
    'category: Smart Cities',
    ...(locale === 'te' ? ['image: null'] : []),
    `imageAlt: ${imageAlt}`,
    ...(locale === 'te' ? ['draft: null', 'translationOf:', ...stamp] : []),
    '---',
    '',
    body,
    '',
  ].join('\n');
};

test.describe.configure({ mode: 'serial' });
// One save of every article: about 5 s each on a quiet machine, many times that on a busy one.
test.setTimeout(900_000);

test.beforeAll(async () => {
  cpSync(defaultBlogPostsDirectory(), postsDirectory, { recursive: true });
  mkdirSync(mediaDirectory, { recursive: true });
  for (const locale of ['en', 'te'] as const) {
    writeFileSync(path.join(postsDirectory, `${olderId}.${locale}.md`), olderArticle(locale));
  }
  writeFileSync(
    path.join(mediaDirectory, `${olderId}.svg`),
    '<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="#0b3d63"/></svg>',
  );
  backend = await startBackend(repository);
});

// The editor may still be loading when a test ends: its requests in flight are dropped.
test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }));

test.afterAll(() => {
  backend?.stop();
  rmSync(repository, { recursive: true, force: true });
});

const summary = editorCopyByLocale.en.posts.fields.excerpt.label;
const fileOf = (id: string, locale: 'en' | 'te') => path.join(postsDirectory, `${id}.${locale}.md`);
const read = (id: string, locale: 'en' | 'te') => readFileSync(fileOf(id, locale), 'utf8');
const excerptOf = (text: string) => /^excerpt: (.*)$/m.exec(text)?.[1] ?? '';
const titleOf = (text: string) => /^title: "?(.*?)"?$/m.exec(text)?.[1] ?? '';

/** The lines of `after` that are not in `before`, and the other way round. */
function changedLines(before: string, after: string) {
  const [old, next] = [before.split('\n'), after.split('\n')];
  return {
    removed: old.filter((line) => !next.includes(line)),
    added: next.filter((line) => !old.includes(line)),
  };
}

/** Opens an article's entry and waits for its English and Telugu titles in the form. */
async function openArticle(page: Page, id: string) {
  // Through the list: the editor keeps an open entry's form when only the address's entry changes.
  await page.goto('/admin/#/collections/posts');
  await expect(page.locator('a[href^="#/collections/posts/entries/"]').first()).toBeVisible({
    timeout: 60_000,
  });
  await page.goto(`/admin/#/collections/posts/entries/${id}`);
  await expect(field(page, 'Title')).toHaveValue(titleOf(read(id, 'en')), { timeout: 60_000 });
  await expect(field(page, 'Title', 1)).toHaveValue(titleOf(read(id, 'te')), { timeout: 60_000 });
}

/** Every article's build record, as the build reads it: throws the build's message if one fails. */
const build = () =>
  (['en', 'te'] as const).map((locale) =>
    loadBlogPosts({
      directories: [postsDirectory],
      locale,
      include: 'all',
    }),
  );

test('a file an older editor wrote (an empty field in its Telugu) opens, and a save mends it', async ({
  page,
}) => {
  // The build names the file, the line and the field, and what to do.
  expect(build).toThrow(new RegExp(`${olderId}\\.te\\.md:\\d+ image: .*`));
  const external: string[] = [];
  await openEditor(page, backend?.port ?? 0, external, contentRoot);
  await openArticle(page, olderId);
  const english = read(olderId, 'en');
  await field(page, summary).fill(`${excerptOf(english)} Crews see it at once.`);
  await publishNow(page, () => read(olderId, 'en') !== english);
  await expect.poll(() => read(olderId, 'te')).not.toMatch(/: null$/m);
  expect(changedLines(olderArticle('te'), read(olderId, 'te'))).toEqual({
    removed: ['image: null', 'draft: null'],
    added: [],
  });
  expect(external).toEqual([]);
});

/**
 * Two articles of each shape of front matter (the fields its English and Telugu files hold): what
 * a save writes depends on the fields a file has, not on how many articles there are, so the test
 * does not grow as writers publish (save-format.test.ts writes every article back, in Node).
 */
function articlesOfEachShape(): string[] {
  const byShape = new Map<string, string[]>();
  const fieldsOf = (text: string) =>
    (/^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '').match(/^[A-Za-z]+(?=:)/gm)?.join(' ') ?? '';
  const ids = readdirSync(postsDirectory)
    .filter((name) => name.endsWith('.en.md'))
    .map((name) => name.replace(/\.en\.md$/, ''))
    .sort();
  for (const id of ids) {
    const shape = `${fieldsOf(read(id, 'en'))} | ${fieldsOf(read(id, 'te'))}`;
    byShape.set(shape, [...(byShape.get(shape) ?? []), id]);
  }
  return [...byShape.values()].flatMap((sameShape) => sameShape.slice(0, 2)).sort();
}

test('editing one field of articles of every shape writes that field alone; the Telugu is marked stale, and stamped once translated', async ({
  page,
}) => {
  const ids = articlesOfEachShape();
  const [translated = '', ...englishOnly] = ids;
  const before = new Map(ids.map((id) => [id, { en: read(id, 'en'), te: read(id, 'te') }]));
  const external: string[] = [];
  await openEditor(page, backend?.port ?? 0, external, contentRoot);
  const status = (locale: 0 | 1) => page.locator('output[data-stale]').nth(locale);

  // Decap CMS at times asks "leave this page?" when the writer leaves an entry just saved (one
  // of its own widgets marks the saved entry changed again; the stamp's widget does not): the
  // writer leaves, and what was saved is checked below.
  page.on('dialog', (dialog) => dialog.accept());
  for (const id of ids) {
    await openArticle(page, id);
    const text = `${excerptOf(before.get(id)?.en ?? '')} Edited in the editor.`;
    await field(page, summary).fill(text);
    // As soon as the English changes, both panes say its Telugu is behind, in their language.
    await expect(status(1)).toHaveAttribute('data-stale', 'excerpt');
    await expect(status(1)).toContainText(
      editorCopyByLocale.te.translation.stale.replace('{fields}', 'సారాంశం'),
    );
    await expect(status(0)).toContainText('Summary');
    if (id === translated) {
      await field(page, summary, 1).fill(`${excerptOf(before.get(id)?.te ?? '')} సవరించినది.`);
      await expect(status(1)).toHaveAttribute('data-stale', '');
      await expect(status(1)).toHaveText(editorCopyByLocale.te.translation.current);
    }
    // Saved: the files hold the edits (a file read while it is being written differs too).
    await publishNow(
      page,
      () =>
        read(id, 'en').includes(' Edited in the editor.') &&
        (id !== translated || read(id, 'te').includes(' సవరించినది.')),
    );
  }
  expect(external).toEqual([]);

  for (const id of ids) {
    const { en = '', te = '' } = before.get(id) ?? {};
    expect(changedLines(en, read(id, 'en')), id).toEqual({
      removed: [`excerpt: ${excerptOf(en)}`],
      added: [expect.stringMatching(/^excerpt: .* Edited in the editor\.["']?$/)],
    });
    if (id !== translated) expect(read(id, 'te'), id).toBe(te);
  }
  // The translated twin: its summary, and its stamp of the English summary it translates.
  const englishExcerpt = `${excerptOf(before.get(translated)?.en ?? '').replace(/^"|"$/g, '')} Edited in the editor.`;
  expect(changedLines(before.get(translated)?.te ?? '', read(translated, 'te'))).toEqual({
    removed: [expect.stringMatching(/^excerpt: /), expect.stringMatching(/^ {2}excerpt: '/)],
    added: [
      expect.stringMatching(/^excerpt: .*సవరించినది\.["']?$/),
      `  excerpt: '${translationHash(englishExcerpt)}'`,
    ],
  });

  // Every article builds; translations:check lists each twin whose English alone changed.
  expect(build).not.toThrow();
  expect(
    translationStatus(contentRoot).map(({ file, field: name, lag }) => `${file} ${name} ${lag}`),
  ).toEqual(englishOnly.map((id) => `posts/${id}.te.md excerpt changed`));

  // The list of articles, loaded again, filters those twins by the field they are behind in.
  // (The editor remembers the writer signed in.)
  await page.goto('/admin/#/collections/posts');
  await page.reload();
  await page.getByRole('button', { name: 'Filter by' }).click({ timeout: 90_000 });
  await page
    .getByText(editorCopyByLocale.en.translation.listFilter.replace('{field}', 'Summary'))
    .click();
  const cards = page.locator('a[href^="#/collections/posts/entries/"]');
  await expect(cards).toHaveCount(englishOnly.length);
  expect(
    (await cards.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).sort(),
  ).toEqual(englishOnly.map((id) => `#/collections/posts/entries/${id}`));
});
