import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  blogCategories,
  blogCategoryPath,
  blogFrontmatterSchema,
  blogPostPath,
  editorCopyByLocale,
  loadBlogPosts,
  localizedPath,
} from '@lumenor/content';
import { cmsPaths, requirementOf } from '@lumenor/editor/cms-config';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { openBuiltSearch } from '../app/search/built-search';
import { listFiles } from '../scripts/lib/files';
import { attributeOf } from '../scripts/lib/html';
import { addressesOfXml, buildSiteWith, linksOf, pageElements, removeBuild } from './editor-build';
import {
  choose,
  field,
  openEditor as openSession,
  startBackend,
  writeBody,
} from './editor-session';

/**
 * A writer at /admin (the built page, under its own policy) with the local backend: decap-server
 * on 127.0.0.1, pointed at a temporary folder laid out like the repository, so the real articles
 * are never touched. The page gets the configuration `pnpm run edit` serves (local backend, no
 * sign-in); its calls to the backend's usual address are passed to this test's server. Any request
 * beyond this machine fails the test: the editor needs no network. Then one production build with
 * the saved articles (editor-build.ts) of the pages an article can change, whose files are read as
 * a parser reads them.
 */

const repository = mkdtempSync(path.join(tmpdir(), 'lumenor-editor-'));
const postsDirectory = path.join(repository, cmsPaths.posts);
const mediaDirectory = path.join(repository, cmsPaths.media);
const uploads = path.join(repository, 'uploads');
/** The test's own build, beside the one the other tests serve (one per worker). */
const buildName = `build-editor-e2e-${process.pid}`;
const screenshots = process.env.EDITOR_SCREENSHOTS_DIR;
let backend: Awaited<ReturnType<typeof startBackend>> | undefined;

test.describe.configure({ mode: 'serial' });
// The writer's part and the build take under a minute each on a quiet machine; many times that
// on a busy one.
test.setTimeout(900_000);

test.beforeAll(async () => {
  mkdirSync(postsDirectory, { recursive: true });
  mkdirSync(mediaDirectory, { recursive: true });
  mkdirSync(uploads, { recursive: true });
  // A writer's photo: 1600 × 900, soft shapes and grain, as a camera's JPEG (blurred noise).
  await sharp({
    create: {
      width: 48,
      height: 27,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 120, sigma: 70 },
    },
  })
    .resize(1600, 900, { kernel: 'cubic' })
    .blur(4)
    .jpeg({ quality: 85 })
    .toFile(path.join(uploads, photoName));
  backend = await startBackend(repository);
});

test.afterAll(() => {
  backend?.stop();
  rmSync(repository, { recursive: true, force: true });
  removeBuild(buildName);
});

const id = 'water-for-every-ward-what-engineers-should-measure-first';
const photoName = 'water-tower-at-dawn.jpg';
const draftId = 'a-draft-about-street-lights';
const englishBody = (title: string) =>
  [
    `## ${title}`,
    ...Array.from(
      { length: 5 },
      (_, index) =>
        `Paragraph ${index + 1} of the article, written in the editor by a writer who has never used a terminal. Every ward of a growing town deserves water at a steady pressure for the hours it was promised, and engineers need clear numbers to plan the work, the budget and the repairs that keep the supply flowing each and every day.`,
    ),
    'Read more on the [Telangana government page](/industries/telangana-government).',
  ].join('\n\n');
const teluguBody = [
  '## ప్రతి వార్డుకు నీరు',
  ...Array.from(
    { length: 5 },
    (_, index) =>
      `ఇది ${index + 1}వ పేరా. పెరుగుతున్న ప్రతి పట్టణంలోని ప్రతి వార్డుకు వాగ్దానం చేసిన గంటల పాటు స్థిరమైన ఒత్తిడితో నీరు అందాలి. ఆ పనిని, బడ్జెట్‌ను, మరమ్మతులను ప్రణాళిక చేయడానికి ఇంజనీర్లకు స్పష్టమైన సంఖ్యలు అవసరం. ప్రతి రోజు సరఫరా సాగేలా చూడటానికి కొలతలు, ఫిర్యాదులు, ఒత్తిడి రీడింగులు అన్నీ ఒకే చోట కనిపించాలి. అప్పుడే అధికారులు సరైన నిర్ణయాలు తీసుకోగలరు, పౌరులు కూడా నమ్మకంతో ఉంటారు, పనులు సమయానికి పూర్తవుతాయి.`,
  ),
  'మరింత సమాచారం [తెలంగాణ ప్రభుత్వ పేజీ](/te/industries/telangana-government)లో ఉంది.',
].join('\n\n');

const illustration = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="675" viewBox="0 0 1200 675"><rect width="1200" height="675" fill="#0b3d63"/><path d="M100 500h1000M300 200v300M900 200v300" stroke="#2bb3a3" stroke-width="24"/></svg>`;

const openEditor = (page: Page, external: string[]) =>
  openSession(page, backend?.port ?? 0, external);

async function newArticle(page: Page) {
  await page.goto('/admin/#/collections/posts/new');
  await expect(page.getByRole('button', { name: 'Writing in TE' })).toBeVisible({
    timeout: 60_000,
  });
  // From an entry just saved only the address's hash changes: on a busy machine the editor can
  // still show that entry for a while, and typing into it would overwrite it. Wait for the empty
  // form of a new entry.
  await expect(page).toHaveURL(/#\/collections\/posts\/new$/);
  await expect(field(page, 'Title')).toHaveValue('', { timeout: 60_000 });
  await expect(field(page, 'Title', 1)).toHaveValue('', { timeout: 60_000 });
}

const title = 'Water for Every Ward: What Engineers Should Measure First';
const teluguTitle = 'ప్రతి వార్డుకు నీరు: ఇంజనీర్లు ముందుగా కొలవాల్సినవి';
const excerpt =
  'Pressure, flow and complaints tell a town more than any dashboard: the first three numbers worth measuring in every ward.';
const teluguExcerpt =
  'ప్రతి వార్డుకు స్థిరమైన నీటి సరఫరా కోసం ఇంజనీర్లు ముందుగా కొలవాల్సిన మూడు సంఖ్యలు, వాటిని ఎలా ఉపయోగించాలో ఈ వ్యాసం వివరిస్తుంది.';

/** Uploads a photo through the Illustration field's media library and chooses it. */
async function uploadPhoto(page: Page, file: string) {
  await page.getByRole('button', { name: 'Choose an image' }).first().click();
  const upload = page.locator('input[type="file"]');
  await upload.setInputFiles(file);
  await expect(page.getByText(path.basename(file)).first()).toBeVisible({ timeout: 60_000 });
  if (screenshots) await page.screenshot({ path: path.join(screenshots, 'editor-photo.png') });
  await page.getByRole('button', { name: 'Choose selected' }).click();
  await expect(page.getByRole('button', { name: 'Choose different image' }).first()).toBeVisible();
}

async function fillArticle(
  page: Page,
  article: { title: string; draft?: boolean; photo?: string },
) {
  await field(page, 'Title').fill(article.title);
  await field(page, 'Title', 1).fill(teluguTitle);
  await field(page, summaryLabel).fill(excerpt);
  await field(page, summaryLabel, 1).fill(teluguExcerpt);
  await page
    .getByRole('textbox', { name: /^Publication date/ })
    .first()
    .fill('2025-06-20');
  await choose(page, 'Author', 'Anjali Varma');
  await choose(page, 'Category', category);
  if (article.photo) await uploadPhoto(page, article.photo);
  const alt = postWords.imageAlt.label;
  await field(page, alt).fill('A water tower at dawn above the rooftops of a ward.');
  await field(page, alt, 1).fill('తెల్లవారుజామున ఒక వార్డు ఇళ్లపై కనిపిస్తున్న నీటి ట్యాంకు చిత్రం.');
  if (article.draft)
    await page
      .getByRole('switch', { name: /^Draft/ })
      .first()
      .click();
  await writeBody(page, englishBody(article.title), 0);
  await writeBody(page, teluguBody, 1);
}

async function publish(page: Page, files: string[]) {
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  await expect
    .poll(() => files.every((file) => existsSync(path.join(postsDirectory, file))), {
      timeout: 60_000,
    })
    .toBe(true);
  // Once saved, the editor moves itself from the new entry's address to the entry's own: wait for
  // that, or it can happen after the next navigation and take the writer back to this entry.
  await expect(page).toHaveURL(/#\/collections\/posts\/entries\//, { timeout: 60_000 });
}

const postWords = editorCopyByLocale.en.posts.fields;
const summaryLabel = postWords.excerpt.label;
const category = 'Smart Cities';

test('a writer creates an article in English and Telugu with a photo, and a draft; one production build publishes only the article', async ({
  page,
}) => {
  const external: string[] = [];
  const started = performance.now();
  const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(1)} s`;
  await openEditor(page, external);
  // The draft's illustration: one of the drawings, uploaded (a new article needs one).
  const drawing = path.join(uploads, `${draftId}.svg`);
  writeFileSync(drawing, illustration);

  await newArticle(page);
  // A summary that is too short is refused in the form before saving, each pane's message in its
  // own language.
  await field(page, summaryLabel).fill('Too short.');
  await field(page, summaryLabel, 1).fill('చాలా చిన్నది.');
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByText('Publish now').click();
  const tooShort = (locale: 'en' | 'te') =>
    page.getByText(
      editorCopyByLocale[locale].messages.excerptTooShort(
        requirementOf<number>(blogFrontmatterSchema.entries.excerpt, 'min_length') ?? 0,
      ),
      { exact: true },
    );
  await expect(tooShort('en')).toHaveCount(1);
  await expect(tooShort('te')).toHaveCount(1);
  // The English message is in the English pane (left), the Telugu one in the Telugu pane.
  const teluguPane = await field(page, summaryLabel, 1).boundingBox();
  const englishMessage = await tooShort('en').boundingBox();
  const teluguMessage = await tooShort('te').boundingBox();
  expect(englishMessage && teluguPane && englishMessage.x < teluguPane.x).toBe(true);
  expect(teluguMessage && teluguPane && teluguMessage.x >= teluguPane.x - 1).toBe(true);
  expect(existsSync(path.join(postsDirectory, `${id}.en.md`))).toBe(false);
  if (screenshots) await page.screenshot({ path: path.join(screenshots, 'editor-message.png') });

  await fillArticle(page, { title, photo: path.join(uploads, photoName) });
  await expect(tooShort('en')).toHaveCount(0);
  await expect(tooShort('te')).toHaveCount(0);
  await field(page, 'Title').scrollIntoViewIfNeeded();
  if (screenshots) await page.screenshot({ path: path.join(screenshots, 'editor-article.png') });
  await publish(page, [`${id}.en.md`, `${id}.te.md`]);
  if (screenshots) await page.screenshot({ path: path.join(screenshots, 'editor-saved.png') });
  expect(existsSync(path.join(mediaDirectory, photoName))).toBe(true);

  await newArticle(page);
  await fillArticle(page, { title: 'A Draft About Street Lights', draft: true, photo: drawing });
  await publish(page, [`${draftId}.en.md`, `${draftId}.te.md`]);
  expect(external).toEqual([]);

  // Both files, with frontmatter the build accepts; the draft says so; the photo is the article's.
  for (const locale of ['en', 'te'] as const) {
    const saved = loadBlogPosts({ directories: [postsDirectory], locale, include: 'all' });
    expect(saved.map((post) => post.id).sort()).toEqual([draftId, id]);
    const article = saved.find((post) => post.id === id);
    expect(article?.image.src).toBe(`${cmsPaths.mediaUrl}/${photoName}`);
    expect(JSON.stringify(article?.body)).toMatch(/"tagName":"h[23]"/);
    expect(JSON.stringify(article?.body)).toContain('"tagName":"a"');
  }
  expect(readFileSync(path.join(postsDirectory, `${draftId}.te.md`), 'utf8')).toMatch(
    /^draft: true$/m,
  );

  // Where the time goes (the report's annotations): the writer's part, then the build.
  test.info().annotations.push({ type: 'writer', description: seconds(started) });
  const building = performance.now();
  // One production build with these files, read as a parser reads it.
  const client = await buildSiteWith(postsDirectory, buildName);
  test.info().annotations.push({ type: 'build', description: seconds(building) });
  const categorySlug = blogCategories.find((item) => item.name === category)?.slug ?? '';
  for (const locale of ['en', 'te'] as const) {
    const address = localizedPath(blogPostPath(id), locale);
    for (const list of [
      localizedPath('/blog', locale),
      localizedPath(blogCategoryPath(categorySlug), locale),
    ]) {
      expect(linksOf(client, list), list).toContain(address);
    }
    const prefix = locale === 'en' ? '' : `/${locale}`;
    for (const feed of [`${prefix}/rss.xml`, `${prefix}/atom.xml`]) {
      const entries = addressesOfXml(readFileSync(path.join(client, feed), 'utf8'));
      expect(
        entries.some((entry) => entry.endsWith(address)),
        feed,
      ).toBe(true);
    }
    const sitemap = addressesOfXml(readFileSync(path.join(client, 'sitemap.xml'), 'utf8'));
    expect(
      sitemap.some((loc) => loc.endsWith(address)),
      `sitemap: ${address}`,
    ).toBe(true);
    const words = locale === 'en' ? 'water every ward engineers' : 'ప్రతి వార్డుకు నీరు';
    const search = await openBuiltSearch(client, locale);
    const found = (await search.search(words, 50)).hits.map((hit) => hit.url);
    expect(found, `search (${locale})`).toContain(address);

    // The photo, as responsive AVIF and WebP copies the build made.
    const elements = pageElements(client, address);
    const picture = elements.find(
      (element) =>
        element.tagName === 'picture' &&
        element.childNodes.some((child) => 'tagName' in child && child.tagName === 'img'),
    );
    expect(picture, `the photo on ${address}`).toBeDefined();
    const children = (picture?.childNodes ?? []).filter((child) => 'tagName' in child);
    const source = children.find((child) => child.tagName === 'source');
    const img = children.find((child) => child.tagName === 'img');
    expect(source && attributeOf(source, 'type')).toBe('image/avif');
    for (const [element, extension] of [
      [source, '.avif'],
      [img, '.webp'],
    ] as const) {
      const srcset = (element && attributeOf(element, 'srcset')) ?? '';
      const candidates = srcset.split(',').map((item) => item.trim().split(/\s+/));
      expect(candidates.length, srcset).toBeGreaterThan(1);
      for (const [url = '', width = ''] of candidates) {
        expect(url.endsWith(extension) && /^\d+w$/.test(width), url).toBe(true);
        expect(existsSync(path.join(client, url)), url).toBe(true);
      }
      expect(element && attributeOf(element, 'sizes')).toBeTruthy();
    }
    expect(img && Number(attributeOf(img, 'width'))).toBe(1600);
    expect(img && Number(attributeOf(img, 'height'))).toBe(900);
  }
  // The uploaded original is not served.
  expect(existsSync(path.join(client, cmsPaths.mediaUrl, photoName))).toBe(false);

  // The draft is nowhere: no page, list, feed, sitemap entry, search entry or share image names it
  // (the pages the build leaves out link to no article: scripts/built-pages.test.ts).
  const files = await listFiles(client);
  expect(files.filter((file) => file.includes(draftId))).toEqual([]);
  for (const file of files.filter((item) => /\.(html|xml|json|txt)$/.test(item))) {
    expect(readFileSync(path.join(client, file), 'utf8').includes(draftId), file).toBe(false);
  }
});
