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
import type { Element, RootContent } from 'hast';
import { toString as hastText } from 'hast-util-to-string';
import { afterAll, describe, expect, it } from 'vitest';
import { ContentValidationError } from '../shared/validate';
import {
  blogAuthorKeys,
  blogPostsShown,
  indiaToday,
  isPreviewBuild,
  loadBlogPosts,
} from './collection';
import { blogPosts } from './en';
import { allBlogPaths, getAdjacentPosts, getFeaturedPost, getPostsByCategory } from './helpers';

/** The elements of a list of nodes (the whitespace between blocks left out). */
function elementsOf(nodes: readonly RootContent[]): Element[] {
  return nodes.filter((node): node is Element => node.type === 'element');
}

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

  it('keep their text: every plain paragraph of a file is a paragraph of the post, word for word', () => {
    // A block without Markdown (no subheading, list, quote, image, link or emphasis) is read as
    // it is written; the others are checked by the parsing tests below.
    const markdown = /^(#|>|[-*+] |\d+\. |!\[|<|```|\|)|[*_`[\]<]/;
    for (const post of blogPosts) {
      const text = readFileSync(path.join(postsDir, `${post.id}.en.md`), 'utf8');
      const body = text.slice(text.indexOf('\n---\n', 4) + 5).trim();
      const plain = body.split(/\n{2,}/).filter((block) => !markdown.test(block));
      const paragraphs = elementsOf(post.body.children)
        .filter((block) => block.tagName === 'p')
        .map((block) => hastText(block));
      expect(
        paragraphs.filter((paragraph) => plain.includes(paragraph)),
        post.id,
      ).toEqual(plain);
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
    const body = elementsOf(added?.body.children ?? []);
    expect(body.map((block) => block.tagName)).toEqual([
      'p',
      'h2',
      'p',
      'ul',
      'p',
      'blockquote',
      'img',
      'p',
      'p',
    ]);
    expect(body[1]).toEqual({
      type: 'element',
      tagName: 'h2',
      properties: {},
      children: [{ type: 'text', value: 'Start with three numbers' }],
    });
    // A tight list: its items hold their text without a paragraph.
    const items = elementsOf(body[3]?.children ?? []);
    expect(items).toHaveLength(3);
    expect(items[0]?.children).toEqual([
      {
        type: 'element',
        tagName: 'strong',
        properties: {},
        children: [{ type: 'text', value: 'Bulk flow' }],
      },
      { type: 'text', value: ' at every reservoir outlet, logged every fifteen minutes' },
    ]);
    expect(JSON.stringify(body[0])).toContain(
      '{"type":"element","tagName":"em","properties":{},"children":[{"type":"text","value":"smart water network"}]}',
    );
    expect(body[6]).toEqual({
      type: 'element',
      tagName: 'img',
      properties: {
        src: '/images/projects/ward-dashboard.svg',
        alt: 'City grid with connected sensors reporting to a dashboard',
        width: expect.any(Number),
        height: expect.any(Number),
      },
      children: [],
    });
    const links = JSON.stringify(body).match(/"href":"[^"]+"/g);
    expect(links).toEqual([
      '"href":"/industries/telangana-government"',
      '"href":"https://cpheeo.gov.in/"',
    ]);
  });
});

describe('an illustration given by the image field', () => {
  const name = 'smart-water-networks.en.md';
  const withImage = (src: string) =>
    withField('imageAlt', `${goodFile.match(/^imageAlt: (.*)$/m)?.[1]}\nimage: ${src}`);

  it('may be a photo: its size is read from the file', () => {
    const [post] = loadBlogPosts({
      directories: [folder({ [name]: withImage('/images/blog/fixture-photo.jpg') })],
    });
    expect(post?.image).toMatchObject({
      src: '/images/blog/fixture-photo.jpg',
      width: 1600,
      height: 900,
      contentHash: expect.stringMatching(/^[0-9a-f]{12}$/),
    });
  });

  it('is refused when missing, of another type, or a photo too small to fill the page', () => {
    expect(problemsOf({ [name]: withImage('/images/blog/nowhere.jpg') })).toMatch(
      /smart-water-networks\.en\.md:\d+ image: there is no file packages\/content\/public\/images\/blog\/nowhere\.jpg/,
    );
    expect(problemsOf({ [name]: withImage('/images/blog/photo.gif') })).toMatch(
      /image: must be an \.svg, \.jpg, \.png or \.webp file under \/images\/blog\//,
    );
    const small = folder({ [name]: withImage('/images/blog/small.png') });
    // A PNG header of 800 x 450 pixels: only the size is read.
    const header = Buffer.alloc(33);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(header, 0);
    header.writeUInt32BE(13, 8);
    header.write('IHDR', 12, 'latin1');
    header.writeUInt32BE(800, 16);
    header.writeUInt32BE(450, 20);
    writeFileSync(path.join(small, '../public/images/blog/small.png'), header);
    expect(() => loadBlogPosts({ directories: [small] })).toThrow(
      /image: the photo is 800 pixels wide; use one at least 1200 pixels wide/,
    );
  });
});

describe("an article written as the writer's guide says", () => {
  const name = 'smart-water-networks.en.md';
  const withDate = (date: string) =>
    loadBlogPosts({ directories: [postsDir, folder({ [name]: withField('date', date) })] });
  // Loaded once, when the suite is collected (as above): a load parses every article.
  const today = new Date().toISOString().slice(0, 10);
  const publishedToday = withDate(today);
  const other = blogPosts[0];
  if (!other) throw new Error('no posts');
  const publishedWithOther = withDate(other.datePublished);

  it("is published with today's date (any year, not only the first articles')", () => {
    const added = publishedToday.find((post) => post.id === 'smart-water-networks');
    expect(added?.datePublished).toBe(today);
  });

  it('may share its date with another article: the two are listed by id', () => {
    const sameDay = publishedWithOther
      .filter((post) => post.datePublished === other.datePublished)
      .map((post) => post.id);
    expect(sameDay).toContain('smart-water-networks');
    expect(sameDay).toEqual([...sameDay].sort());
  });
});

describe('a broken file fails with a message naming the file and the field', () => {
  const name = 'smart-water-networks.en.md';

  it('a missing field', () => {
    const message = problemsOf({ [name]: withField('title', undefined) });
    // The line of the closing '---', where the field goes.
    expect(message).toMatch(
      /smart-water-networks\.en\.md:7 title: is missing: add a line 'title: …' before the closing '---'/,
    );
  });

  it('an unknown category, with its line and the categories to choose from', () => {
    const message = problemsOf({ [name]: withField('category', 'Water') });
    expect(message).toMatch(
      /smart-water-networks\.en\.md:6 category: must be one of: 'Government Technology', .*'Future Trends'/,
    );
  });

  it('an unknown author, with the authors to choose from', () => {
    const message = problemsOf({ [name]: withField('author', 'anjali-varma') });
    expect(message).toContain(
      `smart-water-networks.en.md:5 author: must be one of: ${blogAuthorKeys.join(', ')}`,
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
    expect(message).toMatch(/:\d+ imageAlt: is missing/);
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
    // The line where the text starts, after the frontmatter and an empty line.
    const line = goodFile.slice(0, goodFile.indexOf('\n---\n', 4)).split('\n').length + 3;
    expect(problemsOf({ [name]: withBody('## A subheading\n\nOne short paragraph.') })).toMatch(
      new RegExp(
        `smart-water-networks\\.en\\.md:${line} body: needs at least 5 paragraphs of 40 words or more: write more, or join short paragraphs`,
      ),
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

describe('drafts and scheduled articles', () => {
  const withDate = (file: string, date: string) => file.replace(/^date: .*$/m, `date: ${date}`);
  const draftFile = withField('title', 'A draft\ndraft: true');
  const dated = (date: string) => withDate(goodFile, date);

  it('leaves drafts out of the published articles and keeps them in the full list', () => {
    const dir = folder({ 'smart-water-networks.en.md': draftFile });
    expect(loadBlogPosts({ directories: [dir], include: 'published' })).toEqual([]);
    expect(loadBlogPosts({ directories: [dir], include: 'all' }).map((post) => post.id)).toEqual([
      'smart-water-networks',
    ]);
  });

  it('publishes a dated article from its date on, and not the day before', () => {
    const dir = folder({ 'smart-water-networks.en.md': dated('2030-01-15') });
    const ids = (today: string) =>
      loadBlogPosts({ directories: [dir], include: 'published', today }).map((post) => post.id);
    expect(ids('2030-01-14')).toEqual([]);
    expect(ids('2030-01-15')).toEqual(['smart-water-networks']);
  });

  it('judges the date in India time: 19:00 UTC is already the next day there', () => {
    expect(indiaToday(new Date('2030-01-14T18:29:00Z'))).toBe('2030-01-14');
    expect(indiaToday(new Date('2030-01-14T18:30:00Z'))).toBe('2030-01-15');
  });

  it('refuses a draft field that is not true or false', () => {
    const dir = folder({ 'smart-water-networks.en.md': withField('title', 'A\ndraft: maybe') });
    expect(() => loadBlogPosts({ directories: [dir] })).toThrow(/draft: must be true or false/);
  });

  it('shows every article in the dev server and a preview build, only published ones otherwise', () => {
    expect(blogPostsShown({ NODE_ENV: 'development' })).toBe('all');
    expect(blogPostsShown({ NODE_ENV: 'production', SITE_PREVIEW: '1' })).toBe('all');
    expect(blogPostsShown({ NODE_ENV: 'production' })).toBe('published');
    expect(blogPostsShown({ NODE_ENV: 'test' })).toBe('published');
  });

  it('takes a build for a preview only when SITE_PREVIEW is 1', () => {
    expect(isPreviewBuild({ SITE_PREVIEW: '1' })).toBe(true);
    expect(isPreviewBuild({ SITE_PREVIEW: '0' })).toBe(false);
    expect(isPreviewBuild({ SITE_PREVIEW: 'true' })).toBe(false);
    expect(isPreviewBuild({})).toBe(false);
  });

  it('publishes none of the package’s own drafts or future articles in a production build', () => {
    const today = indiaToday();
    const all = loadBlogPosts({ include: 'all' });
    const published = new Set(blogPosts.map((post) => post.id));
    for (const post of all) {
      const file = readFileSync(path.join(postsDir, `${post.id}.en.md`), 'utf8');
      const live = !/^draft: true$/m.test(file) && post.datePublished <= today;
      expect(published.has(post.id), post.id).toBe(live);
    }
  });
});
