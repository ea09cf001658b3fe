import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { translationStatus } from '@lumenor/content/translations';
import { afterAll, describe, expect, it } from 'vitest';
import {
  readArticle,
  readJson,
  sourceKey,
  teluguStamp,
  writeArticle,
  writeJson,
} from './save-format';

/** The content package's folder (its package.json), where the articles are. */
const contentPackage = pathToFileURL(
  createRequire(import.meta.url).resolve('@lumenor/content/package.json'),
);

const contentDirectory = fileURLToPath(new URL('.', contentPackage));
const filesIn = (folder: string, extension: string) =>
  readdirSync(path.join(contentDirectory, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith(extension))
    .map((name) => path.join(folder, name));
const articles = filesIn('posts', '.md');
const dataFiles = filesIn('data', '.json');
const read = (file: string) => readFileSync(path.join(contentDirectory, file), 'utf8');

/** The lines of `after` that are not in `before`, and the other way round. */
function changedLines(before: string, after: string) {
  const [old, next] = [before.split('\n'), after.split('\n')];
  return {
    removed: old.filter((line) => !next.includes(line)),
    added: next.filter((line) => !old.includes(line)),
  };
}

const temporary: string[] = [];
afterAll(() => {
  for (const directory of temporary) rmSync(directory, { recursive: true, force: true });
});

describe('the editor’s article format', () => {
  it.each(articles)('writes %s back unchanged when nothing was changed', (file) => {
    const text = read(file);
    expect(writeArticle(readArticle(text))).toBe(text);
  });

  it.each(articles)('changes only the lines of the field changed in %s', (file) => {
    const text = read(file);
    const data = readArticle(text);
    const saved = writeArticle({ ...data, excerpt: `${data.excerpt} Changed: yes.` });
    expect(changedLines(text, saved)).toEqual({
      removed: [expect.stringMatching(/^excerpt: /)],
      added: [`excerpt: "${data.excerpt} Changed: yes."`],
    });
    expect({ ...readArticle(saved), [sourceKey]: '' }).toEqual({
      ...data,
      excerpt: `${data.excerpt} Changed: yes.`,
      [sourceKey]: '',
    });
  });

  it('never writes an empty field: the form’s nulls and a cleared illustration are left out', () => {
    const [file = ''] = articles.filter((name) => name.endsWith('.te.md'));
    const text = read(file);
    const data = readArticle(text);
    // What Decap's form holds for the shared fields of a twin never given a value.
    expect(writeArticle({ ...data, image: null, draft: null, translationOf: undefined })).toBe(
      text.replace(/^translationOf:\n(?: {2}.*\n)+/m, ''),
    );
    const withPhoto = writeArticle({ ...data, image: '/images/blog/a-photo.jpg' });
    expect(withPhoto).toMatch(/^image: \/images\/blog\/a-photo\.jpg$/m);
    expect(writeArticle({ ...readArticle(withPhoto), image: '' })).toBe(text);
  });

  it('writes a new article with its fields in the form’s order, no empty or false one', () => {
    const saved = writeArticle(
      {
        draft: false,
        body: 'The body.\n',
        image: null,
        title: 'A title: with a colon',
        date: '2025-06-20',
        imageAlt: '',
      },
      ['title', 'excerpt', 'date', 'image', 'imageAlt', 'draft', 'body'],
    );
    expect(saved).toBe('---\ntitle: "A title: with a colon"\ndate: 2025-06-20\n---\n\nThe body.\n');
  });

  it('keeps a hand-written file’s comments and line breaks outside the changed field', () => {
    const text =
      '---\n# the article\ntitle: A title\nexcerpt: >-\n  folded\n  text\n\ndate: 2025-05-15\n---\nBody\n';
    expect(writeArticle(readArticle(text))).toBe(text);
    expect(writeArticle({ ...readArticle(text), date: '2025-05-16' })).toBe(
      text.replace('2025-05-15', '2025-05-16'),
    );
  });
});

describe('the editor’s JSON format', () => {
  it.each(dataFiles)('writes %s back unchanged, whatever the order the form holds', (file) => {
    const text = read(file);
    const data = readJson(text);
    // Immutable.js maps of more than 8 keys give their keys back in another order.
    const reversed = Object.fromEntries(Object.entries(data).reverse());
    expect(writeJson(reversed)).toBe(text);
  });

  it('changes only the changed value, in its place', () => {
    const text = read('data/company.json');
    const data = readJson(text);
    const saved = writeJson({ ...data, phone: '+91 40 0000 0000' });
    expect(changedLines(text, saved)).toEqual({
      removed: [expect.stringContaining('"phone"')],
      added: ['  "phone": "+91 40 0000 0000",'],
    });
  });

  it('writes a new file without empty values', () => {
    expect(writeJson({ name: 'Ravi', role: '', bio: null, translationOf: undefined })).toBe(
      '{\n  "name": "Ravi"\n}\n',
    );
  });
});

describe('the Telugu twin’s stamp, kept by the form', () => {
  /** A package folder with one article in both languages, written by the editor's format. */
  function saveTwins(english: Record<string, unknown>, telugu: Record<string, unknown>) {
    const root = mkdtempSync(path.join(tmpdir(), 'lumenor-stamps-'));
    temporary.push(root);
    mkdirSync(path.join(root, 'posts'));
    writeFileSync(path.join(root, 'posts/water.en.md'), writeArticle(english));
    writeFileSync(path.join(root, 'posts/water.te.md'), writeArticle(telugu));
    return {
      stale: () => translationStatus(root).map(({ field, lag }) => `${field} ${lag}`),
      read: (locale: string) => readFileSync(path.join(root, `posts/water.${locale}.md`), 'utf8'),
    };
  }
  const english = { title: 'Water', excerpt: 'An excerpt', imageAlt: 'A drawing', body: 'Body.\n' };
  const telugu = { title: 'నీరు', excerpt: 'సారాంశం', imageAlt: 'ఒక బొమ్మ', body: 'పాఠం.\n' };

  it('a new twin saved with its English translates it, every field', () => {
    const files = saveTwins(english, {
      ...telugu,
      translationOf: teluguStamp('posts', english, telugu),
    });
    expect(files.stale()).toEqual([]);
  });

  it('an English change alone leaves the Telugu field stale; translating it stamps it anew', () => {
    const first = saveTwins(english, {
      ...telugu,
      translationOf: teluguStamp('posts', english, telugu),
    });
    const readTelugu = readArticle(first.read('te'));
    const changed = { ...readArticle(first.read('en')), excerpt: 'A new excerpt' };
    const englishOnly = saveTwins(changed, {
      ...readTelugu,
      translationOf: teluguStamp('posts', changed, readTelugu),
    });
    expect(englishOnly.stale()).toEqual(['excerpt changed']);
    // The Telugu file is not touched at all.
    expect(englishOnly.read('te')).toBe(first.read('te'));

    const translated = { ...readTelugu, excerpt: 'కొత్త సారాంశం' };
    const both = saveTwins(changed, {
      ...translated,
      translationOf: teluguStamp('posts', changed, translated),
    });
    expect(both.stale()).toEqual([]);
    expect(readArticle(both.read('te'))[sourceKey]).toBe(both.read('te'));
  });
});

describe('the stamp of a messages file (the site’s words), kept by the form', () => {
  it('stamps every text by its place in the file, as translations:check reads it', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'lumenor-words-'));
    temporary.push(root);
    mkdirSync(path.join(root, 'data/messages'), { recursive: true });
    const english = { services: { 'ai-ml': { title: 'AI', features: ['One', 'Two'] } } };
    const telugu = { services: { 'ai-ml': { title: 'ఏఐ', features: ['ఒకటి', 'రెండు'] } } };
    const save = (en: Record<string, unknown>, te: Record<string, unknown>) => {
      writeFileSync(path.join(root, 'data/messages/services.en.json'), writeJson(en));
      writeFileSync(path.join(root, 'data/messages/services.te.json'), writeJson(te));
      return translationStatus(root).map(({ field, lag }) => `${field} ${lag}`);
    };
    expect(
      save(english, { ...telugu, translationOf: teluguStamp('words', english, telugu) }),
    ).toEqual([]);
    const changed = { services: { 'ai-ml': { title: 'AI', features: ['One', 'Three'] } } };
    const stamp = teluguStamp('words', english, telugu);
    // The English changed, the Telugu did not: its stamp stays, and the text is listed as behind.
    expect(save(changed, { ...telugu, translationOf: stamp })).toEqual([
      'services.ai-ml.features.1 changed',
    ]);
  });
});
