import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  describeStaleTranslations,
  stampTranslations,
  translationHash,
  translationStatus,
  translationsAwaited,
} from './translations';

const temporary: string[] = [];
afterAll(() => {
  for (const directory of temporary) rmSync(directory, { recursive: true, force: true });
});

const article = (title: string, body: string, extra = '') =>
  `---\ntitle: ${title}\nexcerpt: An excerpt\ndate: 2025-05-15\nauthor: ravi\nimageAlt: A drawing\n${extra}---\n\n${body}\n`;

/** A package folder with one article and one data file in both languages. */
function contentFolder() {
  const root = mkdtempSync(path.join(tmpdir(), 'lumenor-translations-'));
  temporary.push(root);
  mkdirSync(path.join(root, 'posts'));
  mkdirSync(path.join(root, 'data/authors'), { recursive: true });
  const write = (file: string, text: string) => writeFileSync(path.join(root, file), text);
  write('posts/water.en.md', article('Water', 'English body.'));
  write('posts/water.te.md', article('నీరు', 'తెలుగు పాఠం.'));
  const company = { tagline: 'Light', address: { locality: 'Hyderabad' } };
  write('data/company.en.json', JSON.stringify(company));
  write(
    'data/company.te.json',
    JSON.stringify({ tagline: 'వెలుగు', address: { locality: 'హైదరాబాద్' } }),
  );
  write('data/authors/ravi.en.json', JSON.stringify({ name: 'Ravi', role: 'CTO', bio: 'Bio' }));
  write('data/authors/ravi.te.json', JSON.stringify({ name: 'రవి', role: 'సీటీఓ', bio: 'జీవిత' }));
  return { root, write, read: (file: string) => readFileSync(path.join(root, file), 'utf8') };
}

describe('translation stamps', () => {
  it('a twin never stamped is listed, every field of it', () => {
    const { root } = contentFolder();
    const stale = translationStatus(root);
    expect(stale).toContainEqual({
      file: 'posts/water.te.md',
      source: 'posts/water.en.md',
      field: 'body',
      lag: 'unstamped',
    });
    expect(
      stale.filter((item) => item.file === 'data/company.te.json').map((item) => item.field),
    ).toEqual(['tagline', 'address.locality']);
  });

  it('after stamping nothing is stale; a change to the English lists that file and field only', () => {
    const { root, write, read } = contentFolder();
    stampTranslations(undefined, root);
    expect(translationStatus(root)).toEqual([]);

    write('posts/water.en.md', article('Water', 'English body, revised.'));
    write(
      'data/company.en.json',
      JSON.stringify({ tagline: 'Light', address: { locality: 'Secunderabad' } }),
    );
    expect(translationStatus(root)).toEqual([
      { file: 'posts/water.te.md', source: 'posts/water.en.md', field: 'body', lag: 'changed' },
      {
        file: 'data/company.te.json',
        source: 'data/company.en.json',
        field: 'address.locality',
        lag: 'changed',
      },
    ]);
    expect(describeStaleTranslations(translationStatus(root))).toEqual([
      'posts/water.te.md ← posts/water.en.md: body (English changed since)',
      'data/company.te.json ← data/company.en.json: address.locality (English changed since)',
    ]);

    // Re-stamping one file leaves the other listed.
    expect(stampTranslations(['posts/water.te.md'], root)).toEqual(['posts/water.te.md']);
    expect(translationStatus(root).map((item) => item.file)).toEqual(['data/company.te.json']);
    expect(read('posts/water.te.md')).toContain(
      `  body: '${translationHash('English body, revised.')}'`,
    );
  });

  it('stamping keeps the rest of a Telugu file as written, and replaces an earlier stamp', () => {
    const { root, read } = contentFolder();
    const before = read('posts/water.te.md');
    stampTranslations(undefined, root);
    stampTranslations(['posts/water.te.md'], root);
    const after = read('posts/water.te.md');
    expect(after.match(/translationOf:/g)).toHaveLength(1);
    expect(after.replace(/translationOf:\n(?: {2}.*\n)+/, '')).toBe(before);
    expect(JSON.parse(read('data/authors/ravi.te.json'))).toEqual({
      name: 'రవి',
      role: 'సీటీఓ',
      bio: 'జీవిత',
      translationOf: {
        name: translationHash('Ravi'),
        role: translationHash('CTO'),
        bio: translationHash('Bio'),
      },
    });
  });
});

describe('an article awaiting its translation', () => {
  it('is listed as awaiting, never as a stale or unstamped twin', () => {
    const { root, write } = contentFolder();
    write('posts/roads.en.md', article('Roads', 'English body.', 'awaitingTranslation: true\n'));
    // As the editor writes it with the Telugu pane left empty: the shared fields only.
    write('posts/roads.te.md', '---\ndate: 2025-05-15\nawaitingTranslation: true\n---\n');
    expect(translationsAwaited(root)).toEqual([
      { file: 'posts/roads.te.md', source: 'posts/roads.en.md' },
    ]);
    expect(translationStatus(root).map((item) => item.file)).not.toContain('posts/roads.te.md');
    write('posts/roads.en.md', article('Roads', 'English body.'));
    expect(translationsAwaited(root)).toEqual([]);
  });
});
