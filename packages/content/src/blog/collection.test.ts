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
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentValidationError } from '../shared/validate';
import { loadBlogPosts } from './collection';
import { blogPosts } from './en';
import { allBlogPaths, getAdjacentPosts, getFeaturedPost, getPostsByCategory } from './helpers';
import { type BlogBlock, blockTexts } from './schema';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));
const postsDir = path.join(packageDir, 'posts');
const fixturesDir = path.join(packageDir, 'fixtures/posts');

const temporary: string[] = [];
afterAll(() => {
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true });
});

/**
 * A folder of articles holding the given files (name → text), with the fixtures' public/ folder
 * beside it (the fixture article's illustration).
 */
function folder(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'lumenor-posts-'));
  temporary.push(root);
  cpSync(path.join(fixturesDir, '../public'), path.join(root, 'public'), { recursive: true });
  const dir = path.join(root, 'posts');
  mkdirSync(dir);
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const goodFile = readFileSync(path.join(fixturesDir, 'smart-water-networks.en.md'), 'utf8');

/** The fixture article with one frontmatter line replaced (or removed, with `undefined`). */
function withField(field: string, value: string | undefined): string {
  const pattern = new RegExp(`^${field}: .*\\n`, 'm');
  expect(goodFile).toMatch(pattern);
  return goodFile.replace(pattern, value === undefined ? '' : `${field}: ${value}\n`);
}

function withBody(body: string): string {
  const end = goodFile.indexOf('\n---\n', 4) + '\n---\n'.length;
  return `${goodFile.slice(0, end)}\n${body}\n`;
}

/** The error message of loading one folder. */
function problemsOf(files: Record<string, string>): string {
  try {
    loadBlogPosts({ directories: [folder(files)] });
  } catch (error) {
    expect(error).toBeInstanceOf(ContentValidationError);
    return (error as Error).message;
  }
  throw new Error('expected the folder to fail validation');
}

describe('the articles in posts/', () => {
  it('are one Markdown file each, and the loaded collection is exactly those files', () => {
    const ids = readdirSync(postsDir)
      .filter((name) => name.endsWith('.en.md'))
      .map((name) => name.slice(0, -'.en.md'.length));
    expect(blogPosts.map((post) => post.id).sort()).toEqual(ids.sort());
  });

  it('keep their text: every paragraph of a file is a paragraph of the post, word for word', () => {
    for (const post of blogPosts) {
      const text = readFileSync(path.join(postsDir, `${post.id}.en.md`), 'utf8');
      const body = text.slice(text.indexOf('\n---\n', 4) + 5).trim();
      expect(blockTexts(post.body), post.id).toEqual(body.split(/\n{2,}/));
      expect(post.body.every((block) => block.type === 'paragraph')).toBe(true);
    }
  });
});

describe('an article added as one file', () => {
  const posts = loadBlogPosts({ directories: [postsDir, fixturesDir] });
  const added = posts.find((post) => post.id === 'smart-water-networks');

  it('joins the collection, newest first, with every derived field', () => {
    expect(posts).toHaveLength(blogPosts.length + 1);
    const dates = posts.map((post) => post.datePublished);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(added).toMatchObject({
      title: 'Smart Water Networks: What Municipal Engineers Should Measure First',
      date: 'June 10, 2025',
      datePublished: '2025-06-10',
      category: 'Future Trends',
      author: { name: 'Anjali Varma' },
      image: { src: '/images/blog/smart-water-networks.svg', width: 1200, height: 675 },
    });
    expect(added?.readingMinutes).toBeGreaterThanOrEqual(1);
    const index = added ? posts.indexOf(added) : -1;
    expect(getFeaturedPost(posts)).toBe(posts[0]);
    expect(getAdjacentPosts('smart-water-networks', posts).next).toBe(posts[index + 1]);
  });

  it('gives its category a page and its own path', () => {
    expect(getPostsByCategory('future-trends', posts)).toContain(added);
    expect(allBlogPaths(posts)).toEqual(
      expect.arrayContaining(['/blog/smart-water-networks', '/blog/category/future-trends']),
    );
    expect(allBlogPaths()).not.toContain('/blog/smart-water-networks');
  });

  it('parses subheadings, lists, links, emphasis, a quote and an image', () => {
    const body = added?.body ?? [];
    const types = body.map((block) => block.type);
    expect(types).toEqual([
      'paragraph',
      'heading',
      'paragraph',
      'list',
      'paragraph',
      'quote',
      'image',
      'paragraph',
      'paragraph',
    ]);
    expect(body[1]).toEqual({
      type: 'heading',
      level: 2,
      children: [{ type: 'text', value: 'Start with three numbers' }],
    });
    const list = body[3] as Extract<BlogBlock, { type: 'list' }>;
    expect(list.ordered).toBe(false);
    expect(list.spread).toBe(false);
    expect(list.items).toHaveLength(3);
    expect(list.items[0]?.[0]).toEqual({
      type: 'paragraph',
      children: [
        { type: 'strong', children: [{ type: 'text', value: 'Bulk flow' }] },
        { type: 'text', value: ' at every reservoir outlet, logged every fifteen minutes' },
      ],
    });
    expect(JSON.stringify(body[0])).toContain(
      '{"type":"emphasis","children":[{"type":"text","value":"smart water network"}]}',
    );
    expect(body[6]).toEqual({
      type: 'image',
      src: '/images/projects/ward-dashboard.svg',
      alt: 'City grid with connected sensors reporting to a dashboard',
      width: expect.any(Number),
      height: expect.any(Number),
    });
    const links = JSON.stringify(body).match(/"href":"[^"]+"/g);
    expect(links).toEqual([
      '"href":"/industries/telangana-government"',
      '"href":"https://cpheeo.gov.in/"',
    ]);
  });
});

describe('a broken file fails with a message naming the file and the field', () => {
  const name = 'smart-water-networks.en.md';

  it('a missing field', () => {
    const message = problemsOf({ [name]: withField('title', undefined) });
    expect(message).toMatch(/smart-water-networks\.en\.md title: is missing/);
  });

  it('an unknown category, with its line and the categories to choose from', () => {
    const message = problemsOf({ [name]: withField('category', 'Water') });
    expect(message).toMatch(
      /smart-water-networks\.en\.md:6 category: must be one of: 'Government Technology', .*'Future Trends'/,
    );
  });

  it('an unknown author, with the authors to choose from', () => {
    const message = problemsOf({ [name]: withField('author', 'anjali-varma') });
    expect(message).toMatch(
      /smart-water-networks\.en\.md:5 author: must be one of: srinivas, anjali/,
    );
  });

  it('a date that is not a date', () => {
    for (const date of ['June 10, 2025', '2025-02-30', 'soon', '2025-6-1']) {
      const message = problemsOf({ [name]: withField('date', date) });
      expect(message, date).toMatch(/smart-water-networks\.en\.md:4 date: /);
    }
  });

  it('a duplicate id (the same file name in two folders)', () => {
    const one = folder({ [name]: goodFile });
    const two = folder({ [name]: goodFile });
    expect(() => loadBlogPosts({ directories: [one, two] })).toThrow(
      new RegExp(
        `${two}/smart-water-networks\\.en\\.md id: 'smart-water-networks' is already the id of ${one}/smart-water-networks\\.en\\.md`,
      ),
    );
  });

  it('an id that the writer of posts/ already used', () => {
    const copy = folder({ 'telangana-smart-cities.en.md': goodFile });
    expect(() => loadBlogPosts({ directories: [postsDir, copy] })).toThrow(
      /telangana-smart-cities\.en\.md id: 'telangana-smart-cities' is already the id of posts\/telangana-smart-cities\.en\.md/,
    );
  });

  it('a file name that is not <id>.<locale>.md', () => {
    expect(problemsOf({ 'Smart Water.md': goodFile })).toMatch(/Smart Water\.md file name: /);
  });

  it('a misspelt field', () => {
    const message = problemsOf({ [name]: goodFile.replace('imageAlt:', 'image_alt:') });
    expect(message).toMatch(/image_alt: 'image_alt' is not a frontmatter field/);
    expect(message).toMatch(/imageAlt: is missing/);
  });

  it('an illustration that is not there', () => {
    const message = problemsOf({ 'no-illustration.en.md': goodFile });
    expect(message).toMatch(
      /no-illustration\.en\.md illustration: there is no file packages\/content\/public\/images\/blog\/no-illustration\.svg/,
    );
  });

  it('too short an excerpt and a title over 110 characters, each named', () => {
    const message = problemsOf({
      [name]: withField('excerpt', 'Short.').replace(
        /^title: .*$/m,
        `title: ${'Long '.repeat(30)}`,
      ),
    });
    expect(message).toMatch(/:2 title: title is too long/);
    expect(message).toMatch(/:3 excerpt: excerpt is too short/);
  });

  it('no frontmatter, or frontmatter that is not YAML', () => {
    expect(problemsOf({ [name]: 'Just text.\n' })).toMatch(
      /:1 body: the file must start with the frontmatter/,
    );
    expect(problemsOf({ [name]: goodFile.replace('author: anjali', 'author: [anjali') })).toMatch(
      /smart-water-networks\.en\.md:\d+ body: frontmatter is not valid YAML/,
    );
  });

  it('body Markdown the articles do not support, with its line', () => {
    const line = goodFile.slice(0, goodFile.indexOf('\n---\n', 4)).split('\n').length + 3;
    const cases: Array<[string, RegExp]> = [
      ['# A second title', /'# ' is the article title/],
      ['#### Too deep', /use '## ' or '### '/],
      ['<div>html</div>', /HTML is not allowed/],
      ['```\ncode\n```', /code blocks are not supported/],
      ['![](/images/projects/ward-dashboard.svg)', /needs alt text/],
      [
        '![A chart of supply hours by ward](/images/projects/no-such.svg)',
        /is not in packages\/content\/public/,
      ],
      [
        '![A chart of supply hours by ward](https://example.org/chart.png)',
        /must be an \.svg or \.png file under \/images\//,
      ],
      [
        'Text with ![an inline chart of hours](/images/projects/ward-dashboard.svg) inside.',
        /on a line of its own/,
      ],
      ['[a link](javascript:alert(1))', /link target 'javascript:alert\(1\)'/],
      ['---', /horizontal rules/],
    ];
    for (const [markdown, reason] of cases) {
      const message = problemsOf({ [name]: withBody(markdown) });
      expect(message, markdown).toMatch(
        new RegExp(`smart-water-networks\\.en\\.md:${line} body: `),
      );
      expect(message, markdown).toMatch(reason);
    }
  });

  it('a body without five real paragraphs', () => {
    expect(problemsOf({ [name]: withBody('One short paragraph.') })).toMatch(
      /smart-water-networks\.en\.md body: needs at least 5 paragraphs of 40 words or more/,
    );
  });

  it('lists the problems of every file at once', () => {
    const message = problemsOf({
      'a-post.en.md': withField('category', 'Water'),
      'b-post.en.md': withField('author', 'nobody'),
    });
    expect(message).toMatch(/a-post\.en\.md:6 category/);
    expect(message).toMatch(/b-post\.en\.md:5 author/);
  });

  it('files of another locale wait for their edition', () => {
    const dir = folder({ 'smart-water-networks.te.md': withField('category', 'Water') });
    expect(loadBlogPosts({ directories: [dir] })).toEqual([]);
  });
});

it('copies of posts/ load the same collection (no list elsewhere to update)', () => {
  const copy = mkdtempSync(path.join(tmpdir(), 'lumenor-posts-'));
  temporary.push(copy);
  cpSync(postsDir, copy, { recursive: true });
  expect(loadBlogPosts({ directories: [copy] })).toEqual(blogPosts);
});
