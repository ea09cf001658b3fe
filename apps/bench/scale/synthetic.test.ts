import { describe, expect, it } from 'vitest';
import { daysBefore, type SourceArticle, syntheticArticles, withFields } from './synthetic';

const source = (id: string, title: string): SourceArticle => ({
  id,
  en: `---\ntitle: ${title}\nexcerpt: An excerpt.\ndate: 2025-01-02\nauthor: farah\ncategory: Smart Cities\nimageAlt: A drawing.\n---\n\nBody of ${id}.\n`,
  te: `---\ntitle: తెలుగు ${title}\ndate: 2025-01-02\nimageAlt: ఒక చిత్రం.\ntranslationOf:\n  title: 'abc'\n  body: 'def'\n---\n\nతెలుగు ${id}.\n`,
});
const sources = [source('alpha', 'Alpha'), source('beta', 'Beta: a title')];
const options = { count: 5, newest: '2026-03-01', photoEvery: 2, photos: ['/images/blog/p1.jpg'] };
const field = (content: string, name: string) =>
  new RegExp(`^${name}: (.*)$`, 'm').exec(content)?.[1];

describe('syntheticArticles', () => {
  const files = syntheticArticles(sources, options);
  const byName = new Map(files.map((file) => [file.name, file.content]));

  it('copies the sources in turn under new ids, both languages but the last, English only', () => {
    expect(files.map((file) => file.name)).toEqual([
      'scale-0001-alpha.en.md',
      'scale-0001-alpha.te.md',
      'scale-0002-beta.en.md',
      'scale-0002-beta.te.md',
      'scale-0003-alpha.en.md',
      'scale-0003-alpha.te.md',
      'scale-0004-beta.en.md',
      'scale-0004-beta.te.md',
      'scale-0005-alpha.en.md',
    ]);
    const last = byName.get('scale-0005-alpha.en.md') ?? '';
    expect(field(last, 'awaitingTranslation')).toBe('true');
    expect(files.filter((file) => file.content.includes('awaitingTranslation'))).toHaveLength(1);
  });

  it('dates them a day apart, the last on the newest date, the same day in both languages', () => {
    expect(files.map((file) => field(file.content, 'date'))).toEqual([
      '2026-02-25',
      '2026-02-25',
      '2026-02-26',
      '2026-02-26',
      '2026-02-27',
      '2026-02-27',
      '2026-02-28',
      '2026-02-28',
      '2026-03-01',
    ]);
  });

  it('numbers each title (quoted: titles hold colons) and keeps the body and the other fields', () => {
    const beta = byName.get('scale-0002-beta.en.md') ?? '';
    expect(field(beta, 'title')).toBe("'Beta: a title (2)'");
    expect(field(byName.get('scale-0002-beta.te.md') ?? '', 'title')).toBe(
      "'తెలుగు Beta: a title (2)'",
    );
    expect(beta).toMatch(/\n---\n\nBody of beta\.\n$/);
    expect(field(beta, 'author')).toBe('farah');
    expect(field(beta, 'category')).toBe('Smart Cities');
  });

  it('shows a photo every photoEvery-th article, its source drawing otherwise', () => {
    expect(files.map((file) => field(file.content, 'image'))).toEqual([
      '/images/blog/alpha.svg',
      '/images/blog/alpha.svg',
      '/images/blog/p1.jpg',
      '/images/blog/p1.jpg',
      '/images/blog/alpha.svg',
      '/images/blog/alpha.svg',
      '/images/blog/p1.jpg',
      '/images/blog/p1.jpg',
      '/images/blog/alpha.svg',
    ]);
  });

  it("drops the Telugu file's record of the English it translated, with its indented lines", () => {
    const telugu = byName.get('scale-0001-alpha.te.md') ?? '';
    expect(telugu).not.toContain('translationOf');
    expect(telugu).not.toContain("'abc'");
    expect(field(telugu, 'imageAlt')).toBe('ఒక చిత్రం.');
  });

  it('keeps titles within 110 characters', () => {
    const long = syntheticArticles([source('long', 'A'.repeat(108))], { ...options, count: 12 });
    for (const file of long) {
      const title = (field(file.content, 'title') ?? '').slice(1, -1);
      expect(title.length).toBeLessThanOrEqual(110);
      expect(title).toMatch(/\(\d+\)$/);
    }
  });

  it('writes nothing for N = 0, and refuses to copy from no articles', () => {
    expect(syntheticArticles([], { ...options, count: 0 })).toEqual([]);
    expect(() => syntheticArticles([], options)).toThrow('no articles to copy');
  });
});

describe('withFields and daysBefore', () => {
  it('replaces, removes and adds top-level fields', () => {
    const file = '---\na: 1\nb:\n  x: 2\nc: 3\n---\nbody\n';
    expect(withFields(file, { a: '9', b: undefined, d: '4' })).toBe(
      '---\na: 9\nc: 3\nd: 4\n---\nbody\n',
    );
  });

  it('counts back across months and leap days', () => {
    expect(daysBefore('2024-03-01', 1)).toBe('2024-02-29');
    expect(daysBefore('2026-01-01', 2000)).toBe('2020-07-11');
  });
});
